import Foundation

/// The bundle formats iconforge writes, by the name `--format` and the manifest use.
public struct BundleFormat: RawRepresentable, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    public init?(rawValue: String) {
        guard FormatRegistry.formats.contains(where: { $0.key.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    init(key: String) { rawValue = key }

    public static var allCases: [BundleFormat] { FormatRegistry.formats.map { $0.key } }
    public var description: String { rawValue }

    /// The format's type: for a form's name (`xcassets-pdf`), the format it is a form of.
    public var type: any OutputFormat.Type { FormatRegistry.lookup(self).type }

    /// The form this names (`xcassets-pdf`: `XcodeCatalog`'s vector form), nil for a format's own.
    public var form: FormatForm? { FormatRegistry.lookup(self).form }

    /// The settings outputs of this format, in this form, read.
    public var settings: [FormatSetting] { form?.settings ?? type.settings }

    /// The format writing the bundle at `root`, with its settings read from `options`. A
    /// setting it does not take is refused by name (one its vector form takes: "goes with
    /// --vector"), as is a value it cannot use (`FormatOptionError`).
    public func output(root: URL, options: FormatOptions = FormatOptions()) throws -> any OutputFormat {
        let keys = settings.map(\.key)
        for (key, value) in options.values.sorted(by: { $0.key < $1.key }) where !keys.contains(key) {
            func takes(_ form: BundleFormat?) -> Bool { form.map { $0 != self && $0.settings.contains { $0.key == key } } ?? false }
            let form = takes(vectorForm) ? "vector" : takes(symbolForm) ? "symbol" : nil
            throw FormatOptionError(key: key, origin: value.origin, .notASetting(self, form: form))
        }
        return try type.init(root: root, options: options, form: form?.kind)
    }
}

/// Every bundle format, in the order `--help` and error messages list them: the one list of
/// formats, which help, errors, the man page, `init` and the tests read. A new format, settings
/// and all, is one file and one line here; its vector and symbol forms are its own (`forms`).
public enum FormatRegistry {
    static let formats: [any OutputFormat.Type] = [
        XcodeCatalog.self,
        PNGFolder.self,
        AndroidResources.self,
        ComposeImageVectors.self,
    ]

    /// Every format's name and its forms' (`xcassets`, `xcassets-pdf`, `xcassets-symbol`, ...),
    /// each once.
    static let allKeys: [BundleFormat] = formats.flatMap { type in [type.key] + type.forms.map(\.key) }

    /// The format that `key` names or is a form of, and the form. Every `BundleFormat` is one
    /// of these: its public initialiser takes only the formats' names, and the others are the
    /// formats' and forms' own declarations.
    static func lookup(_ key: BundleFormat) -> (type: any OutputFormat.Type, form: FormatForm?) {
        let type = formats.first { $0.key == key || $0.forms.contains { $0.key == key } }!
        return (type, type.forms.first { $0.key == key })
    }

    /// `xcassets, png or android`: the formats' names for a sentence.
    public static func names(_ formats: [BundleFormat] = BundleFormat.allCases, joinedBy last: String = "or") -> String {
        let names = formats.map(\.rawValue)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(last) " + names.last!
    }

    /// The formats that write vectors, as a sentence: `xcassets (PDF) or android (VectorDrawable)`.
    public static var vectorNames: String {
        let named = formats.compactMap { type in type.key.vectorForm?.form.map { "\(type.key) (\($0.fileKind))" } }
        guard named.count > 1 else { return named.first ?? "none" }
        return named.dropLast().joined(separator: ", ") + " or " + named.last!
    }

    /// The formats that write custom symbols, as a sentence: `xcassets`.
    public static var symbolNames: String {
        names(formats.compactMap { type in type.key.symbolForm == nil ? nil : type.key })
    }

    /// Every format's settings for `--set`'s help: `android: size, theme, state-list (with
    /// --vector also vector-fallback)`; a vector form is reached through its format.
    public static var settingsSummary: String {
        let lines = formats.compactMap { type -> String? in
            let keys = type.settings.map(\.key)
            let extra = (type.key.vectorForm?.settings.map(\.key) ?? []).filter { !keys.contains($0) }
            guard !keys.isEmpty || !extra.isEmpty else { return nil }
            return "\(type.key): " + (keys.isEmpty ? "none" : keys.joined(separator: ", "))
                + (extra.isEmpty ? "" : " (with --vector also \(extra.joined(separator: ", ")))")
        }
        return lines.isEmpty ? "no format has settings" : lines.joined(separator: "; ")
    }

    /// The manifest sections of formats (`android`), and the setting keys each may hold.
    static var sections: [String: [String]] {
        var sections: [String: [String]] = [:]
        for format in allKeys {
            guard let section = format.type.section else { continue }
            for key in format.settings.map(\.key) where !(sections[section]?.contains(key) ?? false) {
                sections[section, default: []].append(key)
            }
        }
        return sections
    }

    /// Every setting key of any format: what an output entry of the manifest may hold besides its own.
    static var settingKeys: [String] {
        var keys: [String] = []
        for key in allKeys.flatMap({ $0.settings.map(\.key) }) where !keys.contains(key) { keys.append(key) }
        return keys
    }
}
