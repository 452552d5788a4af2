import Foundation

extension Review {
    /// The most assets `summary.md` lists: a job summary holds 1 MiB and a pull-request comment
    /// 65,536 characters, so the table stops here and points at the page for the rest.
    static let summaryRows = 150

    /// `summary.md`: the counts, then a table of the changed, added and removed assets with
    /// their figures. With `imageURL` (where the review folder is published), each row shows the
    /// before and after thumbnails from there, since GitHub shows no local or `data:` image in
    /// a summary or comment; without, each row links to the asset on the page (`index.html`).
    public func summary(imageURL: String?) -> String {
        var lines = ["## iconforge review: \(counts.line)", ""]
        lines.append("Compared with \(Self.code(base)) (\(Self.markdown(String(baseCommit.prefix(12))))) for \(Self.markdown(manifest)).")
        lines.append("")
        let shown = visible
        guard !shown.isEmpty else {
            lines.append("No asset looks different.")
            return lines.joined(separator: "\n") + "\n"
        }
        let base = imageURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        lines.append(base == nil ? "| asset | status | changed pixels | largest alpha change | files | |"
                                 : "| asset | status | changed pixels | largest alpha change | files | before | after |")
        lines.append(base == nil ? "|---|---|--:|--:|---|---|" : "|---|---|--:|--:|---|---|---|")
        for asset in shown.prefix(Self.summaryRows) {
            let figures = asset.files.filter { $0.status == .changed }
            let pixels = figures.reduce(0) { $0 + $1.changedPixels }
            let alpha = figures.map(\.maxAlphaDelta).max() ?? 0
            var status = asset.status.rawValue
            if let other = asset.renamedAs {
                status += asset.status == .added ? " (renamed from \(Self.markdown(other)), same pictures)"
                                                 : " (renamed to \(Self.markdown(other)), same pictures)"
            }
            let notes = Set(asset.files.compactMap(\.note)).sorted()
            let files = "\(asset.files.filter { $0.status.isVisible }.count) of \(asset.files.count)"
                + (notes.isEmpty ? "" : ": " + notes.map(Self.markdown).joined(separator: "; "))
            var row = [Self.markdown(asset.name), status, asset.status == .changed ? "\(pixels)" : "",
                       asset.status == .changed ? "\(alpha)" : "", files]
            if let base {
                row += [ReviewThumbnails.Side.before, .after].map { side in
                    let present = side == .before ? asset.status != .added : asset.status != .removed
                    guard present, ReviewThumbnails.shownFile(of: asset) != nil else { return "" }
                    return "<img src=\"\(base)/\(ReviewThumbnails.path(of: asset, side))\" alt=\"\(side.rawValue)\" height=\"48\">"
                }
            } else {
                row.append("[view](index.html#\(asset.anchor))")
            }
            lines.append("| " + row.joined(separator: " | ") + " |")
        }
        if shown.count > Self.summaryRows {
            lines.append("")
            lines.append("… and \(shown.count - Self.summaryRows) more: see the review page (index.html).")
        }
        if base == nil {
            lines.append("")
            lines.append("The pictures are on the review page, index.html in the review folder.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a code span: Markdown shows its markup as typed there. A revision's name is the
    /// pull request's (a branch may be named ``x`<img src=…>``), so one that could end the span
    /// (a backquote) or the line is escaped as a cell is instead.
    static func code(_ text: String) -> String {
        text.contains("`") || text.contains(where: \.isNewline) ? markdown(text) : "`\(text)`"
    }

    /// `text` safe in a Markdown table cell: HTML's special characters as entities
    /// (`MarkupText`), the cell separator, backslash, backquote and emphasis and link marks
    /// escaped with a backslash, line breaks and tabs as spaces. An apostrophe stays as typed:
    /// a cell is text, never a quoted attribute, and the name reads as the manifest spells it.
    static func markdown(_ text: String) -> String {
        MarkupText.escaped(text) { scalar in
            switch scalar {
            case "'": return "'"
            case "|", "\\", "`", "*", "_", "[", "]": return "\\" + String(scalar)
            case "\n", "\r", "\t": return " "
            default: return MarkupText.entity(of: scalar)
            }
        }
    }
}
