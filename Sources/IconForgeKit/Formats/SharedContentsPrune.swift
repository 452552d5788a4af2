import Foundation

/// Pruning one `Contents.json` iconforge shares with the user (a set's, or a group's), for an
/// asset whose files go. Its bytes say nothing about who put what in it (a set iconforge made
/// is merged with a designer's dark appearance, and recorded as merged), so it is judged by
/// its contents: iconforge's entries (as `ContentsShare` names them) go once their files are
/// gone, and its keys while they keep the values it gave them. The file is deleted only when
/// nothing else is left in it and nothing else is in its folder; otherwise it is rewritten
/// with the rest (keys sorted, as Xcode writes them). A group's stays whole while anything is
/// in the group: its namespace is part of every name inside.
struct SharedContentsPrune {
    /// The file's real path, and its folder's.
    let path: String
    let folder: String
    /// The folder as messages show it (`house.imageset`, `Tabs`).
    let shownFolder: String
    /// A set (`.imageset`, `.symbolset`), or else a group.
    let kind: CatalogSetKind?
    /// The file's members as read before the asset's files went; nil when it is not a JSON object.
    let members: [String: JSONValue]?
    /// What iconforge put there.
    let share: ContentsShare

    /// The file at `path` (real), with `share` when the record holds one, else what an older
    /// record is taken to mean (`owned`: the names in its folder the asset recorded).
    init(path: String, shownFolder: String, share: ContentsShare?, owned: Set<String>) {
        self.path = path
        self.shownFolder = shownFolder
        let folder = RelativePath.folder(of: path)
        let kind = [CatalogSetKind.image, .symbol].first { folder.hasSuffix($0.suffix) }
        let members = FileManager.default.contents(atPath: path).flatMap { JSONValue(parsing: $0)?.members }
        (self.folder, self.kind, self.members) = (folder, kind, members)
        self.share = share ?? members.map { ContentsShare.derived(from: $0, folder: folder, owned: owned) } ?? ContentsShare()
    }

    /// The set's entries.
    private var entries: [[String: JSONValue]] {
        guard let kind, case .array(let items)? = members?[kind.entriesKey] else { return [] }
        return items.compactMap(\.members)
    }

    /// The files the user's entries name, as paths: they stay even where iconforge recorded them.
    var usedByUsersEntries: Set<String> {
        Set(entries.filter { !share.holds($0) }.compactMap { $0["filename"]?.text }.map { folder + "/" + $0 })
    }

    /// What pruning did with the file.
    enum Outcome: Equatable {
        /// Nothing of anyone else's was left: deleted.
        case deleted
        /// Kept (rewritten without iconforge's part when it had one) for what `kept` names of
        /// the user's; empty when only iconforge's own files (edited by hand) or other assets keep it.
        case kept(String)
        /// Not a JSON object: left as it is.
        case unreadable
    }

