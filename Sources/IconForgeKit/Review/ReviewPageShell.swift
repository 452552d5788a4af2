import Foundation

/// The page around the cards: the title line with the counts, the filters (status, kind,
/// output, name), the view controls, the keyboard help, and the page's own style and script.
struct ReviewPageShell {
    let review: Review
    let outputs: [ReviewOutput]

    func html(cards: [ReviewPageEntry]) throws -> String {
        let counts = review.counts
        let base = MarkupText.escaped(review.base)
        let commit = MarkupText.escaped(String(review.baseCommit.prefix(12)))
        let statuses = [(ReviewStatus.changed, counts.changed), (.added, counts.added), (.removed, counts.removed)]
        let kinds = Set(review.visible.map(\.kind))
        var out = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>Icon review: \(counts.line)</title>
        <style>\(ReviewPageStyle.css)</style>
        </head>
        <body class="bg-dark">
        <header class="top">
        <h1>Icon review</h1>
        <p class="base">against <code>\(base)</code> (\(commit)) · \(MarkupText.escaped(review.manifest))</p>
        <p class="counts"><span class="badge changed">\(counts.changed) changed</span> <span class="badge added">\(counts.added) added</span> <span class="badge removed">\(counts.removed) removed</span> <span class="badge unchanged">\(counts.unchanged) unchanged</span></p>
        <form class="filters" role="search" onsubmit="return false">
        <fieldset><legend>Status</legend>
        """
        for (status, count) in statuses {
            out += "<label><input type=\"checkbox\" name=\"status\" value=\"\(status.rawValue)\" checked\(count == 0 ? " disabled" : "")> \(status.rawValue) (\(count))</label>"
        }
        out += "</fieldset>\n<label>Kind <select name=\"kind\"><option value=\"\">all</option>"
        for kind in [ReviewAsset.Kind.icon, .button] where kinds.contains(kind) {
            out += "<option value=\"\(kind.rawValue)\">\(kind.rawValue)s</option>"
        }
        out += "</select></label>\n<label>Output <select name=\"output\"><option value=\"\">all</option>"
        for (number, output) in outputs.enumerated() {
            out += "<option value=\"\(number)\">\(MarkupText.escaped(output.path))</option>"
        }
        out += """
        </select></label>
        <label class="search">Name <input type="search" name="name" placeholder="Filter by name  ( / )" autocomplete="off"></label>
        <label>Background <select name="background"><option value="dark">dark</option><option value="light">light</option><option value="checker">checker</option></select></label>
        <button type="button" class="flip-all" title="Show every asset before, then after (t)">Before ⇄ After</button>
        <button type="button" class="help-button" aria-expanded="false" title="Keyboard (?)">?</button>
        </form>
        <p class="shown" aria-live="polite"></p>
        <div class="help" hidden>
        <p><kbd>j</kbd> / <kbd>↓</kbd> next asset · <kbd>k</kbd> / <kbd>↑</kbd> previous · <kbd>←</kbd> <kbd>→</kbd> move its slider · <kbd>t</kbd> before ⇄ after · <kbd>/</kbd> filter by name · <kbd>b</kbd> background · <kbd>Esc</kbd> leave the filter</p>
        <p>In the difference map, <span class="key gained">blue</span> is ink gained, <span class="key lost">red</span> ink lost, <span class="key recoloured">amber</span> the same coverage in another colour; grey is the drawing where it did not change.</p>
        </div>
        </header>
        <main>

        """
        out += "<div class=\"cards\"></div><div class=\"more\" aria-hidden=\"true\"></div>\n"
        out += "<noscript><p class=\"nothing\">The review page draws its cards with JavaScript: review.json and summary.md hold the same review as text.</p></noscript>\n"
        if review.visible.isEmpty {
            out += "<p class=\"nothing\">Nothing changed: every asset draws as it did.</p>\n"
        }
        out += "<p class=\"none-shown\" hidden>No asset matches the filter.</p>\n</main>\n<script type=\"application/json\" id=\"review-data\">\(try Self.data(cards))</script>\n<script>\(ReviewPageScript.javascript)</script>\n</body>\n</html>\n"
        return out
    }

    /// The cards as JSON inside a script element: every `<` written `\u003c`, so no name can end
    /// the element or open a comment there (JSON has `<` only inside strings).
    static func data(_ cards: [ReviewPageEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(cards), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
