/// Shortening text with an ellipsis to fit a width, as UIKit truncates labels and titles.
extension Canvas {
    /// `text` as it fits `width`: whole when it fits, else the longest prefix (trailing spaces
    /// dropped) plus "…", else "" when not even the ellipsis fits. A text is first capped at
    /// `width` characters (no glyph is narrower than a pixel at the sizes used), then the
    /// prefix is found by binary search: a few measurements, however long the name.
    public func fittedText(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        let characters = Array(text)
        let cap = max(0, Int(width.rounded(.up)))
        if characters.count <= cap, textWidth(text, size: size, bold: bold) <= width { return text }
        func candidate(_ count: Int) -> String {
            var kept = characters[..<count]
            while kept.last == " " { kept.removeLast() }
            return String(kept) + "…"
        }
        // Widths grow with the prefix, so the fitting prefixes are 0 ..< some bound.
        var low = 0, high = min(characters.count, cap)
        guard textWidth(candidate(0), size: size, bold: bold) <= width else { return "" }
        while low < high {
            let middle = (low + high + 1) / 2
            if textWidth(candidate(middle), size: size, bold: bold) <= width { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}
