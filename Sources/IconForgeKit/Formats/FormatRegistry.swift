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
        (FormatRegistry.formats + FormatRegistry.vectorForms).first { $0.key == self }!
    }

    /// The format writing the bundle at `root`.
    public func output(root: URL, settings: FormatSettings = FormatSettings()) -> any OutputFormat {
        type.init(root: root, settings: settings)
    }
}

/// Every bundle format, in the order `--help` lists them. A new format is one file and one line here.
public enum FormatRegistry {
    static let formats: [any OutputFormat.Type] = [
        XcodeCatalog.self,
        PNGFolder.self,
        AndroidResources.self,
    ]

    /// The formats' vector forms, reached through theirs (`--vector`, `vector: true`), not by name.
    static let vectorForms: [any OutputFormat.Type] = [
        XcodeVectorCatalog.self,
        AndroidVectorResources.self,
    ]
}
