import Foundation

/// The one record iconforge keeps in a folder it writes into, `.iconforge-record.json` (hidden,
/// so Xcode, aapt and folder listings pass over it): everything iconforge wrote there, by whom.
/// A bundle's holds, per writer, each asset's files with the SHA-256 of the bytes written, the
/// format settings that named them, and what it put into the `Contents.json` files it shares
/// with the user (`RecordEntry`): `commands` for `icon`, `button` and `codegen`, `manifests`
/// for each manifest whose build writes the folder (the build's fingerprints beside). Each
/// part keeps its previews and contact sheet as entries of their own (`RecordSection`). A folder
/// of previews and contact sheets holds its `pictures`, whichever run drew them. Records
/// iconforge refused to act on (`set-aside`) stay in it for people to look at. Each writer
/// reads and rewrites only its own part (`update`); the file is printed with sorted keys and
/// no times, so a committed bundle diffs cleanly. It replaces the four files earlier versions
/// kept (`BundleRecord+Legacy`), which are read once and removed once it is written.
struct BundleRecord: Equatable, Sendable {
    static let fileName = ".iconforge-record.json"
    /// 4: previews and the contact sheet are entries of their own (`RecordSection`). 3: the one
    /// record, a preview one more file of its asset and the sheet an asset, read and written again
    /// as 4. (1 and 2 were the build states of earlier versions, `.iconforge-state.json`.)
    static let formatVersion = 4
    /// The oldest format of this file read (then written again as `formatVersion`).
    static let oldestFormat = 3

    /// The commands' records (`icon`, `button`, `codegen`) by asset id.
    var commands: [String: RecordEntry] = [:]
    /// Each manifest's records, by the manifest's path relative to the folder (`../iconforge.yml`);
    /// `""` holds a build state from before records were kept by manifest (format 1), taken as
    /// the records of the manifest that builds next.
    var manifests: [String: [String: RecordEntry]] = [:]
    /// The pictures of a previews folder: name -> SHA-256.
    var pictures: [String: String] = [:]
    /// Records set aside, by asset id: relative path -> SHA-256.
    var setAside: [String: [String: String]] = [:]
    /// The files of earlier versions this record was read from (their names in the folder),
    /// removed once it is saved. Not part of what the record says.
    var legacy: [String] = []
    /// Whether the file was read in an older format (`oldestFormat`...), so the next write
    /// rewrites it. Not part of what the record says.
    var older = false

    static func == (lhs: BundleRecord, rhs: BundleRecord) -> Bool {
        lhs.commands == rhs.commands && lhs.manifests == rhs.manifests && lhs.pictures == rhs.pictures
            && lhs.setAside == rhs.setAside
    }

    var isEmpty: Bool { commands.isEmpty && manifests.isEmpty && pictures.isEmpty && setAside.isEmpty }

    /// The record in `folder`, with what earlier versions' files there hold that it lacks; empty
    /// when there is none. Throws `BundleError.unreadableRecord` (naming the file) for one that
    /// is no record (`RecordFile`), and `.io` for one a later version wrote.
    static func read(from folder: URL) throws -> BundleRecord {
        var record = try BundleRecordCache.read(folder.appendingPathComponent(fileName))
        try record.adoptLegacy(in: folder)
        return record
    }

    /// Reads the record in `folder` (`read`), lets `change` change it, and writes it atomically
    /// when it changed or was read from an earlier version's files, which are removed once it
    /// is written (never before). An empty record is removed, so a folder emptied of
    /// iconforge's files is empty. The caller holds the folder's lock.
    @discardableResult
    static func update<T>(in folder: URL, _ change: (inout BundleRecord) throws -> T) throws -> T {
        let url = folder.appendingPathComponent(fileName)
        let before = try read(from: folder)
        var record = before
        let result = try change(&record)
        guard record != before || !before.legacy.isEmpty || before.older else { return result }
        do {
            if record.isEmpty {
                if unlink(url.path) != 0 && errno != ENOENT { throw BundleError.io(path: url.path, reason: "cannot be removed") }
            } else {
                try AtomicFile.write(Data(record.text.utf8), to: url)
            }
        } catch let error as BundleError {
            throw error
        } catch {
            throw BundleError(url, error)
        }
        BundleRecordCache.saved(record, at: url)
        // Only now that the record holds all they held.
        for name in before.legacy { unlink(folder.appendingPathComponent(name).path) }
        return result
    }

