#!/usr/bin/env python3
"""Opens an iconforge review page from disk in headless Chromium (Debian's, through Playwright)
and checks it as a reviewer's browser would: every picture loads, no request leaves the review
folder, no script error, names are text, the filters and the keyboard work. Prints one JSON
object (what it measured, and every failure) and exits 1 when anything failed.

usage: check_page.py INDEX_HTML --chromium PATH [--assets N] [--text NAME] [--screenshot PNG]
"""
import argparse
import json
import os
import sys
import time
import urllib.parse

from playwright.sync_api import sync_playwright


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--assets", type=int, help="the cards the page must show")
    parser.add_argument("--text", action="append", default=[], help="a name the page must show as text")
    parser.add_argument("--screenshot")
    parser.add_argument("--width", type=int, default=1280)
    args = parser.parse_args()

    page_path = os.path.realpath(args.page)
    folder_url = urllib.parse.urljoin("file://", urllib.parse.quote(os.path.dirname(page_path))) + "/"
    page_url = folder_url + urllib.parse.quote(os.path.basename(page_path))
    failures = []
    outside = []
    errors = []
    result = {"failures": failures}

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": args.width, "height": 900})

        def on_request(request):
            if not request.url.startswith(folder_url):
                outside.append(request.url)

        page.on("request", on_request)
        page.on("pageerror", lambda error: errors.append("script error: %s" % error))
        page.on("console", lambda message: errors.append("console %s: %s" % (message.type, message.text))
                if message.type in ("error", "warning") else None)

        started = time.monotonic()
        page.goto(page_url, wait_until="domcontentloaded")
        page.wait_for_function("document.documentElement.dataset.ready === 'true'")
        # Usable: parsed, the script has built the first cards, and the first card's pictures are on screen.
        page.wait_for_function("""() => {
            const first = document.querySelector('section.asset');
            if (!first) return true;
            return Array.from(first.querySelectorAll('img')).every(img => img.complete);
        }""")
        result["usableMs"] = round((time.monotonic() - started) * 1000)

        if args.screenshot:
            page.screenshot(path=args.screenshot, full_page=False)

        # The cards are data the script builds as they come near the screen.
        data = page.evaluate("JSON.parse(document.getElementById('review-data').textContent)")
        cards = len(data)
        result["cards"] = cards
        if args.assets is not None and cards != args.assets:
            failures.append("the page shows %d assets, expected %d" % (cards, args.assets))

        # Every picture the page names loads and decodes, lazy or not: each is fetched again
        # through an Image, in batches, as scrolling would fetch it.
        sources = sorted({picture["src"] for card in data
                          for part in card["rows"] + card["scenes"]
                          for side in ("before", "after", "difference") if part.get(side)
                          for picture in [part[side]]})
        on_screen = page.evaluate("Array.from(new Set(Array.from(document.images).map(i => i.getAttribute('src'))))")
        for src in set(on_screen) - set(sources):
            failures.append("the page shows a picture its data does not name: %s" % src)
        result["pictures"] = len(sources)
        started = time.monotonic()
        broken = page.evaluate("""async (sources) => {
            const broken = [];
            for (let i = 0; i < sources.length; i += 1000) {
                await Promise.all(sources.slice(i, i + 1000).map(src => new Promise(done => {
                    const image = new Image();
                    image.onload = () => { if (!image.naturalWidth) broken.push(src); done(); };
                    image.onerror = () => { broken.push(src); done(); };
                    image.src = src;
                })));
            }
            return broken;
        }""", sources)
        result["picturesMs"] = round((time.monotonic() - started) * 1000)
        for src in broken[:20]:
            failures.append("picture does not load: %s" % src)
        # Scrolled to the end, every card is built: all their pictures have alt text and load lazily.
        page.evaluate("""async () => {
            for (let i = 0; i < 400 && document.querySelectorAll('section.asset').length < %d; i++) {
                window.scrollTo(0, document.body.scrollHeight);
                await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
            }
        }""" % cards)
        built = page.evaluate("document.querySelectorAll('section.asset').length")
        if built != cards:
            failures.append("scrolled to the end, %d of %d cards are built" % (built, cards))
        page.evaluate("window.scrollTo(0, 0)")
        missing_alt = page.evaluate("Array.from(document.images).filter(i => !i.alt.trim()).length")
        if missing_alt:
            failures.append("%d pictures have no alt text" % missing_alt)
        not_lazy = page.evaluate("Array.from(document.images).filter(i => i.loading !== 'lazy').length")
        if not_lazy:
            failures.append("%d pictures are not lazy-loaded" % not_lazy)

        # Names are text: no element the page did not write itself.
        planted = page.evaluate("document.querySelectorAll('[onerror], [onload], iframe, object, embed').length + document.scripts.length - 2")
        if planted:
            failures.append("%d elements came from names (onerror, onload, script...)" % planted)
        # Each name, filtered for, shows as its card's heading, as text.
        for name in args.text:
            page.fill("input[name=name]", name)
            headings = page.evaluate("Array.from(document.querySelectorAll('section.asset h2')).map(h => h.textContent)")
            if name not in headings:
                failures.append("the page does not show %r as text (headings: %r)" % (name, headings[:5]))
        page.fill("input[name=name]", "")
        if page.evaluate("document.querySelectorAll('[onerror], [onload], [onmouseover], img:not([src^=\"pictures/\"])').length + Array.from(document.querySelectorAll('b')).filter(b => b.textContent === 'bold').length"):
            failures.append("a name became markup")

        if cards:
            # The keyboard: Escape leaves the filter, j moves to the first card, then the next; k back.
            page.focus("input[name=name]")
            page.keyboard.press("Escape")
            page.keyboard.press("j")
            first = page.evaluate("document.activeElement.id")
            page.keyboard.press("j")
            second = page.evaluate("document.activeElement.id")
            page.keyboard.press("k")
            back = page.evaluate("document.activeElement.id")
            ids = [card["id"] for card in data[:2]]
            if not (first == ids[0] and second == ids[-1] and back == ids[0]):
                failures.append("j/k move to %s, %s, %s" % (first, second, back))
            # t flips the focused card to one side; the slider follows.
            page.keyboard.press("t")
            split = page.evaluate("document.activeElement.style.getPropertyValue('--s')")
            if split not in ("0", "1"):
                failures.append("t leaves the split at %r" % split)
            # The name filter: a name that matches nothing hides every card, clearing it shows all.
            page.keyboard.press("/")
            started = time.monotonic()
            page.keyboard.type("no asset is called this")
            hidden = page.evaluate("Number(document.documentElement.dataset.shown)")
            result["filterMs"] = round((time.monotonic() - started) * 1000)
            if hidden:
                failures.append("a name matching nothing leaves %d cards shown" % hidden)
            page.fill("input[name=name]", "")
            again = page.evaluate("Number(document.documentElement.dataset.shown)")
            if again != cards:
                failures.append("clearing the filter shows %d of %d cards" % (again, cards))
            # The status filter: unticking changed hides the changed cards.
            changed = sum(1 for card in data if card["status"] == "changed")
            if changed:
                page.uncheck("input[name=status][value=changed]")
                left = page.evaluate("Number(document.documentElement.dataset.shown)")
                if left != cards - changed:
                    failures.append("without changed, %d cards shown, expected %d" % (left, cards - changed))
                page.check("input[name=status][value=changed]")
        browser.close()

    for url in outside[:20]:
        failures.append("request outside the review folder: %s" % url)
    failures.extend(errors[:20])
    print(json.dumps(result, sort_keys=True))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
