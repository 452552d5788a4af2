/// The review page's script, inside the page. The cards come as data (`#review-data`) and are
/// built as they come near the screen, a batch at a time, so a page of thousands of assets is
/// usable at once. Names and paths are only ever set as text (`textContent`, attributes),
/// never as HTML, so no name can become markup. Also the filters, the before/after sliders and
/// toggle, the backdrop and the keyboard.
enum ReviewPageScript {
    static let javascript = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("review-data").textContent);
      var names = data.map(function (card) { return card.name.toLowerCase(); });
      var built = [];
      var form = document.querySelector("form.filters");
      var search = form.elements.name;
      var list = document.querySelector(".cards");
      var more = document.querySelector(".more");
      var shown = document.querySelector(".shown");
      var noneShown = document.querySelector(".none-shown");
      var help = document.querySelector(".help");
      var helpButton = document.querySelector(".help-button");
      var matches = [];
      var rendered = 0;
      var batch = 12;
      var split = null;

      function node(tag, className, text) {
        var element = document.createElement(tag);
        if (className) { element.className = className; }
        if (text !== undefined && text !== null) { element.textContent = text; }
        return element;
      }

      function picture(p, extra) {
        var image = document.createElement("img");
        image.loading = "lazy";
        image.decoding = "async";
        image.className = p.kind + (extra ? " " + extra : "");
        image.width = p.width;
        image.height = p.height;
        image.alt = p.alt;
        image.src = p.src;
        return image;
      }

      function cell(p, missing) {
        var box = node("div", p ? "px" : "px empty", p ? null : missing);
        box.setAttribute("role", "cell");
        if (p) { box.appendChild(picture(p)); }
        return box;
      }

      function build(index) {
        var card = data[index];
        var section = node("section", "asset");
        section.id = card.id;
        section.tabIndex = 0;
        section.dataset.index = String(index);
        section.dataset.status = card.status;
        section.setAttribute("aria-label", card.status + ": " + card.name);
        var header = node("header");
        header.appendChild(node("span", "badge " + card.status, card.status));
        header.appendChild(node("h2", null, card.name));
        header.appendChild(node("span", "kind", card.kind));
        header.appendChild(node("span", "figures", card.figures));
        if (card.renamed) { header.appendChild(node("span", "renamed", card.renamed)); }
        var outputs = node("span", "outputs");
        card.outputPaths.forEach(function (path) { outputs.appendChild(node("span", null, path)); });
        header.appendChild(outputs);
        // An added or removed asset has one side: no difference, nothing to slide between.
        var both = card.status === "changed";
        var label = node("label", "split");
        var range = node("input");
        range.type = "range"; range.min = "0"; range.max = "100"; range.value = "50";
        range.setAttribute("aria-label", "Before and after of " + card.name);
        label.appendChild(document.createTextNode("Before"));
        label.appendChild(range);
        label.appendChild(document.createTextNode("After"));
        if (both) { header.appendChild(label); }
        section.appendChild(header);

        var files = node("div", both ? "files" : "files one-side");
        files.setAttribute("role", "table");
        files.setAttribute("aria-label", "Files of " + card.name);
        var columns = node("div", "cols");
        columns.setAttribute("role", "row");
        ["File", "Before", "After", "Difference", "Compare"].slice(0, both ? 5 : 3).forEach(function (title) {
          var head = node("span", null, title);
          head.setAttribute("role", "columnheader");
          columns.appendChild(head);
        });
        files.appendChild(columns);
        card.rows.forEach(function (row) {
          var line = node("div", "file " + row.status);
          line.setAttribute("role", "row");
          if (row.output !== undefined) { line.dataset.output = String(row.output); }
          var what = node("div", "label");
          what.setAttribute("role", "cell");
          what.appendChild(node("b", null, (row.scale ? row.scale + " " : "") + row.status));
          var path = node("code", null, row.path);
          path.title = row.fullPath;
          what.appendChild(path);
          if (row.figures) { what.appendChild(node("small", null, row.figures)); }
          if (row.note) { what.appendChild(node("small", "note", row.note)); }
          line.appendChild(what);
          if (row.content) {
            var content = node("div", "content", row.content);
            content.setAttribute("role", "cell");
            line.appendChild(content);
          } else {
            line.appendChild(cell(row.before, row.missing[0]));
            line.appendChild(cell(row.after, row.missing[1]));
            if (!both) { files.appendChild(line); return; }
            line.appendChild(cell(row.difference, row.missing[2]));
            if (row.before && row.after && row.difference) {
              var compare = node("div", "cmp");
              compare.setAttribute("role", "cell");
              compare.style.width = Math.max(row.before.width, row.after.width) + "px";
              compare.style.height = Math.max(row.before.height, row.after.height) + "px";
              compare.appendChild(picture(row.before, "b"));
              compare.appendChild(picture(row.after, "a"));
              line.appendChild(compare);
            } else {
              line.appendChild(cell(null, ""));
            }
          }
          files.appendChild(line);
        });
        section.appendChild(files);

        card.scenes.forEach(function (scene) {
          var box = node("div", "scene");
          if (scene.output !== undefined) { box.dataset.output = String(scene.output); }
          box.appendChild(node("h3", null, scene.title));
          var sides = node("div", "sides");
          [[scene.before, "Before"], [scene.after, "After"]].forEach(function (side) {
            var figure = node("figure");
            figure.appendChild(side[0] ? picture(side[0]) : node("span", "missing", "none"));
            figure.appendChild(node("figcaption", null, side[1]));
            sides.appendChild(figure);
          });
          box.appendChild(sides);
          section.appendChild(box);
        });
        if (split !== null) { setSplit(section, split); }
        return section;
      }

      function cardAt(index) {
        if (!built[index]) { built[index] = build(index); }
        return built[index];
      }

      function showOutput(section) {
        var output = form.elements.output.value;
        Array.prototype.forEach.call(section.querySelectorAll("[data-output]"), function (part) {
          part.hidden = output !== "" && part.dataset.output !== output;
        });
      }

      function renderTo(count) {
        var fragment = document.createDocumentFragment();
        while (rendered < Math.min(count, matches.length)) {
          var section = cardAt(matches[rendered]);
          showOutput(section);
          fragment.appendChild(section);
          rendered += 1;
        }
        list.appendChild(fragment);
      }

      function setSplit(section, value) {
        section.style.setProperty("--s", String(value));
        var range = section.querySelector("input[type=range]");
        if (range) { range.value = String(Math.round(value * 100)); }
      }

      function applyFilters() {
        var statuses = {};
        Array.prototype.forEach.call(form.querySelectorAll("input[name=status]"), function (box) {
          statuses[box.value] = box.checked;
        });
        var kind = form.elements.kind.value;
        var output = form.elements.output.value;
        var text = search.value.trim().toLowerCase();
        matches = [];
        for (var index = 0; index < data.length; index += 1) {
          var card = data[index];
          if (statuses[card.status] === false) { continue; }
          if (kind && card.kind !== kind) { continue; }
          if (output && card.outputs.indexOf(Number(output)) < 0) { continue; }
          if (text && names[index].indexOf(text) < 0) { continue; }
          matches.push(index);
        }
        list.textContent = "";
        rendered = 0;
        renderTo(batch);
        shown.textContent = matches.length === data.length
          ? data.length + (data.length === 1 ? " asset" : " assets")
          : "Showing " + matches.length + " of " + data.length + " assets";
        document.documentElement.dataset.shown = String(matches.length);
        noneShown.hidden = matches.length !== 0 || data.length === 0;
      }

      function currentCard() {
        var active = document.activeElement;
        return active && active.closest ? active.closest("section.asset") : null;
      }

      function focusAt(position) {
        renderTo(position + batch);
        var section = cardAt(matches[position]);
        section.focus({ preventScroll: true });
        section.scrollIntoView({ block: "start" });
      }

      function move(step) {
        if (!matches.length) { return; }
        var card = currentCard();
        var at = card ? matches.indexOf(Number(card.dataset.index)) : -1;
        focusAt(at < 0 ? (step > 0 ? 0 : matches.length - 1) : Math.min(matches.length - 1, Math.max(0, at + step)));
      }

      function flip(section) {
        var now = parseFloat(section.style.getPropertyValue("--s") || "0.5");
        setSplit(section, now > 0 ? 0 : 1);
      }

      function flipAll() {
        split = split === 0 ? 1 : 0;
        built.forEach(function (section) { if (section) { setSplit(section, split); } });
      }

      function setBackground(value) {
        document.body.className = "bg-" + value;
        form.elements.background.value = value;
      }

      function changed(event) {
        if (event.target.name === "background") { setBackground(event.target.value); return; }
        applyFilters();
      }
      form.addEventListener("input", changed);
      form.addEventListener("change", changed);
      list.addEventListener("input", function (event) {
        if (event.target.type !== "range") { return; }
        event.target.closest("section.asset").style.setProperty("--s", String(event.target.value / 100));
      });
      document.querySelector(".flip-all").addEventListener("click", flipAll);
      helpButton.addEventListener("click", function () {
        help.hidden = !help.hidden;
        helpButton.setAttribute("aria-expanded", String(!help.hidden));
      });
      new IntersectionObserver(function (entries) {
        if (entries.some(function (entry) { return entry.isIntersecting; })) { renderTo(rendered + batch); }
      }, { rootMargin: "1500px 0px" }).observe(more);

      document.addEventListener("keydown", function (event) {
        if (event.metaKey || event.ctrlKey || event.altKey) { return; }
        var target = event.target;
        var typing = target.tagName === "INPUT" && (target.type === "search" || target.type === "text")
          || target.tagName === "SELECT" || target.tagName === "TEXTAREA";
        if (typing) {
          // Escape leaves the filter as it is (a search field would clear itself) and goes back to the cards.
          if (event.key === "Escape") { event.preventDefault(); target.blur(); }
          if (event.key === "Enter" && target === search) { move(1); }
          return;
        }
        var section = currentCard();
        switch (event.key) {
          case "j": case "ArrowDown": move(1); break;
          case "k": case "ArrowUp": move(-1); break;
          case "/": search.focus(); search.select(); break;
          case "t": if (section) { flip(section); } else { flipAll(); } break;
          case "b":
            var order = ["dark", "light", "checker"];
            setBackground(order[(order.indexOf(form.elements.background.value) + 1) % order.length]);
            break;
          case "?": helpButton.click(); break;
          case "ArrowLeft": case "ArrowRight":
            if (!section || target.type === "range") { return; }
            var now = parseFloat(section.style.getPropertyValue("--s") || "0.5");
            setSplit(section, Math.min(1, Math.max(0, now + (event.key === "ArrowLeft" ? -0.1 : 0.1))));
            break;
          default: return;
        }
        event.preventDefault();
      });

      applyFilters();
      // A link to one asset (summary.md's, index.html#asset-…): its card is built and shown.
      var wanted = location.hash.slice(1);
      if (wanted) {
        for (var position = 0; position < matches.length; position += 1) {
          if (data[matches[position]].id === wanted) { focusAt(position); break; }
        }
      }
      document.documentElement.dataset.ready = "true";
    })();
    """
}
