import Foundation

/// The part of GitHub's expression language (`${{ … }}`) an action's `with:`, `env:` and `if:` use:
/// context paths (`inputs.manifest`, `github.event.pull_request.base.sha`, `steps.review.outputs.folder`),
/// string literals, `==`, `!=`, `!`, `&&`, `||` (which yields the first truthy operand, as GitHub's
/// does) and parentheses. Anything else throws, so an action using more fails its test loudly.
struct ActionExpression {
    /// Looks a dotted path up; nil when it names nothing (GitHub gives '').
    let lookup: (_ path: [String]) -> String?

    struct Unsupported: Error, CustomStringConvertible {
        let description: String
    }

    /// `text` with every `${{ expression }}` replaced by its value.
    func substitute(_ text: String) throws -> String {
        var out = "", rest = Substring(text)
        while let open = rest.range(of: "${{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw Unsupported(description: "unclosed ${{ in \(text)") }
            out += try evaluate(String(rest[open.upperBound ..< close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// The value of one expression, as a string ('' for false or nothing, 'true' for true).
    func evaluate(_ expression: String) throws -> String {
        var parser = Parser(tokens: try Self.tokens(expression), lookup: lookup)
        let value = try parser.or()
        guard parser.index == parser.tokens.count else { throw Unsupported(description: "cannot read \(expression)") }
        return value
    }

    /// GitHub's truthiness for the strings this subset yields: only the empty string is false.
    static func truthy(_ value: String) -> Bool { !value.isEmpty }

    enum Token: Equatable {
        case path([String]), literal(String), op(String)
    }

    static func tokens(_ text: String) throws -> [Token] {
        var tokens: [Token] = [], chars = Array(text), i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " { i += 1; continue }
            if c == "'" {
                var value = "", j = i + 1
                while j < chars.count {
                    if chars[j] == "'" {
                        if j + 1 < chars.count, chars[j + 1] == "'" { value.append("'"); j += 2; continue }
                        break
                    }
                    value.append(chars[j]); j += 1
                }
                guard j < chars.count else { throw Unsupported(description: "unclosed string in \(text)") }
                tokens.append(.literal(value)); i = j + 1
            } else if let two = ["==", "!=", "&&", "||"].first(where: { i + 1 < chars.count && String(chars[i ... i + 1]) == $0 }) {
                tokens.append(.op(two)); i += 2
            } else if "!()".contains(c) {
                tokens.append(.op(String(c))); i += 1
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || "_-.".contains(chars[j]) { j += 1 }
                let word = String(chars[i ..< j])
                tokens.append(["true", "false"].contains(word) ? .literal(word == "true" ? "true" : "") : .path(word.split(separator: ".").map(String.init)))
                i = j
            } else {
                throw Unsupported(description: "unexpected \(c) in \(text)")
            }
        }
        return tokens
    }

    struct Parser {
        let tokens: [Token]
        let lookup: ([String]) -> String?
        var index = 0

        mutating func or() throws -> String {
            var value = try and()
            while take(.op("||")) {
                let right = try and()
                if !truthy(value) { value = right }
            }
            return value
        }

        mutating func and() throws -> String {
            var value = try comparison()
            while take(.op("&&")) {
                let right = try comparison()
                if truthy(value) { value = right }
            }
            return value
        }

        mutating func comparison() throws -> String {
            let left = try unary()
            if take(.op("==")) { return try left == unary() ? "true" : "" }
            if take(.op("!=")) { return try left != unary() ? "true" : "" }
            return left
        }

        mutating func unary() throws -> String {
            if take(.op("!")) { return truthy(try unary()) ? "" : "true" }
            if take(.op("(")) {
                let value = try or()
                guard take(.op(")")) else { throw Unsupported(description: "unclosed (") }
                return value
            }
            guard index < tokens.count else { throw Unsupported(description: "expression ends early") }
            defer { index += 1 }
            switch tokens[index] {
            case .literal(let value): return value
            case .path(let path): return lookup(path) ?? ""
            case .op(let op): throw Unsupported(description: "unexpected \(op)")
            }
        }

        mutating func take(_ token: Token) -> Bool {
            guard index < tokens.count, tokens[index] == token else { return false }
            index += 1
            return true
        }

        func truthy(_ value: String) -> Bool { ActionExpression.truthy(value) }
    }
}
