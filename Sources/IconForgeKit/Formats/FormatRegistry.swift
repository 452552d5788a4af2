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

    /// The format's type.
    public var type: any OutputFormat.Type {
        FormatRegistry.allForms.first { $0.key == self }!
    }

    /// The format writing the bundle at `root`, with its settings read from `options`. A
    /// setting it does not take is refused by name (one its vector form takes: "goes with
    /// --vector"), as is a value it cannot use (`FormatOptionError`).
    public func output(root: URL, options: FormatOptions = FormatOptions()) throws -> any OutputFormat {
        let keys = type.settings.map(\.key)
        for (key, value) in options.values.sorted(by: { $0.key < $1.key }) where !keys.contains(key) {
            func takes(_ form: BundleFormat?) -> Bool { form.map { $0 != self && $0.type.settings.contains { $0.key == key } } ?? false }
            let form = takes(vectorForm) ? "vector" : takes(symbolForm) ? "symbol" : nil
            throw FormatOptionError(key: key, origin: value.origin, .notASetting(self, form: form))
        }
        return try type.init(root: root, options: options)
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

    /// Every format, by name or reached through another (`--vector`, `--symbol`): the formats,
    /// then their forms, each once.
    static let allForms: [any OutputFormat.Type] = {
        var all: [any OutputFormat.Type] = []
        for type in formats + formats.flatMap({ $0.forms }) where !all.contains(where: { $0.key == type.key }) {
            all.append(type)
        }
        return all
    }()

    /// The format by name that `key` is, or is a form of (`xcassets` for `xcassets-symbol`).
    static func base(of key: BundleFormat) -> BundleFormat {
        formats.first { $0.key == key || $0.forms.contains { $0.key == key } }?.key ?? key
    }

    /// `xcassets, png or android`: the formats' names for a sentence.
    public static func names(_ formats: [BundleFormat] = BundleFormat.allCases, joinedBy last: String = "or") -> String {
        let names = formats.map(\.rawValue)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(last) " + names.last!
    }

    /// The formats that write vectors, as a sentence: `xcassets (PDF) or android (VectorDrawable)`.
    public static var vectorNames: String {
        let named = formats.compactMap { type in type.vectorForm.map { "\(type.key) (\($0.type.fileKind))" } }
        guard named.count > 1 else { return named.first ?? "none" }
        return named.dropLast().joined(separator: ", ") + " or " + named.last!
    }

    /// The formats that write custom symbols, as a sentence: `xcassets`.
    public static var symbolNames: String {
        names(formats.compactMap { type in type.symbolForm == nil ? nil : type.key })
    }

    /// Every format's settings for `--set`'s help: `android: size, theme, state-list (with
    /// --vector also vector-fallback)`; a vector form is reached through its format.
    public static var settingsSummary: String {
        let lines = formats.compactMap { type -> String? in
            let keys = type.settings.map(\.key)
            let extra = (type.vectorForm?.type.settings.map(\.key) ?? []).filter { !keys.contains($0) }
            guard !keys.isEmpty || !extra.isEmpty else { return nil }
            return "\(type.key): " + (keys.isEmpty ? "none" : keys.joined(separator: ", "))
                + (extra.isEmpty ? "" : " (with --vector also \(extra.joined(separator: ", ")))")
        }
        return lines.isEmpty ? "no format has settings" : lines.joined(separator: "; ")
    }

    /// The manifest sections of formats (`android`), and the setting keys each may hold.
    static var sections: [String: [String]] {
        var sections: [String: [String]] = [:]
        for type in allForms {
            guard let section = type.section else { continue }
            for key in type.settings.map(\.key) where !(sections[section]?.contains(key) ?? false) {
                sections[section, default: []].append(key)
            }
        }
        return sections
    }

    /// Every setting key of any format: what an output entry of the manifest may hold besides its own.
    static var settingKeys: [String] {
        var keys: [String] = []
        for key in allForms.flatMap({ $0.settings.map(\.key) }) where !keys.contains(key) { keys.append(key) }
        return keys
    }
}
