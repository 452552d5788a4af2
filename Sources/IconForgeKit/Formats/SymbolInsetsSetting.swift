import Foundation

/// The `symbol-insets` setting (`--symbol-insets`): one number for every side, or four in
/// `UIEdgeInsets` order (top,left,bottom,right), in the SVG's user units.
enum SymbolInsetsSetting {
    static let key = "symbol-insets"
    static let setting = FormatSetting(key, "symbol art box: insets from the SVG's canvas in its units, N or top,left,bottom,right")
    /// Insets beyond this are no icon's.
    static let limit = 1e6

    /// The insets given in `options`, or nil; a value that is not one or four finite numbers is refused.
    static func read(_ options: FormatOptions) throws -> SymbolInsets? {
        guard let value = options[key] else { return nil }
        guard let insets = parse(value.text) else {
            throw FormatOptionError(key: key, origin: value.origin, .notSymbolInsets(value.text))
        }
        return insets
    }

    /// `2` or `2,1,2,1` (spaces allowed around the commas).
    static func parse(_ text: String) -> SymbolInsets? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 1 || numbers.count == 4,
              numbers.allSatisfy({ $0.map { $0.isFinite && abs($0) <= limit } ?? false }) else { return nil }
        let all = numbers.map { $0! }
        return all.count == 1 ? SymbolInsets(top: all[0], left: all[0], bottom: all[0], right: all[0])
            : SymbolInsets(top: all[0], left: all[1], bottom: all[2], right: all[3])
    }

    /// The insets as `parse` reads them, for fingerprints.
    static func text(_ insets: SymbolInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { "\($0)" }.joined(separator: ",")
    }
}
