import Foundation

/// Turns asset, folder and catalog names into Swift identifiers exactly as SwiftGen's xcassets
/// template does (see `SwiftGenNaming`): constants lowerCamel (`tab-home` -> `tabHome`,
/// `UPPER_CASE` -> `upperCase`, `iOS-Logo` -> `iosLogo`, `2up` -> `_2up`), enums as SwiftGen
/// writes them (`HTTP-API` -> `HttpApi`), keywords in backticks. Letters of any script stay
/// (`ホーム`, `café`); a name with nothing usable becomes `asset` / `Assets`.
enum SwiftIdentifier {
    static func property(_ name: String) -> String {
        escaped(nonEmpty(SwiftGenNaming.lowerFirstWord(SwiftGenNaming.pretty(name))) ?? "asset")
    }

    static func type(_ name: String) -> String {
        escaped(nonEmpty(SwiftGenNaming.pretty(name)) ?? "Assets")
    }

    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// True when `text` can be written as an identifier without backticks: a head character
    /// then identifier characters, and no keyword.
    static func isPlain(_ text: String) -> Bool {
        guard let head = text.unicodeScalars.first, SwiftIdentifierGrammar.isHead(head) else { return false }
        return text.unicodeScalars.allSatisfy(SwiftIdentifierGrammar.isCharacter) && !keywords.contains(text)
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure: Keywords and
    /// Punctuation") and the words SwiftGen's `escapeReservedKeywords` escapes besides, so a
    /// name is escaped wherever SwiftGen escapes it.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "consume", "borrowing", "consuming",
        // SwiftGen's list adds these contextual keywords.
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left",
        "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "required",
        "right", "set", "unowned", "weak", "willSet",
    ]
}

/// The characters Swift allows in identifiers (The Swift Programming Language, "Lexical
/// Structure: Identifiers"), as scalar ranges, less the invisible ones (soft hyphen, zero-width
/// and direction marks, every other format character, unassigned and private code points:
/// what `SwiftLiteral` escapes), which a name should never carry into code.
enum SwiftIdentifierGrammar {
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F { return true }
        return headRanges.contains { $0.contains(value) } && !SwiftLiteral.needsEscape(scalar)
    }

    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || (0x30...0x39).contains(scalar.value) || characterRanges.contains { $0.contains(scalar.value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x203F...0x2040, 0x2054...0x2054, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
        0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static let characterRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
