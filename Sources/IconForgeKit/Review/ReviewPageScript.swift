/// The review page's script, inside the page: the filters, the sliders and the before/after
/// toggle, the backdrop and the keyboard. It reads names only through `dataset` and writes
/// only text and attributes, never HTML, so no asset name can become markup.
enum ReviewPageScript {
    static let javascript = """
    (function () {
      "use strict";
      var cards = Array.prototype.slice.call(document.querySelectorAll("section.asset"));
      var names = cards.map(function (card) { return card.dataset.name.toLowerCase(); });
      var form = document.querySelector("form.filters");
      var search = form.elements.name;
      var shown = document.querySelector(".shown");
      var noneShown = document.querySelector(".none-shown");
      var help = document.querySelector(".help");
      var helpButton = document.querySelector(".help-button");
      var visible = cards;

      function setSplit(card, value) {
        card.style.setProperty("--s", String(value));
        var range = card.querySelector("input[type=range]");
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
        visible = [];
        cards.forEach(function (card, index) {
          var match = statuses[card.dataset.status] !== false
            && (!kind || card.dataset.kind === kind)
            && (!output || card.dataset.outputs.indexOf(" " + output + " ") >= 0)
            && (!text || names[index].indexOf(text) >= 0);
          card.hidden = !match;
          if (match) { visible.push(card); }
          if (match) {
            Array.prototype.forEach.call(card.querySelectorAll("[data-output]"), function (part) {
              part.hidden = output !== "" && part.dataset.output !== output;
            });
          }
        });
        shown.textContent = visible.length === cards.length
          ? cards.length + (cards.length === 1 ? " asset" : " assets")
          : "Showing " + visible.length + " of " + cards.length + " assets";
        noneShown.hidden = visible.length !== 0 || cards.length === 0;
      }

      function move(step) {
        if (!visible.length) { return; }
        var at = visible.indexOf(document.activeElement && document.activeElement.closest
          ? document.activeElement.closest("section.asset") : null);
        var next = at < 0 ? (step > 0 ? 0 : visible.length - 1) : Math.min(visible.length - 1, Math.max(0, at + step));
        visible[next].focus({ preventScroll: true });
        visible[next].scrollIntoView({ block: "start" });
      }

      function currentCard() {
        var active = document.activeElement;
        return active && active.closest ? active.closest("section.asset") : null;
      }

      function flip(card) {
        var now = parseFloat(card.style.getPropertyValue("--s") || "0.5");
        setSplit(card, now > 0 ? 0 : 1);
      }

      var allAfter = false;
      function flipAll() {
        allAfter = !allAfter;
        cards.forEach(function (card) { setSplit(card, allAfter ? 0 : 1); });
      }

      function setBackground(value) {
        document.body.className = "bg-" + value;
        form.elements.background.value = value;
      }

      form.addEventListener("input", function (event) {
        if (event.target.name === "background") { setBackground(event.target.value); return; }
        applyFilters();
      });
      form.addEventListener("change", function (event) {
        if (event.target.name === "background") { setBackground(event.target.value); return; }
        applyFilters();
      });
      document.querySelector("main").addEventListener("input", function (event) {
        if (event.target.type !== "range") { return; }
        var card = event.target.closest("section.asset");
        card.style.setProperty("--s", String(event.target.value / 100));
      });
      document.querySelector(".flip-all").addEventListener("click", flipAll);
      helpButton.addEventListener("click", function () {
        help.hidden = !help.hidden;
        helpButton.setAttribute("aria-expanded", String(!help.hidden));
      });

      document.addEventListener("keydown", function (event) {
        if (event.metaKey || event.ctrlKey || event.altKey) { return; }
        var target = event.target;
        var typing = target.tagName === "INPUT" && (target.type === "search" || target.type === "text")
          || target.tagName === "SELECT" || target.tagName === "TEXTAREA";
        if (typing) {
          if (event.key === "Escape") { target.blur(); if (visible.length) { move(0); } }
          if (event.key === "Enter" && target === search) { move(1); }
          return;
        }
        var card = currentCard();
        switch (event.key) {
          case "j": case "ArrowDown": move(1); break;
          case "k": case "ArrowUp": move(-1); break;
          case "/": search.focus(); search.select(); break;
          case "t": if (card) { flip(card); } else { flipAll(); } break;
          case "b":
            var order = ["dark", "light", "checker"];
            setBackground(order[(order.indexOf(form.elements.background.value) + 1) % order.length]);
            break;
          case "?": helpButton.click(); break;
          case "ArrowLeft": case "ArrowRight":
            if (!card || target.type === "range") { return; }
            var now = parseFloat(card.style.getPropertyValue("--s") || "0.5");
            setSplit(card, Math.min(1, Math.max(0, now + (event.key === "ArrowLeft" ? -0.1 : 0.1))));
            break;
          default: return;
        }
        event.preventDefault();
      });

      applyFilters();
      document.documentElement.dataset.ready = "true";
    })();
    """
}
