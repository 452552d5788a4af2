import Foundation

/// What one asset wrote into a folder, as the record keeps it: each file (path relative to the
/// folder, `../iconforge-previews/…` for a picture outside it) with the SHA-256 of the bytes
/// written, what it put into the `Contents.json` files it shares with the user, the format
/// settings that named its files, and, for a build, what the files were made from.
public struct RecordEntry: Equatable, Sendable {
    /// Relative path -> SHA-256.
    public var files: [String: String]
    /// Shared `Contents.json` (relative path) -> the asset's part of it; empty where that is
    /// plain from the files (`ContentsShare`).
    public var shared: [String: ContentsShare] = [:]
    /// The format settings that named `files`, where any were given.
    public var settings: [String: String] = [:]
    /// A build's fingerprints: SHA-256 of the source and of the options, and the version that
    /// built it; nil for what the commands wrote.
    public var source: String?
    public var options: String?
    public var version: String?
    /// The contact sheet's only: the assets each page (relative path) shows, sorted.
    public var shown: [String: [String]] = [:]

    public init(files: [String: String], shared: [String: ContentsShare] = [:], settings: [String: String] = [:],
                source: String? = nil, options: String? = nil, version: String? = nil) {
        self.files = files
        self.shared = shared
        self.settings = settings
        self.source = source
        self.options = options
        self.version = version
    }

    /// Appends `entries` as `JSONValue.xcodeText` lays them out (sorted keys, empty parts left
    /// out), written straight from the strings: a record of 200,000 entries is a million
    /// strings, and building `JSONValue`s of them took most of its saving.
    static func write(_ entries: [String: RecordEntry], indent: Int, to out: inout String) {
        guard !entries.isEmpty else { return JSONValue.object([:]).write(to: &out, indent: indent) }
        // The keys sorted alone: sorting (key, entry) pairs copied every entry's tables several times.
        let keys = entries.keys.sorted()
        out += "{\n"
        for (index, key) in keys.enumerated() {
            JSONValue.pad(indent + 1, &out)
            JSONValue.appendQuoted(key, to: &out)
            out += " : "
            entries[key]?.write(indent: indent + 1, to: &out)
            out += index == keys.count - 1 ? "\n" : ",\n"
        }
        JSONValue.pad(indent, &out)
        out += "}"
    }

    private func write(indent: Int, to out: inout String) {
        // In the order of their keys: files, options, settings, shared, source, version.
        out += "{\n"
        Self.key("files", indent: indent + 1, first: true, to: &out)
        Self.write(files, indent: indent + 1, to: &out)
        if let options {
            Self.key("options", indent: indent + 1, to: &out)
            JSONValue.appendQuoted(options, to: &out)
        }
        if !settings.isEmpty {
            Self.key("settings", indent: indent + 1, to: &out)
            Self.write(settings, indent: indent + 1, to: &out)
        }
        if !shared.isEmpty {
            Self.key("shared", indent: indent + 1, to: &out)
            ContentsShare.json(shared).write(to: &out, indent: indent + 1)
        }
        if let source {
            Self.key("source", indent: indent + 1, to: &out)
            JSONValue.appendQuoted(source, to: &out)
        }
        if let version {
            Self.key("version", indent: indent + 1, to: &out)
            JSONValue.appendQuoted(version, to: &out)
        }
        out += "\n"
        JSONValue.pad(indent, &out)
        out += "}"
    }

    /// Appends `key` of an object's member, after the member before unless `first`.
    private static func key(_ key: String, indent: Int, first: Bool = false, to out: inout String) {
        if !first { out += ",\n" }
        JSONValue.pad(indent, &out)
        JSONValue.appendQuoted(key, to: &out)
        out += " : "
    }

    /// Appends a table of strings (files, settings).
    static func write(_ table: [String: String], indent: Int, to out: inout String) {
        JSONValue.writeObject(table, indent: indent, to: &out) { text, out, _ in JSONValue.appendQuoted(text, to: &out) }
    }

    /// An entry as iconforge writes it (`BundleRecord.Plain`).
    struct Plain: Decodable {
        let files: [String: String]
        let shared: JSONValue?
        let settings: [String: String]?
        let source: String?
        let options: String?
        let version: String?

        var entry: RecordEntry {
            RecordEntry(files: files, shared: ContentsShare.table(shared), settings: settings ?? [:],
                        source: source, options: options, version: version)
        }
    }
}
