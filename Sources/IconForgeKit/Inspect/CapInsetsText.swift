/// Reads cap insets from a PNG text chunk. Accepts `top`, `left`, `bottom`, `right`
/// followed by a number in any of the usual spellings (`top=4 left=12 ...`,
/// `{"top":4,...}`, `top: 4, ...`), so a file stays readable whatever wrote it.
enum CapInsetsText {
    /// Text chunk keywords that carry cap insets.
    static func isInsetsKeyword(_ keyword: String) -> Bool {
        let lowered = keyword.lowercased()
        return lowered.contains("inset") || lowered.contains("cap")
    }

    /// `[top, left, bottom, right]` in pixels, or nil when any is missing.
    static func parse(_ text: String) -> [Int]? {
        let lowered = text.lowercased()
        var values: [Int] = []
        for key in ["top", "left", "bottom", "right"] {
            guard let range = lowered.range(of: key) else { return nil }
            let rest = lowered[range.upperBound...].drop { !$0.isNumber && $0 != "-" && $0.isASCII && !$0.isLetter }
            guard let value = Int(rest.prefix { $0.isNumber || $0 == "-" }), value >= 0 else { return nil }
            values.append(value)
        }
        return values
    }
}
