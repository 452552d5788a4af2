/// The text under a tab-bar icon, made from the asset name.
enum TabLabel {
    /// "docs" -> "Docs", "arrow-left" -> "Arrow left": separators become spaces and the
    /// first letter is capitalised, as an app's tab titles would read.
    static func title(from name: String) -> String {
        let words = name.map { $0 == "-" || $0 == "_" ? " " : String($0) }.joined()
        guard let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }

    /// `text` shortened with an ellipsis to fit `width` (tab labels never overlap).
    static func fitted(_ text: String, width: Double, on canvas: Canvas, size: Double, bold: Bool) -> String {
        canvas.fittedText(text, width: width, size: size, bold: bold)
    }
}
