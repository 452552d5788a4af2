import Foundation
import IconForgeKit

/// Reads the small part of Kotlin the compose output writes inside a builder: literals (`24f`,
/// `-0.5f`, `0xFF000000`, `true`, `"name"`), names and members (`StrokeCap.Round`, `24.dp`),
/// calls with named or positional arguments and a trailing lambda (`path(fill = ...) { ... }`,
/// `PathData { ... }`), and `a to b`. Statements are expressions one after another. Anything
/// else is an error, so a reader built on it never skips what it does not understand.
struct KotlinSyntax {
    indirect enum Expression {
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
    }

    struct Argument {
        var label: String?
        var value: Expression
    }

    private let characters: [Character]
    private var at = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool {
        mutating get { skipSpace(); return at >= characters.count }
    }

    static func fail(_ text: String) -> VectorDrawableSVG.Unsupported { VectorDrawableSVG.Unsupported(description: text) }

    private mutating func skipSpace() {
        while at < characters.count, characters[at].isWhitespace { at += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpace()
        return at < characters.count ? characters[at] : nil
    }

    private var context: String { String(characters[max(0, at - 30) ..< min(characters.count, at + 30)]) }

    mutating func expect(_ character: Character) throws {
        guard peek() == character else { throw Self.fail("expected '\(character)' at …\(context)…") }
        at += 1
    }

    mutating func expectEnd() throws {
        guard atEnd else { throw Self.fail("unread code at …\(context)…") }
    }

    mutating func expectWord(_ word: String) throws {
        guard try identifier() == word else { throw Self.fail("expected '\(word)' at …\(context)…") }
    }

    private mutating func identifier() throws -> String {
        skipSpace()
        let start = at
        while at < characters.count, characters[at].isLetter || characters[at].isNumber || characters[at] == "_" { at += 1 }
        guard at > start, !characters[start].isNumber else { throw Self.fail("expected a name at …\(context)…") }
        return String(characters[start ..< at])
    }

    /// `ImageVector.Builder`, `PathBuilder`.
    mutating func dottedName() throws -> String {
        var name = try identifier()
        while peek() == "." {
            at += 1
            name += "." + (try identifier())
        }
        return name
    }

    /// `{ statement* }`.
    mutating func block() throws -> [Expression] {
        try expect("{")
        var statements: [Expression] = []
        while peek() != "}" {
            guard peek() != nil else { throw Self.fail("unclosed block") }
            statements.append(try expression())
        }
        at += 1
        return statements
    }

    /// One expression: a postfix chain, optionally `to` another.
    mutating func expression() throws -> Expression {
        let left = try postfix()
        let mark = at
        if peek()?.isLetter == true, (try? identifier()) == "to" { return .pair(left, try postfix()) }
        at = mark
        return left
    }

    private mutating func postfix() throws -> Expression {
        var expression = try primary()
        while let next = peek() {
            if next == "." {
                at += 1
                expression = .member(expression, try identifier())
            } else if next == "(" {
                at += 1
                var arguments: [Argument] = []
                while peek() != ")" {
                    if !arguments.isEmpty { try expect(",") }
                    arguments.append(try argument())
                }
                at += 1
                expression = .call(expression, arguments, lambda: peek() == "{" ? try block() : nil)
            } else if next == "{", expression.takesLambda {
                expression = .call(expression, [], lambda: try block())
            } else {
                break
            }
        }
        return expression
    }

    private mutating func argument() throws -> Argument {
        let mark = at
        if peek()?.isLetter == true, let label = try? identifier(), peek() == "=" {
            at += 1
            return Argument(label: label, value: try expression())
        }
        at = mark
        return Argument(label: nil, value: try expression())
    }

    private mutating func primary() throws -> Expression {
        guard let first = peek() else { throw Self.fail("code ends early") }
        if first == "\"" {
            at += 1
            var text = ""
            while at < characters.count, characters[at] != "\"" {
                if characters[at] == "\\", at + 1 < characters.count { at += 1 }
                text.append(characters[at])
                at += 1
            }
            try expect("\"")
            return .string(text)
        }
        if first.isNumber || first == "-" || first == "." {
            let start = at
            if first == "-" { at += 1 }
            if characters[at...].starts(with: "0x") {
                at += 2
                let digits = at
                while at < characters.count, characters[at].isHexDigit { at += 1 }
                guard let value = UInt64(String(characters[digits ..< at]), radix: 16) else { throw Self.fail("bad hex at …\(context)…") }
                return .hex(value)
            }
            while at < characters.count, characters[at].isNumber || characters[at] == "." && at + 1 < characters.count
                && characters[at + 1].isNumber || characters[at] == "e" || characters[at] == "E" { at += 1 }
            guard let value = Double(String(characters[start ..< at])) else { throw Self.fail("bad number at …\(context)…") }
            // A Float literal's suffix; a bare number is an Int (`24.dp`).
            if at < characters.count, characters[at] == "f" || characters[at] == "F" { at += 1 }
            return .number(value)
        }
        let name = try identifier()
        if name == "true" || name == "false" { return .bool(name == "true") }
        return .name(name)
    }
}
