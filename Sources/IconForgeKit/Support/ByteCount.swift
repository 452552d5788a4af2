/// Byte sizes as people write them: `16 MiB`, `1 GiB`, `512M`, `4096` (binary units throughout).
public enum ByteCount {
    private struct Unit {
        let name: String
        let suffixes: [String]
        let factor: Int
    }

    private static let units = [
        Unit(name: "GiB", suffixes: ["gib", "gb", "g"], factor: 1 << 30),
        Unit(name: "MiB", suffixes: ["mib", "mb", "m"], factor: 1 << 20),
        Unit(name: "KiB", suffixes: ["kib", "kb", "k"], factor: 1 << 10),
        Unit(name: "bytes", suffixes: ["bytes", "b", ""], factor: 1),
    ]

    /// Parses `1GiB`, `1 G`, `512MiB`, `100k` or a plain byte count; nil when not a positive size.
    public static func parse(_ text: String) -> Int? {
        let lowered = text.lowercased().filter { $0 != " " }
        for unit in units {
            for suffix in unit.suffixes where lowered.hasSuffix(suffix) {
                guard let number = Double(lowered.dropLast(suffix.count)), number > 0 else { continue }
                let bytes = number * Double(unit.factor)
                // Under one byte ("0.5b") truncates to 0, which is not a positive size either.
                return bytes >= 1 && bytes < Double(Int.max / 2) ? Int(bytes) : nil
            }
        }
        return nil
    }

    /// The largest unit that keeps the number short: `1 GiB`, `1.5 GiB`, `16 MiB`, `300 bytes`.
    public static func format(_ bytes: Int) -> String {
        for unit in units where unit.factor > 1 && bytes >= unit.factor {
            let value = Double(bytes) / Double(unit.factor)
            let text = value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
            return "\(text) \(unit.name)"
        }
        return "\(bytes) bytes"
    }
}
