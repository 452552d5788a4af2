import Foundation

/// What iconforge put into one `Contents.json` it shares with the user: a set's (a designer
/// adds a dark appearance to it in Xcode, or the user's set iconforge took over) or a group's.
/// The file's bytes prove nothing about who owns what in it, so the record keeps, per such
/// file, iconforge's entries (each known by its filename, idiom, scale and appearances) and
/// the `properties` keys it set, with their values; pruning takes out exactly those and keeps
/// the rest (`SharedContentsPrune`).
public struct ContentsShare: Equatable, Sendable {
    /// The keys that make an entry's identity.
    static let identityKeys = ["filename", "idiom", "scale", XcodeCatalog.appearancesKey]
    /// The `properties` iconforge writes into sets and groups, with the values it writes: a
    /// record from before shares were recorded is taken to have set these (when they still hold
    /// these values).
    static let alwaysWritten: [String: JSONValue] = [
        "template-rendering-intent": .string("template"), "preserves-vector-representation": .bool(true),
        "provides-namespace": .bool(true),
    ]

    /// iconforge's part of a shared `Contents.json` just written, with the file's members as
    /// written (to tell whether the record needs to say it: `recordable`).
    public struct Written: Sendable {
        var share: ContentsShare
        var members: [String: JSONValue]
    }

    /// iconforge's entries, each reduced to its identity (`identity(of:)`).
    var entries: [[String: JSONValue]]
    /// The `properties` keys iconforge set, with the values it set.
    var properties: [String: JSONValue]

    init(entries: [[String: JSONValue]] = [], properties: [String: JSONValue] = [:]) {
        self.entries = entries.map(Self.identity)
        self.properties = properties
    }

    /// `entry` reduced to the keys that tell it from the set's other entries.
    static func identity(of entry: [String: JSONValue]) -> [String: JSONValue] {
        entry.filter { identityKeys.contains($0.key) }
    }

    /// Whether `entry` is one iconforge put there.
    func holds(_ entry: [String: JSONValue]) -> Bool {
        entries.contains(Self.identity(of: entry))
    }

    /// What a record that holds no share for a `Contents.json` (one written before shares were
    /// kept, or one whose share says no more than this) is taken to mean: the entries of
    /// `contents` (the file in `folder`) naming a file the asset recorded (`owned`: names in that
    /// folder), and the keys iconforge always writes, with the values it writes.
    static func derived(from contents: [String: JSONValue], folder: String, owned: Set<String>) -> ContentsShare {
        let key = folder.hasSuffix(CatalogSetKind.symbol.suffix) ? CatalogSetKind.symbol.entriesKey : CatalogSetKind.image.entriesKey
        let properties = contents["properties"]?.members ?? [:]
        guard case .array(let items)? = contents[key] else { return ContentsShare(properties: alwaysWritten) }
        let entries = items.compactMap(\.members).filter { $0["filename"]?.text.map(owned.contains) ?? false }
        return ContentsShare(entries: entries, properties: alwaysWritten.filter { properties[$0.key] == $0.value })
    }

    /// Whether this share says the same as `other`, whatever the order of their entries.
    func says(_ other: ContentsShare) -> Bool {
        properties == other.properties && entries.map(\.sortKey).sorted() == other.entries.map(\.sortKey).sorted()
    }

    /// This share and `earlier` (what an earlier run put into the same file, still there): a key
    /// iconforge set stays iconforge's while it keeps the value iconforge gave it.
    func keeping(_ earlier: ContentsShare?, in contents: [String: JSONValue]?) -> ContentsShare {
        guard let earlier else { return self }
        var merged = self
        let current = contents?["properties"]?.members ?? [:]
        for (key, value) in earlier.properties where merged.properties[key] == nil && current[key] == value {
            merged.properties[key] = value
        }
        return merged
    }

    /// As a record holds it.
    var json: JSONValue {
        .object(["entries": .array(entries.sorted { $0.sortKey < $1.sortKey }.map(JSONValue.object)),
                 "properties": .object(properties)])
    }

    /// From a record; nil when it is not one (a record is data anyone can edit).
    init?(json: JSONValue) {
        guard let members = json.members, case .array(let items)? = members["entries"],
              let properties = members["properties"]?.members else { return nil }
        let entries = items.compactMap(\.members)
        guard entries.count == items.count else { return nil }
        self.init(entries: entries, properties: properties)
    }

    /// Path -> share, from a record's `shared` member of one asset.
    static func table(_ json: JSONValue?) -> [String: ContentsShare] {
        json?.members?.compactMapValues(ContentsShare.init(json:)) ?? [:]
    }

    /// Path -> share, as a record holds it.
    static func json(_ table: [String: ContentsShare]) -> JSONValue {
        .object(table.mapValues(\.json))
    }
}

private extension Dictionary where Key == String, Value == JSONValue {
    /// A stable order for recorded entries.
    var sortKey: String { JSONValue.object(self).xcodeText }
}
