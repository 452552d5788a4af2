/// Turns asset and folder names into Swift identifiers: `tab-home` -> `tabHome` (or
/// `TabHome` for types), a leading digit gets `_`, keywords get backticks.
enum SwiftIdentifier {
    static func property(_ name: String) -> String {
        escaped(camelCase(name, upperFirst: false))
    }

    static func type(_ name: String) -> String {
        escaped(camelCase(name, upperFirst: true))
    }

    static func camelCase(_ name: String, upperFirst: Bool) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard !words.isEmpty else { return "_" }
        var result = ""
        for (index, word) in words.enumerated() {
            let first = word.prefix(1), rest = word.dropFirst()
            if index == 0 && !upperFirst {
                // `HTTPIcon` -> `httpIcon`, `Home` -> `home`: lower the leading capitals.
                let leadingCapitals = word.prefix { $0.isUppercase }.count
                let lowered = leadingCapitals > 1 && leadingCapitals < word.count ? leadingCapitals - 1 : max(leadingCapitals, 1)
                result += word.prefix(lowered).lowercased() + word.dropFirst(lowered)
            } else {
                result += first.uppercased() + rest
            }
        }
        if result.first!.isNumber { result = "_" + result }
        return result
    }

    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]
}
