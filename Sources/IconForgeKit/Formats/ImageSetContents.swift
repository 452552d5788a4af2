import Foundation

/// An imageset's (or symbolset's) `Contents.json`, merged under the ownership rule: an entry is iconforge's only
/// when iconforge recorded writing its file (and the file is unchanged), and it has no key
/// that makes it another slot (`appearances`, `subtype`, another idiom). iconforge replaces
/// only those entries, and fills empty slots of the scales it writes. Every other entry,
/// unknown key and property stays as the user or Xcode left it.
struct ImageSetContents {
    /// Keys an entry iconforge owns may have; any other key (`appearances`, `subtype`,
    /// `width-class`, ...) makes the entry the user's.
    /// `language-direction` is iconforge's only as `left-to-right` (Xcode's "Left to Right,
    /// Mirrors", `--mirror`): a `right-to-left` entry is a drawing of the user's for those languages.
    /// `appearances` is iconforge's only as exactly `luminosity dark` (a button's `--dark-color`).
    static let ownKeys: Set<String> = ["filename", "idiom", "scale", "resizing", XcodeCatalog.languageDirection,
                                       XcodeCatalog.appearancesKey]

    var members: [String: JSONValue]
    /// The bytes as read, to leave an unchanged file alone.
    var data: Data
    /// The set's kind, which names the key listing its files (`images`, `symbols`).
    var kind = CatalogSetKind.image

    /// The file at `url`: nil when missing; throws when it is there but not a JSON object.
    static func read(_ url: URL, kind: CatalogSetKind = .image) throws -> ImageSetContents? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let members = JSONValue(parsing: data)?.members else {
            throw BundleError.invalidContents(path: url.path, reason: ContentsJSON.problem(in: data))
        }
        return ImageSetContents(members: members, data: data, kind: kind)
    }

    init(members: [String: JSONValue], data: Data? = nil, kind: CatalogSetKind = .image) {
        self.members = members
        self.data = data ?? Data(JSONValue.object(members).xcodeText.utf8)
        self.kind = kind
    }

    var entries: [[String: JSONValue]] {
        guard case .array(let items)? = members[kind.entriesKey] else { return [] }
        return items.compactMap(\.members)
    }

    /// The slot an entry fills: its scale (`2x`), or `any` for one image at every scale (a PDF).
    static func slot(_ entry: [String: JSONValue]) -> String {
        let appearance = entry[XcodeCatalog.appearancesKey].map { $0 == XcodeCatalog.darkAppearance ? " dark" : " \($0)" } ?? ""
        return (entry["scale"]?.text ?? "any") + appearance
    }

    /// Whether `entry` is a plain universal one, with no key making it another slot.
    static func isPlain(_ entry: [String: JSONValue]) -> Bool {
        entry["idiom"]?.text == "universal" && Set(entry.keys).isSubset(of: ownKeys) && isLeftToRight(entry)
            && isAnyOrDark(entry)
    }

    /// Whether `entry` has no appearance, or exactly the dark one iconforge writes.
    static func isAnyOrDark(_ entry: [String: JSONValue]) -> Bool {
        entry[XcodeCatalog.appearancesKey].map { $0 == XcodeCatalog.darkAppearance } ?? true
    }

    /// Whether `entry` has no direction, or Xcode's "Left to Right" that `--mirror` writes.
    static func isLeftToRight(_ entry: [String: JSONValue]) -> Bool {
        entry[XcodeCatalog.languageDirection].map { $0 == XcodeCatalog.mirrorsInRTL } ?? true
    }

    /// Whether `entry` is an empty slot (Xcode keeps one for every scale) that a file of `slots` fills.
    static func isEmptySlot(_ entry: [String: JSONValue], of slots: Set<String>) -> Bool {
        entry["idiom"]?.text == "universal"
            && Set(entry.keys).isSubset(of: ["idiom", "scale", XcodeCatalog.languageDirection, XcodeCatalog.appearancesKey])
            && isLeftToRight(entry) && isAnyOrDark(entry) && slots.contains(slot(entry))
    }

    /// These contents with the entries at `replaced` (iconforge's own, and empty slots it
    /// fills) replaced by `mine`, placed where the first one stood (or first), and
    /// `properties` set; everything else kept. A replaced entry's slicing stays on the entry
    /// taking its file when iconforge writes none (a designer sliced an icon in Xcode).
    func merged(_ mine: [[String: JSONValue]], properties: [String: JSONValue], replaced: Set<Int>) -> ImageSetContents {
        var kept: [[String: JSONValue]] = []
        var insertion: Int?
        var slicing: [String: JSONValue] = [:]
        for (index, entry) in entries.enumerated() {
            if replaced.contains(index) {
                insertion = insertion ?? kept.count
                if let file = entry["filename"]?.text, let resizing = entry["resizing"] { slicing[file] = resizing }
            } else {
                kept.append(entry)
            }
        }
        let placed = mine.map { entry -> [String: JSONValue] in
            guard entry["resizing"] == nil, let file = entry["filename"]?.text, let resizing = slicing[file] else { return entry }
            var entry = entry
            entry["resizing"] = resizing
            return entry
        }
        kept.insert(contentsOf: placed, at: insertion ?? 0)
        var result = members
        result[kind.entriesKey] = .array(kept.map(JSONValue.object))
        if !properties.isEmpty {
            var merged = result["properties"]?.members ?? [:]
            merged.merge(properties) { _, mine in mine }
            result["properties"] = .object(merged)
        }
        return ImageSetContents(members: result, kind: kind)
    }

    /// A new set's contents: iconforge's entries only.
    static func fresh(_ mine: [[String: JSONValue]], properties: [String: JSONValue],
                      kind: CatalogSetKind = .image) -> ImageSetContents {
        var members: [String: JSONValue] = [kind.entriesKey: .array(mine.map(JSONValue.object)), "info": XcodeCatalog.info]
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return ImageSetContents(members: members, kind: kind)
    }
}
