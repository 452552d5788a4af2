import Foundation

/// The four files earlier versions kept where the one record now is: `.iconforge-owned.json`
/// (what `icon`, `button` and `codegen` wrote), `.iconforge-state.json` (each manifest's
/// build), `.iconforge-previews.json` (a previews folder's pictures) and
/// `.iconforge-ignored.json` (records set aside). Each is read once, into the record, and
/// removed once the record is written (`BundleRecord.update`). What the record already holds
/// wins over them, entry by entry; one that is no record is refused as the record would be,
/// under its own name, so it is set aside and said as before.
extension BundleRecord {
    enum Legacy {
        static let commands = ".iconforge-owned.json"
        static let build = ".iconforge-state.json"
        static let pictures = ".iconforge-previews.json"
        static let setAside = ".iconforge-ignored.json"
        static let all = [commands, build, pictures, setAside]
    }

    /// Takes in what the earlier versions' files in `folder` hold that this record lacks.
    mutating func adoptLegacy(in folder: URL) throws {
        legacy = []
        for name in Legacy.all {
            let url = folder.appendingPathComponent(name)
            // The two records a run trusts are refused when unreadable; the others were read
            // as best they could be, as earlier versions read them.
            let data: Data?
            switch name {
            case Legacy.commands, Legacy.build: data = try RecordFile.read(url)
            default: data = (try? RecordFile.read(url)) ?? nil
            }
            guard let data else { continue }
            switch name {
            case Legacy.commands:
                for (id, entry) in try Self.commandRecords(data, url) where commands[id] == nil { commands[id] = entry }
            case Legacy.build:
                for (manifest, entries) in try Self.buildRecords(data, url) where manifests[manifest] == nil {
                    manifests[manifest] = entries
                }
            case Legacy.pictures:
                for (picture, hash) in JSONValue(parsing: data)?.members?["pictures"]?.members ?? [:]
                where Self.isPictureName(picture) && pictures[picture] == nil {
                    if let hash = hash.text { pictures[picture] = hash }
                }
            default:
                for (id, files) in JSONValue(parsing: data)?.members?["assets"]?.members ?? [:] where setAside[id] == nil {
                    setAside[id] = files.members?.compactMapValues(\.text) ?? [:]
                }
            }
            legacy.append(name)
        }
    }

    /// The records of `.iconforge-owned.json` (`{"assets": {id: {path: hash}}, "shared": ...,
    /// "settings": ...}`), read straight into strings when written as iconforge writes them,
    /// else value by value.
    private static func commandRecords(_ data: Data, _ url: URL) throws -> [String: RecordEntry] {
        var entries: [String: RecordEntry] = [:]
        var shared: [String: JSONValue] = [:], settings: [String: [String: String]] = [:]
        if let plain = try? JSONDecoder().decode(OwnedFile.self, from: data) {
            for (id, files) in plain.assets { entries[id] = RecordEntry(files: files) }
            shared = plain.shared ?? [:]
            settings = plain.settings ?? [:]
        } else {
            let document = JSONValue(parsing: data)?.members
            guard let members = document?["assets"]?.members else { throw RecordFile.unparsed(url, data, detail: .noAssetsObject) }
            for (id, files) in members { entries[id] = RecordEntry(files: files.members?.compactMapValues(\.text) ?? [:]) }
            shared = document?["shared"]?.members ?? [:]
            for (id, table) in document?["settings"]?.members ?? [:] {
                settings[id] = table.members?.compactMapValues(\.text) ?? [:]
            }
        }
        for (id, shares) in shared where entries[id] != nil { entries[id]?.shared = ContentsShare.table(shares) }
        for (id, table) in settings where entries[id] != nil && !table.isEmpty { entries[id]?.settings = table }
        return entries
    }

    private struct OwnedFile: Decodable {
        let assets: [String: [String: String]]
        let shared: [String: JSONValue]?
        let settings: [String: [String: String]]?
    }

    /// The sections of `.iconforge-state.json` by manifest: format 2's as written, format 1's
    /// (one manifest's records) under `""`, the manifest that builds next.
    private static func buildRecords(_ data: Data, _ url: URL) throws -> [String: [String: RecordEntry]] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw RecordFile.unparsed(url, data) }
        // Worded only when thrown: it parses the file again to say what is wrong with it.
        var unreadable: BundleError { RecordFile.unparsed(url, data, detail: .notABuildState) }
        switch root["format"] as? Int {
        case 1:
            guard let assets = root["assets"] as? [String: [String: Any]] else { throw unreadable }
            return ["": try buildEntries(assets, url)]
        case 2:
            guard let manifests = root["manifests"] as? [String: [String: Any]] else { throw unreadable }
            var sections: [String: [String: RecordEntry]] = [:]
            for (key, section) in manifests {
                guard let assets = section["assets"] as? [String: [String: Any]] else { throw unreadable }
                sections[key] = try buildEntries(assets, url)
            }
            return sections
        case let later? where later > 2:
            // A later version's state is no damaged one: it is left alone, and said.
            throw BundleError.io(path: url.path, reason: "a later iconforge wrote this build state (format \(later)); build with that "
                                 + "version, or delete the file to rebuild everything")
        default:
            throw unreadable
        }
    }

    private static func buildEntries(_ assets: [String: [String: Any]], _ url: URL) throws -> [String: RecordEntry] {
        var entries: [String: RecordEntry] = [:]
        for (id, fields) in assets {
            guard let source = fields["source"] as? String, let options = fields["options"] as? String,
                  let version = fields["version"] as? String, let files = fields["files"] as? [String: String] else {
                throw BundleError.unreadableRecord(path: url.path, problem: .incompleteAsset(id))
            }
            entries[id] = RecordEntry(files: files, shared: ContentsShare.table(fields["shared"].flatMap(JSONValue.init(serialized:))),
                                      settings: fields["settings"] as? [String: String] ?? [:],
                                      source: source, options: options, version: version)
        }
        return entries
    }
}
