import Foundation

/// The rules of the document's `<style>` elements, limited to what icons use: type, class and
/// id selectors and their compounds (`path.outline#a`), in groups (`a, b`). Any other selector
/// or at-rule fails by name instead of being skipped.
struct StyleSheet {
    struct Selector: Equatable {
        var type: String?
        var id: String?
        var classes: [String] = []

        /// CSS specificity as one comparable number: ids, then classes, then types.
        var specificity: Int { (id == nil ? 0 : 10000) + classes.count * 100 + (type == nil ? 0 : 1) }

        func matches(_ element: SVGElement) -> Bool {
            if let type, type != element.name { return false }
            if let id, id != element.attributes["id"] { return false }
            let own = element.classes
            return classes.allSatisfy { own.contains(Substring($0)) }
        }
    }

    struct Rule {
        var selector: Selector
        var declarations: [(String, String)]
    }

    private(set) var rules: [Rule] = []

    init(_ css: String) throws {
        var text = Self.withoutComments(css)[...]
        while let open = text.firstIndex(of: "{") {
            let prelude = text[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            guard let close = text[open...].firstIndex(of: "}") else { break }
            if prelude.hasPrefix("@") {
                throw VectorDrawableError.unsupported(element: "<style>", reason: "the CSS rule \(prelude) is not supported")
            }
            let declarations = Self.declarations(String(text[text.index(after: open) ..< close]))
            for part in prelude.split(separator: ",") {
                rules.append(Rule(selector: try Self.selector(part.trimmingCharacters(in: .whitespaces)),
                                  declarations: declarations))
            }
            text = text[text.index(after: close)...]
        }
        // Stable sort: equal specificity keeps source order, so later rules win when applied in turn.
        rules = rules.enumerated().sorted {
            ($0.element.selector.specificity, $0.offset) < ($1.element.selector.specificity, $1.offset)
        }.map(\.element)
    }

    /// The declarations applying to `element`, weakest first.
    func declarations(for element: SVGElement) -> [(String, String)] {
        rules.filter { $0.selector.matches(element) }.flatMap(\.declarations)
    }

    /// `name: value; ...` pairs, names lowercased, `!important` dropped.
    static func declarations(_ text: String) -> [(String, String)] {
        text.split(separator: ";").compactMap { item in
            guard let colon = item.firstIndex(of: ":") else { return nil }
            let name = item[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = item[item.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if let bang = value.range(of: "!important", options: .caseInsensitive) {
                value = value[..<bang.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            return name.isEmpty ? nil : (name, value)
        }
    }

    private static func selector(_ text: String) throws -> Selector {
        var selector = Selector()
        var rest = Substring(text)
        func name() -> String {
            let value = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            rest = rest.dropFirst(value.count)
            return String(value)
        }
        if rest.first == "*" { rest = rest.dropFirst() } else if rest.first?.isLetter == true { selector.type = name() }
        while let first = rest.first {
            rest = rest.dropFirst()
            let part = name()
            guard !part.isEmpty, first == "." || first == "#" else {
                throw VectorDrawableError.unsupported(element: "<style>",
                                                      reason: "the CSS selector '\(text)' is not supported")
            }
            if first == "." { selector.classes.append(part) } else { selector.id = part }
        }
        if text.isEmpty {
            throw VectorDrawableError.unsupported(element: "<style>", reason: "an empty CSS selector")
        }
        return selector
    }

    private static func withoutComments(_ css: String) -> String {
        var result = "", rest = Substring(css)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
