import Foundation

/// Reads the small part of Kotlin the compose output writes inside a builder: literals (`24f`,
/// `-0.5f`, `0xFF000000`, `true`, `"name"`), names and members (`StrokeCap.Round`, `24.dp`),
/// calls with named or positional arguments and a trailing lambda (`path(fill = ...) { ... }`,
/// `PathData { ... }`), and `a to b`. Statements are expressions one after another. Anything
/// else is an error, so a reader built on it never skips what it does not understand.
///
/// The text may be anyone's (a `.kt` file in a pull request): it is read as UTF-8 bytes, names
/// are ASCII as the compose output writes them, nesting stops at `depthLimit` (so no input runs
/// the stack out), and a number that is no finite value is an error, never infinity.
struct KotlinSyntax {
    indirect enum Expression: CustomStringConvertible {
        case number(Double)
        case hex(UInt64)
        case bool(Bool)
        case string(String)
        case name(String)
        case member(Expression, String)
        case call(Expression, [Argument], lambda: [Expression]?)
        case pair(Expression, Expression)

        /// A name or member, which a bare `{ }` after it calls (`apply { }`, `PathData { }`).
        var takesLambda: Bool {
            switch self {
            case .name, .member: return true
            default: return false
            }
        }

        /// `ImageVector.Builder` for a name or member chain, nil for anything else.
        var dotted: String? {
            switch self {
            case .name(let name): return name
            case .member(let base, let name): return base.dotted.map { $0 + "." + name }
            default: return nil
            }
        }

        /// A short spelling for messages: `StrokeCap.Wide`, `sweepGradient(…)`, `24`.
        var description: String {
            switch self {
            case .number(let value): return NumberText.decimal(value)
            case .hex(let value): return "0x" + String(value, radix: 16, uppercase: true)
            case .bool(let value): return String(value)
            case .string: return "a string"
            case .name(let name): return name
            case .member(let base, let name): return "\(base).\(name)"
            case .call(let callee, _, _): return "\(callee)(…)"
            case .pair(let a, let b): return "\(a) to \(b)"
            }
        }
    }

    struct Argument {
        var label: String?
        var value: Expression
    }

    /// The deepest nesting of calls, arguments and blocks read: far past any drawing the compose
    /// output writes (a group or clip is two levels), and a stack's worth of frames short.
    static let depthLimit = 256

    private let bytes: [UInt8]
    private var at = 0
    private var depth = 0

    init(_ text: Substring) { bytes = Array(text.utf8) }

    var atEnd: Bool {
        mutating get { skipSpace(); return at >= bytes.count }
    }