    /// Writes what earlier versions' files in `folder` hold into its record and removes them,
    /// under the folder's lock; nothing when there are none.
    static func migrate(in folder: URL) throws {
        try update(in: folder) { _ in }
    }

    /// The record as JSON text: sorted keys, no times, so identical runs give identical files.
    var text: String {
        // Members in the order of their keys, as `JSONValue.xcodeText` writes them, written
        // straight from the entries (`RecordEntry.write`).
        var members: [(key: String, write: (inout String) -> Void)] = []
        if !commands.isEmpty {
            members.append(("commands", { out in
                RecordSection(commands).write(indent: 1, to: &out)
            }))
        }
        members.append(("format", { out in out += String(Self.formatVersion) }))
        members.append(("generator", { out in JSONValue.appendQuoted("iconforge", to: &out) }))
        if !manifests.isEmpty {
            members.append(("manifests", { out in
                JSONValue.writeObject(manifests, indent: 1, to: &out) { entries, out, indent in
                    RecordSection(entries).write(indent: indent, to: &out)
                }
            }))
        }
        if !pictures.isEmpty { members.append(("pictures", { out in RecordEntry.write(pictures, indent: 1, to: &out) })) }
        if !setAside.isEmpty {
            members.append(("set-aside", { out in
                JSONValue.writeObject(setAside, indent: 1, to: &out) { table, out, indent in RecordEntry.write(table, indent: indent, to: &out) }
            }))
        }
        var out = "{\n"
        out.reserveCapacity(512 * (commands.count + manifests.values.reduce(0) { $0 + $1.count }) + 128 * pictures.count)
        for (index, member) in members.enumerated() {
            JSONValue.pad(1, &out)
            JSONValue.appendQuoted(member.key, to: &out)
            out += " : "
            member.write(&out)
            out += index == members.count - 1 ? "\n" : ",\n"
        }
        return out + "}\n"
    }

    /// The record in `data`, read from `url`.
    static func parse(_ data: Data, from url: URL) throws -> BundleRecord {
        guard let plain = Plain.scanned(data) ?? (try? JSONDecoder().decode(Plain.self, from: data)) else {
            if let format = (try? JSONDecoder().decode(Format.self, from: data))?.format, format > formatVersion {
                throw laterVersion(url, format)
            }
            throw RecordFile.unparsed(url, data)
        }
        guard (oldestFormat ... formatVersion).contains(plain.format) else {
            if plain.format > formatVersion { throw laterVersion(url, plain.format) }
            throw RecordFile.unparsed(url, data)
        }
        var record = BundleRecord()
        record.older = plain.format < formatVersion
        record.commands = plain.commands?.entries ?? [:]
        record.manifests = (plain.manifests ?? [:]).mapValues(\.entries)
        record.pictures = (plain.pictures ?? [:]).filter { isPictureName($0.key) }
        record.setAside = plain.setAside ?? [:]
        return record
    }

    /// A later version's record is no damaged one: it is left alone, and said.
    private static func laterVersion(_ url: URL, _ format: Int) -> BundleError {
        .io(path: url.path, reason: "a later iconforge wrote this record (format \(format)); run that version, or delete the file "
            + "to rebuild everything")
    }

    /// Whether `name` is one a picture of iconforge's may have: a plain name in its folder, and
    /// none of iconforge's own records and temporaries.
    static func isPictureName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.hasPrefix(".iconforge-") && !name.contains("/") && !name.contains("\0")
    }

    /// The record as iconforge writes it, read straight into strings: a record of 200,000
    /// entries reads in a moment, where `JSONValue` tries every kind of value on each string.
    struct Plain: Decodable {
        typealias Section = RecordSection.Plain
        let format: Int
        let commands: Section?
        let manifests: [String: Section]?
        let pictures: [String: String]?
        let setAside: [String: [String: String]]?

        enum CodingKeys: String, CodingKey {
            case format, commands, manifests, pictures
            case setAside = "set-aside"
        }
    }

    private struct Format: Decodable { let format: Int }
}
