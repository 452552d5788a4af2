import Foundation

/// SwiftGen's identifiers for asset names, ported from StencilSwiftKit 2.10 (MIT), as its
/// xcassets `swift5.stencil` chains the filters: constants are
/// `swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords`, enums
/// `swiftIdentifier:"pretty"|escapeReservedKeywords` (see `SwiftIdentifier`). Examples from
/// StencilSwiftKit's `SwiftIdentifierTests` and `StringFiltersTests` are in
/// `SwiftIdentifierTests`. Two departures keep what iconforge did already: a name is composed
/// (NFC) first, so a decomposing file system gives the same identifier; and invisible
/// characters (soft hyphen, zero-width and direction marks), which Swift's grammar allows in
/// identifiers, separate words instead of hiding inside one.
enum SwiftGenNaming {
    /// `swiftIdentifier:"pretty"`: `UPPER_CASE` -> `UpperCase`, `iOS-Logo` -> `IOSLogo`,
    /// `24Vision` -> `_24Vision`; empty when the name has no identifier characters.
    static func pretty(_ name: String) -> String {
        // `SwiftIdentifier.identifier(from:replaceWithUnderscores: true)`: what cannot be in an
        // identifier separates parts; each part's first letter is uppercased.
        let parts = name.precomposedStringWithCanonicalMapping.unicodeScalars
            .split(omittingEmptySubsequences: false) { !SwiftIdentifierGrammar.isCharacter($0) }
            .map { upperFirstLetter(String(String.UnicodeScalarView($0))) }
        let identifier = parts.joined(separator: "_")
        // `snakeToCamelCase(_:stripLeading: true)`: with any ASCII lowercase letter the `_`
        // pieces keep their case; without, SwiftGen's `snakecase` splits digits from the
        // capitals after them and every piece is `capitalized` (`HEADER_TITLE` -> `HeaderTitle`).
        let words: [String]
        if identifier.unicodeScalars.contains(where: { ("a" ... "z").contains($0) }) {
            words = identifier.split(separator: "_", omittingEmptySubsequences: false).map { upperFirstLetter(String($0)) }
        } else {
            words = snakeCased(identifier).split(separator: "_", omittingEmptySubsequences: false).map { capitalized(String($0)) }
        }
        let result = words.joined()
        // `prefixWithUnderscoreIfNeeded`: `42hello` -> `_42hello`.
        guard let head = result.unicodeScalars.first else { return "" }
        return SwiftIdentifierGrammar.isHead(head) ? result : "_" + result
    }

    /// `lowerFirstWord`: the leading capitals lowered, all but the last when a lowercase letter
    /// follows them (`URLChooser` -> `urlChooser`, `PLEASESTOPSCREAMING` -> `pleasestopscreaming`).
    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var index = 0
        while index < scalars.count, [.uppercaseLetter, .titlecaseLetter].contains(scalars[index].properties.generalCategory) {
            index += 1
        }
        if index > 1, index < scalars.count, scalars[index].properties.generalCategory == .lowercaseLetter { index -= 1 }
        return String(String.UnicodeScalarView(scalars[..<index])).lowercased() + String(String.UnicodeScalarView(scalars[index...]))
    }

    /// The first scalar uppercased, the rest as they are (`upperFirstLetter`).
    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// SwiftGen's `snakecase` on a string without lowercase letters: `_` between a digit and
    /// the capital after it (`9B9B9B` -> `9_B9_B9_B`).
    static func snakeCased(_ string: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            if let previous, ("0" ... "9").contains(previous), ("A" ... "Z").contains(scalar) { out.append("_") }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }

    /// Foundation's `capitalized` on one word: a cased letter after no cased letter is
    /// titlecased, every other one lowered (`1st` -> `1St`, `CCF5` -> `Ccf5`).
    static func capitalized(_ word: String) -> String {
        var out = ""
        var afterCased = false
        for scalar in word.unicodeScalars {
            guard scalar.properties.isCased else {
                out.unicodeScalars.append(scalar)
                if !scalar.properties.isCaseIgnorable { afterCased = false }
                continue
            }
            out += afterCased ? scalar.properties.lowercaseMapping : scalar.properties.titlecaseMapping
            afterCased = true
        }
        return out
    }
}
