import Foundation

/// Names as Kotlin takes them: an asset's name as the PascalCase identifier of its
/// `ImageVector` property, and the checks on a package and a receiver object's name.
enum KotlinName {
    /// Kotlin's hard keywords, which no name may be unless written in backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// `words` (an asset's group folders and name) as one PascalCase identifier: split at every
    /// character Kotlin names cannot hold (`ic-home`, `house.fill`, `my_tab` → `IcHome`,
    /// `HouseFill`, `MyTab`), each word's first letter upper-cased, the rest kept; letters of any
    /// script stay (`café` → `Café`). A name with no letter or digit is spelled by its code points
    /// (`U1F3E0`). It may start with a digit (`2fa`): `escaped` puts it in backticks.
    static func pascal(_ words: [String]) -> String {
        var out = ""
        // Composed (NFC): a combining accent alone is no part of a Kotlin name.
        for word in words.map(\.precomposedStringWithCanonicalMapping) {
            for part in word.split(whereSeparator: { !isIdentifierCharacter($0) || $0 == "_" }) {
                out += part.prefix(1).uppercased() + part.dropFirst()
            }
        }
        guard out.isEmpty else { return out }
        return "U" + words.joined().unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined()
    }

    /// `name` as Kotlin source spells it: in backticks when it is a keyword or starts with a digit.
    static func escaped(_ name: String) -> String {
        isPlainIdentifier(name) ? name : "`\(name)`"
    }

    /// Whether `character` may be part of a Kotlin identifier: `_`, or made only of letters
    /// (Lu, Ll, Lt, Lm, Lo), letter numbers (Nl) and decimal digits (Nd), as Kotlin's grammar
    /// says; a combining mark (Mn) is not one.
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.unicodeScalars.allSatisfy { identifierCategories.contains($0.properties.generalCategory) }
    }

    private static let identifierCategories: Set<Unicode.GeneralCategory> = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber, .decimalNumber,
    ]

    /// Whether `text` is an identifier needing no backticks: a letter or `_` first, then letters,
    /// digits and `_`, and no keyword.
    static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || (isIdentifierCharacter(first) && !first.isNumber),
              text.allSatisfy(isIdentifierCharacter) else { return false }
        return !keywords.contains(text) && text != "_"
    }

    /// Whether `text` is a package name a file can declare without backticks: identifiers joined
    /// by dots (`com.example.icons`).
    static func isPackage(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isPlainIdentifier(String($0)) }
    }
}