    /// Takes iconforge's part out of the file, once the asset's other files are gone. `others`:
    /// whether a name in the folder is another asset's (recorded), which keeps a group silently.
    func settle(others: (String) -> Bool) throws -> Outcome {
        guard var members else { return .unreadable }
        let inFolder = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "Contents.json" }.sorted()
        let rest = remainder(members, inFolder: inFolder)
        guard let kind else {
            // A group: its namespace names everything inside, so it stays whole while anything is.
            guard !inFolder.isEmpty || !rest.keys.isEmpty else { return try delete() }
            return .kept(Self.listed(inFolder.filter { !others($0) } + rest.keys))
        }
        let kept = rest.entries, given = members["properties"]?.members?.count ?? 0
        guard !kept.isEmpty || !inFolder.isEmpty || !rest.keys.isEmpty else { return try delete() }
        if kept.count != entries.count { members[kind.entriesKey] = .array(kept.map(JSONValue.object)) }
        if rest.properties.count != given { members["properties"] = rest.properties.isEmpty ? nil : .object(rest.properties) }
        let handedOver = Self.handedOver(members["info"])
        if let handedOver { members["info"] = handedOver }
        // Rewritten only when iconforge's part was in it: the user's own layout is otherwise kept.
        if kept.count != entries.count || rest.properties.count != given || handedOver != nil {
            do {
                try AtomicFile.write(Data(JSONValue.object(members).xcodeText.utf8), to: URL(fileURLWithPath: path))
            } catch {
                throw BundleError(URL(fileURLWithPath: path), error)
            }
        }
        return .kept(usersWords(kept, inFolder: inFolder, keys: rest.keys))
    }

    /// The `info` of a set that stays the user's once iconforge's part is out, when it still
    /// names iconforge as its author; nil when it names another. iconforge writes `info` only
    /// into a set it makes (a merge keeps the set's own), so an author of iconforge's replaced
    /// none: the set is then the user's, as Xcode writes it (`xcode`), its other keys kept.
    static func handedOver(_ info: JSONValue?) -> JSONValue? {
        guard var fields = info?.members, let author = fields["author"], author == XcodeCatalog.info.members?["author"] else { return nil }
        fields["author"] = .string("xcode")
        return .object(fields)
    }

    /// What stays of `members` once iconforge's part is out, `inFolder` being the names left
    /// beside the file: the entries (the user's, and iconforge's whose file stays, edited by
    /// hand, so the set still says what is in it), the properties, and the keys of the user's
    /// (properties, then other keys), sorted.
    private func remainder(_ members: [String: JSONValue], inFolder: [String])
        -> (entries: [[String: JSONValue]], properties: [String: JSONValue], keys: [String]) {
        var properties = members["properties"]?.members ?? [:]
        for (key, value) in share.properties where properties[key] == value { properties[key] = nil }
        let keys = properties.keys.sorted()
            + members.keys.filter { $0 != kind?.entriesKey && $0 != "info" && $0 != "properties" }.sorted()
        let kept = entries.filter { !share.holds($0) || $0["filename"]?.text.map(inFolder.contains) == true }
        return (kept, properties, keys)
    }

    /// The user's part of a set kept with `kept` entries, `inFolder` and `keys`, in words.
    private func usersWords(_ kept: [[String: JSONValue]], inFolder: [String], keys: [String]) -> String {
        let named = Set(kept.compactMap { $0["filename"]?.text })
        return Self.listed(Self.describe(kept.filter { !share.holds($0) }) + inFolder.filter { !named.contains($0) } + keys)
    }

    /// What would keep this set, were pruning to take out iconforge's part and the files named
    /// `going` in its folder (those the record holds, unchanged), as `settle` would then say it
    /// ('dark entry, NOTES.txt and compression-type'); nil when the set would go whole. Nothing
    /// is changed: a set about to appear beside this one asks it (`XcodeCatalog`).
    func usersPart(after going: Set<String>) -> String? {
        guard let members else { return "Contents.json" }
        let used = usedByUsersEntries
        let inFolder = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
            name != "Contents.json" && (!going.contains(name) || used.contains(folder + "/" + name))
        }.sorted()
        let rest = remainder(members, inFolder: inFolder)
        guard !rest.entries.isEmpty || !inFolder.isEmpty || !rest.keys.isEmpty else { return nil }
        let words = usersWords(rest.entries, inFolder: inFolder, keys: rest.keys)
        // Kept for iconforge's own files, edited by hand: those, then.
        return words.isEmpty ? Self.listed(inFolder) : words
    }

    private func delete() throws -> Outcome {
        guard unlink(path) == 0 || errno == ENOENT else { throw BundleError(URL(fileURLWithPath: path), AtomicFile.posixError()) }
        return .deleted
    }

    /// The user's entries in words: `dark entry`, `2 dark entries`, `ipad entry`, `empty dark 3x slot`.
    static func describe(_ entries: [[String: JSONValue]]) -> [String] {
        var order: [String] = [], counts: [String: Int] = [:]
        for entry in entries {
            var words: [String] = []
            if case .array(let appearances)? = entry[XcodeCatalog.appearancesKey] {
                words += appearances.compactMap { $0.members?["value"]?.text }
            }
            if let idiom = entry["idiom"]?.text, idiom != "universal" { words.append(idiom) }
            for key in entry.keys.sorted() where !ContentsShare.identityKeys.contains(key) && key != "resizing" {
                words.append(entry[key]?.text ?? key)
            }
            let scale = entry["scale"]?.text.map { $0 + " " } ?? ""
            let label = entry["filename"] == nil ? (["empty"] + words + [scale + "slot"]).joined(separator: " ")
                : words.isEmpty ? "universal \(scale)entry" : words.joined(separator: " ")
            if counts[label] == nil { order.append(label) }
            counts[label, default: 0] += 1
        }
        return order.map { label in
            let plural = counts[label]! > 1
            let noun = label.hasSuffix("slot") || label.hasSuffix("entry") ? label : label + " entry"
            guard plural else { return noun }
            let many = noun.hasSuffix("entry") ? noun.dropLast("entry".count) + "entries" : noun + "s"
            return "\(counts[label]!) \(many)"
        }
    }

    /// `items` as one phrase: `a`, `a and b`, `a, b and c`, at most six then how many more.
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let shown = items.count > 6 ? Array(items.prefix(5)) + ["\(items.count - 5) more"] : items
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}
