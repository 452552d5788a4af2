/// The closest of a few names to a mistyped one, when it is close enough to be what was meant:
/// commands, options, colour names.
public enum Suggestion {
    public static func closest(to word: String, among names: [String]) -> String? {
        let scored = names.map { ($0, distance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let prefix = names.first { $0.hasPrefix(word.lowercased()) && word.count >= 2 }
        return best.1 <= max(2, min(best.0.count, word.count) / 3) ? best.0 : prefix
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0 ... b.count)
        for i in 1 ... max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