    /// Skips white space and comments (`// …` to the line's end, `/* … */` nested as Kotlin
    /// nests them): a file reformatted or annotated by hand reads as the same drawing.
    private mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "/"):
                while at < bytes.count, bytes[at] != 0x0A { at += 1 }
            case UInt8(ascii: "/") where at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "*"):
                var open = 0
                repeat {
                    if bytes[at...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "*")]) { open += 1; at += 2 }
                    else if bytes[at...].starts(with: [UInt8(ascii: "*"), UInt8(ascii: "/")]) { open -= 1; at += 2 }
                    else { at += 1 }
                } while open > 0 && at < bytes.count
            default: return
            }
        }
    }

    private mutating func peek() -> UInt8? {
        skipSpace()
        return at < bytes.count ? bytes[at] : nil
    }

    /// A few characters either side of where reading stopped, for the message.
    private var near: String {
        String(decoding: bytes[max(0, at - 20) ..< min(bytes.count, at + 20)], as: UTF8.self)
    }

    private func fail(_ expected: String) -> ImageVectorReadError { .syntax(expected: expected, near: near) }

    mutating func expect(_ character: Character) throws {
        guard let ascii = character.asciiValue, peek() == ascii else { throw fail("'\(character)'") }
        at += 1
    }

    mutating func expectEnd() throws {
        guard atEnd else { throw fail("the end of the builder") }
    }

    mutating func expectWord(_ word: String) throws {
        guard try identifier() == word else { throw fail("'\(word)'") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41 ... 0x5A).contains(byte & 0xDF) || byte == 0x5F }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30 ... 0x39).contains(byte) }

    private mutating func identifier() throws -> String {
        skipSpace()
        let start = at
        while at < bytes.count, Self.isLetter(bytes[at]) || Self.isDigit(bytes[at]) { at += 1 }
        guard at > start, !Self.isDigit(bytes[start]) else { throw fail("a name") }
        return String(decoding: bytes[start ..< at], as: UTF8.self)
    }

    /// `ImageVector.Builder`, `PathBuilder`.
    mutating func dottedName() throws -> String {
        var name = try identifier()
        while peek() == UInt8(ascii: ".") {
            at += 1
            name += "." + (try identifier())
        }
        return name
    }

    /// One level deeper for the time `body` reads, refused past `depthLimit`.
    private mutating func nested<T>(_ body: (inout KotlinSyntax) throws -> T) throws -> T {
        guard depth < Self.depthLimit else { throw ImageVectorReadError.tooDeep(limit: Self.depthLimit) }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    /// `{ statement* }`.
    mutating func block() throws -> [Expression] {
        try nested { syntax in
            try syntax.expect("{")
            var statements: [Expression] = []
            while syntax.peek() != UInt8(ascii: "}") {
                guard syntax.peek() != nil else { throw syntax.fail("'}' to close a block") }
                statements.append(try syntax.expression())
            }
            syntax.at += 1
            return statements
        }
    }

    /// One expression: a postfix chain, optionally `to` another.
    mutating func expression() throws -> Expression {
        try nested { syntax in
            let left = try syntax.postfix()
            let mark = syntax.at
            if let next = syntax.peek(), Self.isLetter(next), (try? syntax.identifier()) == "to" { return .pair(left, try syntax.postfix()) }
            syntax.at = mark
            return left
        }
    }

    private mutating func postfix() throws -> Expression {
        var expression = try primary()
        // Each step wraps the expression once more (`a.b.c`, `f()()`): counted as nesting.
        var steps = 0
        while let next = peek() {
            steps += 1
            guard depth + steps < Self.depthLimit else { throw ImageVectorReadError.tooDeep(limit: Self.depthLimit) }
            if next == UInt8(ascii: ".") {
                at += 1
                expression = .member(expression, try identifier())
            } else if next == UInt8(ascii: "(") {
                at += 1
                var arguments: [Argument] = []
                // Arguments apart by commas, a trailing one allowed (Kotlin 1.4 on, as formatters write it).
                while peek() != UInt8(ascii: ")") {
                    guard peek() != nil else { throw fail("')' to close a call") }
                    arguments.append(try argument())
                    if peek() == UInt8(ascii: ",") { at += 1 } else if peek() != UInt8(ascii: ")") { throw fail("',' or ')'") }
                }
                at += 1
                expression = .call(expression, arguments, lambda: peek() == UInt8(ascii: "{") ? try block() : nil)
            } else if next == UInt8(ascii: "{"), expression.takesLambda {
                expression = .call(expression, [], lambda: try block())
            } else {
                break
            }
        }
        return expression
    }

    private mutating func argument() throws -> Argument {
        let mark = at
        if let next = peek(), Self.isLetter(next), let label = try? identifier(), peek() == UInt8(ascii: "=") {
            at += 1
            return Argument(label: label, value: try expression())
        }
        at = mark
        return Argument(label: nil, value: try expression())
    }

    private mutating func primary() throws -> Expression {
        guard let first = peek() else { throw fail("a value, not the end") }
        if first == UInt8(ascii: "\"") {
            at += 1
            var text: [UInt8] = []
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                if bytes[at] == UInt8(ascii: "\\"), at + 1 < bytes.count { at += 1 }
                text.append(bytes[at])
                at += 1
            }
            try expect("\"")
            return .string(String(decoding: text, as: UTF8.self))
        }
        if Self.isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") {
            return try number()
        }
        let name = try identifier()
        if name == "true" || name == "false" { return .bool(name == "true") }
        return .name(name)
    }

    /// `24`, `-0.5f`, `1e-3f`, `0xFF000000`: a finite Double, or a hex value of at most 64 bits.
    private mutating func number() throws -> Expression {
        let start = at
        if bytes[at] == UInt8(ascii: "-") { at += 1 }
        if bytes[at...].starts(with: Array("0x".utf8)) {
            at += 2
            let digits = at
            while at < bytes.count, bytes[at].isHexDigit { at += 1 }
            let text = String(decoding: bytes[digits ..< at], as: UTF8.self)
            guard bytes[start] != UInt8(ascii: "-"), let value = UInt64(text, radix: 16) else {
                throw ImageVectorReadError.badNumber(String(decoding: bytes[start ..< at].prefix(40), as: UTF8.self))
            }
            return .hex(value)
        }
        while at < bytes.count, Self.isDigit(bytes[at])
            || bytes[at] == UInt8(ascii: ".") && at + 1 < bytes.count && Self.isDigit(bytes[at + 1])
            || (bytes[at] | 0x20) == UInt8(ascii: "e")
            || (bytes[at] == UInt8(ascii: "-") || bytes[at] == UInt8(ascii: "+")) && at > start && (bytes[at - 1] | 0x20) == UInt8(ascii: "e") {
            at += 1
        }
        let text = String(decoding: bytes[start ..< at], as: UTF8.self)
        guard let value = Double(text) else { throw fail("a number") }
        guard value.isFinite else { throw ImageVectorReadError.badNumber(String(text.prefix(40))) }
        // A Float literal's suffix; a bare number is an Int (`24.dp`).
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "f") { at += 1 }
        return .number(value)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (0x30 ... 0x39).contains(self) || (0x61 ... 0x66).contains(self | 0x20)
    }
}
