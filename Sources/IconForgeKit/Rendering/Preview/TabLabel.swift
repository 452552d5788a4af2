import Synchronization

/// The text under a tab-bar icon, made from the asset name.
enum TabLabel {
    /// "docs" -> "Docs", "arrow-left" -> "Arrow left": separators become spaces and the
    /// first letter is capitalised, as an app's tab titles would read.
    static func title(from name: String) -> String {
        let words = name.map { $0 == "-" || $0 == "_" ? " " : String($0) }.joined()
        guard let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }

    /// A label as drawn: its text, shortened or whole, and its size in points.
    struct Fitted: Equatable {
        var text: String
        var size: Double
    }

    /// The size a label too long for its tab gets before it is shortened: neighbours such as
    /// "Arrow up right" and "Arrow up left" stay told apart in a contact sheet.
    static let smallSize = 8.0

    /// `text` at `size` (the bar's) when it fits `width`, else at `smallSize`, shortened with an
    /// ellipsis only when even that does not fit (tab labels never overlap). Fitted once per
    /// process for each text, width and weight: a contact sheet shows every label in both bars
    /// of its strip (and again where a bar crosses a band), and measuring the candidates was
    /// half of drawing a sheet page.
    static func fitted(_ text: String, width: Double, on canvas: Canvas, bold: Bool,
                       size: Double = TabBarMetrics.labelSize) -> Fitted {
        let key = FitKey(text: text, width: width, bold: bold, size: size)
        if let known = fits.withLock({ $0[key] }) { return known }
        var shown = Fitted(text: text, size: size)
        if canvas.textWidth(text, size: shown.size, bold: bold) > width {
            shown = Fitted(text: canvas.fittedText(text, width: width, size: smallSize, bold: bold), size: smallSize)
        }
        fits.withLock { $0[key] = shown }
        return shown
    }

    /// Whether `text` is shown whole in a tab `width` wide (at either size).
    static func isWhole(_ text: String, width: Double, on canvas: Canvas, bold: Bool,
                        size: Double = TabBarMetrics.labelSize) -> Bool {
        fitted(text, width: width, on: canvas, bold: bold, size: size).text == text
    }

    private struct FitKey: Hashable {
        var text: String
        var width: Double
        var bold: Bool
        var size: Double
    }

    private static let fits = Mutex<[FitKey: Fitted]>([:])
}
