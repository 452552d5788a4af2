import Foundation

/// One writer's part of a bundle's record as the file keeps it (`commands`, or one manifest's):
/// its assets' files in the bundle (`RecordEntry`), each preview an entry of its own (`previews`,
/// by path relative to the bundle: the asset it shows and the SHA-256 of the bytes written),
/// and the contact sheet one entry (`contact-sheet`: each page with its SHA-256 and the assets
/// it shows, and for a build the fingerprints it was drawn from). A run sees the same as the
/// pictures its assets drew (`entries`): a preview among its asset's files, the sheet's pages as
/// the files of `RecordID.contactSheet`, so claims, pruning and `--check` judge them as every
/// recorded file, and the record says which is which.
struct RecordSection: Equatable {
    /// One preview: the asset it shows, and the SHA-256 of the bytes written.
    struct Preview: Equatable, Decodable {
        var asset: String
        var hash: String
    }

    /// One page of the contact sheet: the SHA-256 of the bytes written, and the assets it shows (sorted).
    struct Page: Equatable, Decodable {
        var hash: String
        var shows: [String] = []

        init(hash: String, shows: [String]? = nil) {
            (self.hash, self.shows) = (hash, shows ?? [])
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(hash: try container.decode(String.self, forKey: .hash),
                      shows: try container.decodeIfPresent([String].self, forKey: .shows))
        }

        private enum CodingKeys: String, CodingKey { case hash, shows }
    }

    /// The contact sheet: its pages by path, and the fingerprints a build drew it from.
    struct Sheet: Equatable, Decodable {
        var pages: [String: Page]
        var source: String?
        var options: String?
        var version: String?
    }

    /// The assets' records, without their previews.
    var assets: [String: RecordEntry] = [:]
    /// Preview path (relative to the bundle) -> what drew it.
    var previews: [String: Preview] = [:]
    var sheet: Sheet?

    /// `entries` as the file keeps them: each asset's files outside the bundle (`../…`) are its
    /// previews; the Swift file a build writes stays a file of `RecordID.swift`. Two assets
    /// naming one preview: the first by id keeps it (the other's record of it goes, so it never
    /// deletes what the first drew there).
    init(_ entries: [String: RecordEntry]) {
        for (id, entry) in entries {
            if id == RecordID.contactSheet {
                let pages = entry.files.reduce(into: [String: Page]()) { pages, file in
                    pages[file.key] = Page(hash: file.value, shows: entry.shown[file.key] ?? [])
                }
                sheet = Sheet(pages: pages, source: entry.source, options: entry.options, version: entry.version)
                continue
            }
            var bundle = entry
            if id != RecordID.swift {
                for (path, hash) in entry.files where Self.isOutside(path) {
                    bundle.files[path] = nil
                    if previews[path].map({ id < $0.asset }) ?? true { previews[path] = Preview(asset: id, hash: hash) }
                }
            }
            assets[id] = bundle
        }
    }

    init(assets: [String: RecordEntry], previews: [String: Preview], sheet: Sheet?) {
        (self.assets, self.previews, self.sheet) = (assets, previews, sheet)
    }

    /// The records as a run sees them: each preview among its asset's files (one of an asset
    /// with no record is left out: nothing vouches for it), the sheet as `RecordID.contactSheet`.
    var entries: [String: RecordEntry] {
        var entries = assets
        for (path, preview) in previews where entries[preview.asset] != nil && preview.asset != RecordID.contactSheet {
            entries[preview.asset]?.files[path] = preview.hash
        }
        if let sheet {
            var entry = RecordEntry(files: sheet.pages.mapValues(\.hash), source: sheet.source, options: sheet.options,
                                    version: sheet.version)
            entry.shown = sheet.pages.compactMapValues { $0.shows.isEmpty ? nil : $0.shows }
            entries[RecordID.contactSheet] = entry
        }
        return entries
    }

    /// Whether `path`, relative to the bundle, lies outside it: where previews and sheets go.
    static func isOutside(_ path: String) -> Bool {
        path == ".." || path.hasPrefix("../")
    }

    /// Appends the section as `JSONValue.xcodeText` lays it out: sorted keys, empty parts left out.
    func write(indent: Int, to out: inout String) {
        var members: [(key: String, write: (inout String, Int) -> Void)] = [
            ("assets", { out, indent in RecordEntry.write(assets, indent: indent, to: &out) }),
        ]
        if let sheet { members.append(("contact-sheet", { out, indent in Self.write(sheet, indent: indent, to: &out) })) }
        if !previews.isEmpty {
            members.append(("previews", { out, indent in
                JSONValue.writeObject(previews, indent: indent, to: &out) { preview, out, indent in
                    Self.writeMembers([("asset", { JSONValue.appendQuoted(preview.asset, to: &$0) }),
                                       ("hash", { JSONValue.appendQuoted(preview.hash, to: &$0) })], indent: indent, to: &out)
                }
            }))
        }
        Self.writeMembers(members.map { member in (member.key, { out in member.write(&out, indent + 1) }) }, indent: indent, to: &out)
    }

    private static func write(_ sheet: Sheet, indent: Int, to out: inout String) {
        var members: [(String, (inout String) -> Void)] = []
        if let options = sheet.options { members.append(("options", { JSONValue.appendQuoted(options, to: &$0) })) }
        members.append(("pages", { out in
            JSONValue.writeObject(sheet.pages, indent: indent + 1, to: &out) { page, out, indent in
                var fields: [(String, (inout String) -> Void)] = [("hash", { JSONValue.appendQuoted(page.hash, to: &$0) })]
                if !page.shows.isEmpty {
                    fields.append(("shows", { JSONValue.array(page.shows.sorted().map(JSONValue.string)).write(to: &$0, indent: indent + 1) }))
                }
                writeMembers(fields, indent: indent, to: &out)
            }
        }))
        if let source = sheet.source { members.append(("source", { JSONValue.appendQuoted(source, to: &$0) })) }
        if let version = sheet.version { members.append(("version", { JSONValue.appendQuoted(version, to: &$0) })) }
        writeMembers(members, indent: indent, to: &out)
    }

    /// Appends an object of `members`, given in the order of their keys.
    private static func writeMembers(_ members: [(String, (inout String) -> Void)], indent: Int, to out: inout String) {
        out += "{\n"
        for (index, member) in members.enumerated() {
            JSONValue.pad(indent + 1, &out)
            JSONValue.appendQuoted(member.0, to: &out)
            out += " : "
            member.1(&out)
            out += index == members.count - 1 ? "\n" : ",\n"
        }
        JSONValue.pad(indent, &out)
        out += "}"
    }

    /// A section as iconforge writes it (`BundleRecord.Plain`); format 3's held only `assets`.
    struct Plain: Decodable {
        let assets: [String: RecordEntry.Plain]
        let previews: [String: Preview]?
        let sheet: Sheet?

        enum CodingKeys: String, CodingKey {
            case assets, previews
            case sheet = "contact-sheet"
        }

        init(assets: [String: RecordEntry.Plain], previews: [String: Preview]? = nil, sheet: Sheet? = nil) {
            (self.assets, self.previews, self.sheet) = (assets, previews, sheet)
        }

        /// The records as a run sees them (`RecordSection.entries`).
        var entries: [String: RecordEntry] {
            // Most parts hold no pictures (every part of format 3): read as they are.
            guard previews != nil || sheet != nil else { return assets.mapValues(\.entry) }
            return RecordSection(assets: assets.mapValues(\.entry), previews: previews ?? [:], sheet: sheet).entries
        }
    }
}
