import Foundation

/// The `compose` output's own settings: the Kotlin package its files declare (required) and the
/// object its icons are properties of (`TabIcons.Home`).
struct ComposeSettings: Sendable, Equatable {
    /// nil until given: required to write, not to lint.
    var package: String?
    var receiver = Self.defaultReceiver

    static let defaultReceiver = "TabIcons"

    static let keys = [
        FormatSetting("package", "the Kotlin package of the generated files, such as com.example.icons (required)"),
        FormatSetting("receiver", "the object the icons are properties of: TabIcons.Home (default TabIcons)"),
    ]

    /// Reads `options`; a malformed package, or a receiver that is no Kotlin identifier, is
    /// refused naming it.
    init(_ options: FormatOptions) throws {
        guard let package = options["package"] else {
            // Needed only to write: lint checks icons for the format without one.
            self.package = nil
            try readReceiver(options)
            return
        }
        guard KotlinName.isPackage(package.text) else {
            throw FormatOptionError(key: "package", origin: package.origin,
                                    reason: "package must be a Kotlin package name, identifiers joined by dots (such as "
                                        + "com.example.icons), not '\(PrintableText.escaped(package.text))'")
        }
        self.package = package.text
        try readReceiver(options)
    }

    private mutating func readReceiver(_ options: FormatOptions) throws {
        if let receiver = options["receiver"] {
            guard KotlinName.isPlainIdentifier(receiver.text) else {
                throw FormatOptionError(key: "receiver", origin: receiver.origin,
                                        reason: "receiver must be a Kotlin identifier, letters, digits and _ starting with a "
                                            + "letter (such as TabIcons), not '\(PrintableText.escaped(receiver.text))'")
            }
            self.receiver = receiver.text
        }
    }

    /// The package, or the error that a compose output cannot be written without one.
    func requiredPackage() throws -> String {
        guard let package else { throw ComposeError.noPackage }
        return package
    }

    /// Changing either rewrites every icon's file.
    var fingerprint: String { "compose=\(package ?? ""),\(receiver)" }
}
