/// The text under a tab-bar icon, made from the asset name.
enum TabLabel {
    /// "docs" -> "Docs", "arrow-left" -> "Arrow left": separators become spaces and the
    /// first letter is capitalised, as an app's tab titles would read.
    static func title(from name: String) -> String {
        let words = name.map { $0 == "-" || $0 == "_" ? " " : String($0) }.joined()
        guard let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }

    /// `text` shortened with an ellipsis until it fits `width` (tab labels never overlap).
    static func fitted(_ text: String, width: Double, on canvas: Canvas, size: Double, bold: Bool) -> String {
        if canvas.textWidth(text, size: size, bold: bold) <= width { return text }
        var kept = text
        while !kept.isEmpty {
            kept.removeLast()
            let candidate = kept.trimmingTrailingSpaces + "…"
            if canvas.textWidth(candidate, size: size, bold: bold) <= width { return candidate }
        }
        return ""
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
