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

    /// `text` shortened with an ellipsis to fit `width` (tab labels never overlap). Fitted
    /// once per process for each text, width, size and weight: a contact sheet shows every
    /// label in both bars of its strip (and again where a bar crosses a band), and measuring the candidates
    /// was half of drawing a sheet page.
    static func fitted(_ text: String, width: Double, on canvas: Canvas, size: Double, bold: Bool) -> String {
        let key = FitKey(text: text, width: width, size: size, bold: bold)
        if let known = fits.withLock({ $0[key] }) { return known }
        let shown = canvas.fittedText(text, width: width, size: size, bold: bold)
        fits.withLock { $0[key] = shown }
        return shown
    }

    private struct FitKey: Hashable {
        var text: String
        var width: Double
        var size: Double
        var bold: Bool
    }

    private static let fits = Mutex<[FitKey: String]>([:])
}
