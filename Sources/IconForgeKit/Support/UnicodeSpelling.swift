import Foundation

/// Names that differ only in their Unicode normalization: `café` with `é` as one character
/// (composed, NFC, as most editors type it) or as `e` and a combining accent (decomposed, NFD,
/// as macOS's older file systems stored it). Linux keeps them as two files; macOS, and Swift's
/// `==`, take them as one name.
public enum UnicodeSpelling {
    /// How `this` and `other` spell their accents ("this one's accents decomposed, NFD; the
    /// other's composed, NFC") when they are the same text under normalization but not byte for byte;
    /// nil otherwise.
    public static func difference(_ this: String, _ other: String) -> String? {
        guard this == other, !this.utf8.elementsEqual(other.utf8) else { return nil }
        return "this one's accents \(form(of: this)); the other's \(form(of: other))"
    }

    /// `composed, NFC`, `decomposed, NFD`, or `mixed` for a name in neither form.
    static func form(of text: String) -> String {
        if text.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars) { return "composed, NFC" }
        if text.unicodeScalars.elementsEqual(text.decomposedStringWithCanonicalMapping.unicodeScalars) { return "decomposed, NFD" }
        return "mixed, neither NFC nor NFD"
    }
}
