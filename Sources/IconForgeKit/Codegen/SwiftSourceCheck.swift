/// The last look at a generated file before it is written: every string literal closes on its
/// line with only Swift's escapes in it, every declared name and backticked word is an
/// identifier, braces balance, and no control, line-separator or invisible format character
/// appears raw anywhere (see `SwiftLiteral`). Names and literals are built to pass; this
/// catches the day one is not, so invalid Swift is never written.
enum SwiftSourceCheck {
    /// The first problem in `source`, as `line N: <what>`, or nil when it is well-formed.
    static func problem(in source: String) -> String? {
        var depth = 0
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let problem = problem(inLine: Array(line.unicodeScalars), depth: &depth) {
                return "line \(index + 1): \(problem)"
            }
        }
        return depth == 0 ? nil : "the braces do not balance"
    }

    /// Words after which a declared name follows, compared scalar by scalar (no string a word).
    private static let declarations = ["enum", "struct", "class", "let", "var", "func", "typealias", "case"]
        .map { Array($0.unicodeScalars) }

    private static func problem(inLine scalars: [Unicode.Scalar], depth: inout Int) -> String? {
        if let bad = scalars.first(where: { SwiftLiteral.needsEscape($0) }) {
            return "a raw \(SwiftLiteral.escape(bad)) character"
        }
        var index = 0
        var afterDeclaration = false
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "/":
                return nil
            case "\"":
                guard let end = literalEnd(scalars, from: index + 1) else { return "a string literal that does not close, or a bad escape" }
                index = end
                afterDeclaration = false
            case "`":
                guard let close = scalars[(index + 1)...].firstIndex(of: "`"),
                      SwiftIdentifier.isPlain(String(String.UnicodeScalarView(scalars[(index + 1) ..< close])))
                          || SwiftIdentifier.keywords.contains(String(String.UnicodeScalarView(scalars[(index + 1) ..< close]))) else {
                    return "a backticked name that is not an identifier"
                }
                index = close + 1
                afterDeclaration = false
            case "{", "}":
                depth += scalar == "{" ? 1 : -1
                if depth < 0 { return "a closing brace without an opening one" }
                index += 1
                afterDeclaration = false
            default:
                guard SwiftIdentifierGrammar.isCharacter(scalar) else {
                    index += 1
                    if scalar != " " { afterDeclaration = false }
                    continue
                }
                var end = index
                while end < scalars.count, SwiftIdentifierGrammar.isCharacter(scalars[end]) { end += 1 }
                if afterDeclaration, !SwiftIdentifierGrammar.isHead(scalars[index]) {
                    return "the name `\(String(String.UnicodeScalarView(scalars[index ..< end])))` after a declaration is not an identifier"
                }
                afterDeclaration = declarations.contains { $0.elementsEqual(scalars[index ..< end]) }
                index = end
            }
        }
        return nil
    }

    /// The index just past the quote that closes a literal whose text starts at `start`, or nil
    /// when the line ends first or an escape is not one of Swift's.
    private static func literalEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "\"": return index + 1
            case "\\":
                guard index + 1 < scalars.count else { return nil }
                switch scalars[index + 1] {
                case "\\", "\"", "'", "n", "r", "t", "0": index += 2
                case "u":
                    guard index + 2 < scalars.count, scalars[index + 2] == "{",
                          let close = scalars[(index + 3)...].firstIndex(of: "}"),
                          (1 ... 8).contains(close - index - 3),
                          let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3) ..< close])), radix: 16),
                          Unicode.Scalar(value) != nil else { return nil }
                    index = close + 1
                case "(":
                    // Interpolation in the support code (`\(name)`): a plain name up to `)`.
                    guard let close = scalars[(index + 2)...].firstIndex(of: ")"),
                          SwiftIdentifier.isPlain(String(String.UnicodeScalarView(scalars[(index + 2) ..< close]))) else { return nil }
                    index = close + 1
                default: return nil
                }
            default: index += 1
            }
        }
        return nil
    }
}
