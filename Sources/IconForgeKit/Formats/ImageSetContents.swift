import Foundation

/// An imageset's `Contents.json`, merged under iconforge's ownership rule: iconforge owns the
/// entries it writes (universal idiom, nothing but a file name, scale and cap insets, at the
/// scales it writes, or holding a file it wrote before; a scale-less entry when it writes one,
/// as for a PDF) and replaces only those. Every other
/// entry, unknown key and property stays as the user or Xcode left it.
struct ImageSetContents {
    /// Keys an entry iconforge owns may have; any other key (`appearances`, `subtype`,
    /// `width-class`, ...) makes the entry the user's.
    static let ownKeys: Set<String> = ["filename", "idiom", "scale", "resizing"]

    var members: [String: JSONValue]

    /// The file at `url`: nil when missing; throws when it is there but not a JSON object.
    static func read(_ url: URL) throws -> ImageSetContents? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let members = JSONValue(parsing: data)?.members else {
            throw BundleError(url, reason: "not a valid Contents.json, so iconforge will not merge into it; fix or delete it")
        }
        return ImageSetContents(members: members)
    }

    var entries: [[String: JSONValue]] {
        guard case .array(let items)? = members["images"] else { return [] }
        return items.compactMap(\.members)
    }

    /// Whether iconforge owns `entry`, given the scales it writes now and the files it wrote before.
    static func owns(_ entry: [String: JSONValue], scales: Set<String>, previousFiles: Set<String>) -> Bool {
        guard entry["idiom"]?.text == "universal", Set(entry.keys).isSubset(of: ownKeys) else { return false }
        if let file = entry["filename"]?.text, previousFiles.contains(file) { return true }
        return scales.contains(slot(entry))
    }

    /// The slot an entry fills: its scale (`2x`), or `any` for one image at every scale (a PDF).
    static func slot(_ entry: [String: JSONValue]) -> String {
        entry["scale"]?.text ?? "any"
    }

    /// The files the user's entries hold (those iconforge never replaces).
    func userFiles(scales: Set<String>, previousFiles: Set<String>) -> Set<String> {
        Set(entries.filter { !Self.owns($0, scales: scales, previousFiles: previousFiles) }
            .compactMap { $0["filename"]?.text })
    }

    /// The files of the entries iconforge owns.
    func ownedFiles(scales: Set<String>, previousFiles: Set<String>) -> Set<String> {
        Set(entries.filter { Self.owns($0, scales: scales, previousFiles: previousFiles) }
            .compactMap { $0["filename"]?.text })
    }

    /// These contents with iconforge's entries replaced by `mine` (placed where the first
    /// replaced entry stood, or first) and `properties` set; everything else kept.
    func merged(_ mine: [[String: JSONValue]], properties: [String: JSONValue],
                scales: Set<String>, previousFiles: Set<String>) -> ImageSetContents {
        var kept: [[String: JSONValue]] = []
        var insertion: Int?
        for entry in entries {
            if Self.owns(entry, scales: scales, previousFiles: previousFiles) {
                insertion = insertion ?? kept.count
            } else {
                kept.append(entry)
            }
        }
        kept.insert(contentsOf: mine, at: insertion ?? 0)
        var result = members
        result["images"] = .array(kept.map(JSONValue.object))
        if !properties.isEmpty {
            var merged = result["properties"]?.members ?? [:]
            merged.merge(properties) { _, mine in mine }
            result["properties"] = .object(merged)
        }
        return ImageSetContents(members: result)
    }

    /// A new imageset's contents: iconforge's entries only.
    static func fresh(_ mine: [[String: JSONValue]], properties: [String: JSONValue]) -> ImageSetContents {
        var members: [String: JSONValue] = ["images": .array(mine.map(JSONValue.object)), "info": XcodeCatalog.info]
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return ImageSetContents(members: members)
    }

    var data: Data { Data(JSONValue.object(members).xcodeText.utf8) }
}
