import Foundation

/// The `compose` output's own settings: the Kotlin package its files declare (required) and the
/// object its icons are properties of (`TabIcons.Home`).
struct ComposeSettings: Sendable, Equatable {
    /// nil until given: required to write, not to lint.
    var package: String?
    var receiver = Self.defaultReceiver
    /// The ImageVector's default size in dp, overriding the icon options' size when given.
    var width: Double?
    var height: Double?

    static let defaultReceiver = "TabIcons"

    static let keys = [
        FormatSetting("package", "the Kotlin package of the generated files, such as com.example.icons (required)"),
        FormatSetting("receiver", "the object the icons are properties of: TabIcons.Home (default TabIcons)"),
        FormatSetting("size", "the ImageVector's default size in dp: 24, or WxH (the manifest's default: 24)"),
    ]
    /// What a manifest's compose outputs have unless it says otherwise: 24 dp, as Android's, whatever
    /// the icons' own size (30 points for an iPhone tab bar).
    static let manifestDefaults = FormatOptions(["size": .init("24", origin: .manifest(file: "", line: nil))])

    /// Reads `options`; a malformed package, or a receiver that is no Kotlin identifier, is
    /// refused naming it.
    init(_ options: FormatOptions) throws {
        guard let package = options["package"] else {
            // Needed only to write: lint checks icons for the format without one.
            self.package = nil
            try readReceiverAndSize(options)
            return
        }
        guard KotlinName.isPackage(package.text) else {
            throw FormatOptionError(key: "package", origin: package.origin, .notAPackage(package.text))
        }
        self.package = package.text
        try readReceiverAndSize(options)
    }

    private mutating func readReceiverAndSize(_ options: FormatOptions) throws {
        if let size = try options.size("size", what: "compose size", unit: "dp", within: 1 ... 1024) {
            (width, height) = (size.width, size.height)
        }
        if let receiver = options["receiver"] {
            guard KotlinName.isPlainIdentifier(receiver.text) else {
                throw FormatOptionError(key: "receiver", origin: receiver.origin, .notAReceiver(receiver.text))
            }
            self.receiver = receiver.text
        }
    }

    /// The package, or the error that a compose output cannot be written without one.
    func requiredPackage() throws -> String {
        guard let package else { throw ComposeError.noPackage }
        return package
    }

    /// Changing any rewrites every icon's file.
    var fingerprint: String { "compose=\(package ?? ""),\(receiver)" + (width.map { ",\($0)x\(height ?? $0)" } ?? "") }
}
