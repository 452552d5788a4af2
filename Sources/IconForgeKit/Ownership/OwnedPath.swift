import Foundation

/// Which paths a bundle's record (`.iconforge-record.json`) may name.
/// Those records are data a pull request can change, so a recorded path counts only when it
/// resolves (links and `..` followed) to where iconforge writes for that asset: inside the
/// output, one of the files that asset can make in the output's format; inside the previews
/// folder, its preview; the contact sheet or the Swift file. A preview or sheet left behind by an earlier
/// manifest (previews moved or switched off) is still recognised by its name inside the
/// project's folder (for a command, the bundle's parent, where earlier versions drew them). A
/// picture named anywhere else is no lie: pictures move with the previews folder, and the
/// record of the folder holding one says whether it is iconforge's (`isPictureElsewhere`).
public struct OwnedPath: Sendable {
    let root: String
    let previews: String?
    let sheet: String?
    let swift: String?
    let project: String
    let format: any OutputFormat
    /// Whether Swift files `codegen` wrote may be recorded here (a command's record, not a build's).
    let codegen: Bool
    /// The files each asset can make in the bundle, worked out once per kind of asset.
    let recordable: RecordablePathIndex

    public init(root: URL, previews: URL?, sheet: URL?, swift: URL? = nil, project: URL, format: any OutputFormat,
                codegen: Bool = false) {
        self.codegen = codegen
        self.root = RealPath.of(root.path)
        self.previews = previews.map { RealPath.of($0.path) }
        self.sheet = sheet.map { RealPath.of($0.path) }
        self.swift = swift.map { RealPath.of($0.path) }
        self.project = RealPath.of(project.path)
        self.format = format
        recordable = RecordablePathIndex(format: format)
    }

    /// The real path of `relative` as recorded for asset `id` with `settings` (the format
    /// settings the record says named its files), or nil when iconforge would never have
    /// written there. `recordable`: the paths the asset can make, when known.
    public func resolve(_ relative: String, id: String, settings: [String: String] = [:],
                        recordable: RecordablePaths? = nil) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !RelativePath.holdsNUL(relative) else { return nil }
        let path = RealPath.of(relative, in: root)
        guard path != root else { return nil }
        if path == sheet { return id == RecordID.contactSheet ? path : nil }
        if path == swift { return id == RecordID.swift ? path : nil }
        // `codegen`'s Swift files, recorded beside them (`RecordedFile`) in a folder a command may write.
        if id == RecordID.swift, codegen {
            return !relative.utf8.contains(UInt8(ascii: "/")) && RelativePath.name(of: path).hasSuffix(".swift") ? path : nil
        }
        if RealPath.isInside(path, root) {
            // Only as written: `relative` spelled plainly (byte for byte), naming a file this asset can make.
            guard Self.isSpelled(path, as: relative, in: root) else { return nil }
            return (recordable ?? self.recordable.paths(id: id, settings: settings)).contains(relative) ? path : nil
        }
        let inPreviews = previews.map { RealPath.isInside(path, $0) && path != $0 } ?? false
        guard inPreviews || RealPath.isInside(path, project) else { return nil }
        return Self.isPicture(RelativePath.name(of: path), of: id) ? path : nil
    }

    /// Whether `path` (inside `root`) is `root`, a slash and `relative`, byte for byte.
    private static func isSpelled(_ path: String, as relative: String, in root: String) -> Bool {
        var path = path, relative = relative
        let offset = root.utf8.count + 1
        return path.withUTF8 { path in
            relative.withUTF8 { relative in
                path.count == offset + relative.count
                    && (relative.isEmpty || memcmp(path.baseAddress! + offset, relative.baseAddress!, relative.count) == 0)
            }
        }
    }

    /// Whether `name` is one of the pictures iconforge draws for asset `id`: its
    /// `<name>-preview.png`, or any PNG for the contact sheet.
    static func isPicture(_ name: String, of id: String) -> Bool {
        if id == RecordID.contactSheet { return name.hasSuffix(".png") }
        let assetName = id.split(separator: "/").last.map(String.init) ?? id
        return name == "\(assetName)-preview.png"
    }

    /// `path` (a real path) relative to the bundle when it lies inside it.
    private func relativeInside(_ path: String) -> String? {
        let prefix = root == "/" ? "/" : root + "/"
        // By bytes: `hasPrefix` takes canonically equal spellings (NFC, NFD) as one, and cutting
        // the other spelling by the prefix's byte count could land inside a character.
        guard path.utf8.starts(with: prefix.utf8) else { return nil }
        return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// Whether `relative` names, outside the bundle, a picture iconforge draws for `id`, wherever
    /// it lies: previews and sheets move with the previews folder and the current folder of the
    /// run drawing them, and their folder's own record says whether they are iconforge's, so a
    /// bundle's record naming one elsewhere is no lie.
    func isPictureElsewhere(_ relative: String, id: String) -> Bool {
        guard id != RecordID.swift, !relative.hasPrefix("/"), !RelativePath.holdsNUL(relative) else { return false }
        let path = RealPath.of(relative, in: root)
        return !RealPath.isInside(path, root) && path != sheet && path != swift
            && Self.isPicture(RelativePath.name(of: path), of: id)
    }

    /// Whether `relative`, spelled as one of the files the asset can make (`recordable`), is a
    /// symbolic link in its own folder (no link above it): the user's link in one of its slots.
    func isLinkInSlot(_ relative: String, recordable: RecordablePaths) -> Bool {
        guard recordable.contains(relative) else { return false }
        let path = root + "/" + relative, folder = RelativePath.folder(of: path)
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK && RealPath.of(folder) == folder
    }

    /// The real path of `relative` when it may be deleted: it resolves where `resolve`
    /// allows (the asset's files under `settings`) and is a plain file there, not a link or a folder.
    public func deletable(_ relative: String, id: String, settings: [String: String] = [:]) -> String? {
        guard let path = resolve(relative, id: id, settings: settings) else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return path
    }

    /// The note for a recorded file that is not deleted because it is a link, a folder or
    /// outside the output; nil when nothing is there.
    static func leftInPlace(_ path: String, shown: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return "\(shown) is not where iconforge writes (a link, a folder, or outside the output), so it was left in place"
    }

    /// The ids of `records` (id -> relative path -> SHA-256) naming paths they may not, with
    /// one line for each: paths the asset never makes under the settings recorded with it
    /// (`settings`, by id; none: the defaults and the bundle's own). The whole record goes:
    /// the asset is written again, and nothing it names is deleted. `kind` names the records
    /// in the line ("the build state").
    public func distrusted(_ records: [String: [String: String]], settings: [String: [String: String]] = [:],
                           kind: String) -> [(id: String, message: String)] {
        check(records, settings: settings, kind: kind).distrusted
    }

    /// What `check` finds of a bundle's records.
    struct Checked {
        /// The records refused, a line each (`distrusted`).
        var distrusted: [(id: String, message: String)]
        /// Given a judge of stamps: the files of the records not refused whose stamp, as the
        /// check's one `fstatat` of each said, the judge found unchanged, and those the check did
        /// not find plainly in the bundle (a link, nothing there, the contact sheet), with their
        /// recorded SHA-256, for the judge's owner to stat (`FileTrust.check`).
        var unchanged: [String] = []
        var unstamped: [(path: String, hash: String)] = []
    }

    /// Whether a recorded file (relative path, recorded SHA-256) with a stamp is as a build kept it.
    typealias StampJudge = @Sendable (String, String, FileStamp) -> Bool

    /// What `check` finds of one record: the paths it refuses, and the files judged by their stamps.
    private struct Examined {
        var refused: [String] = []
        var unchanged: [String] = []
        var unstamped: [(path: String, hash: String)] = []
    }

    /// `distrusted`, and with `judge` each recorded file's stamp judged as it is taken: one stat
    /// per file for both (a no-op build of 1,000 icons checks 9,000 files).
    func check(_ records: [String: [String: String]], settings: [String: [String: String]] = [:], kind: String,
               judge: StampJudge? = nil) -> Checked {
        // In the record's own order: only the few refused are sorted (a record may hold 200,000 entries).
        let entries = Array(records)
        // Each folder checked for links once; then a file in one costs one `fstatat` from the
        // open bundle, and no path is built for it: its real path is the bundle's and its own.
        let tree = PlainTree(root: root, relatives: records.values.lazy.flatMap(\.keys))
        let (sheet, swift) = (sheet.flatMap(relativeInside), swift.flatMap(relativeInside))
        // Spread over the cores as the build's own file checks are, a few dozen records a run.
        let found = [Examined](concurrentlyMapping: entries.count, chunk: 32) { index in
            let (id, files) = entries[index]
            let recordable = self.recordable.paths(id: id, settings: settings[id] ?? [:])
            // What `resolve` finds for a plain path in the bundle, with no path built: one of the
            // asset's files. The contact sheet, the Swift file and `codegen`'s go the whole way.
            let plain = !(codegen && id == RecordID.swift)
            var found = Examined()
            for (path, hash) in files {
                var stamped = false
                if plain, path != sheet, path != swift {
                    switch tree.look(path) {
                    case .stamped(let stamp):
                        stamped = true
                        if let judge, judge(path, hash, stamp) { found.unchanged.append(path) }
                        if recordable.contains(path) { continue }
                    case .missing:
                        if recordable.contains(path) { continue }
                    case .notPlain:
                        break
                    }
                }
                if !stamped, judge != nil { found.unstamped.append((path, hash)) }
                if resolve(path, id: id, recordable: recordable) == nil && !isPictureElsewhere(path, id: id) { found.refused.append(path) }
            }
            found.refused.sort()
            // A link the user put in one of the asset's slots is no lie of the record's: that
            // slot is refused when written, and the asset keeps its other files.
            if found.refused.allSatisfy({ isLinkInSlot($0, recordable: recordable) }) { found.refused = [] }
            return found
        }
        var checked = Checked(distrusted: [])
        if judge != nil {
            checked.unchanged.reserveCapacity(found.reduce(0) { $0 + $1.unchanged.count })
            for examined in found where examined.refused.isEmpty {
                checked.unchanged += examined.unchanged
                checked.unstamped += examined.unstamped
            }
        }
        checked.distrusted = zip(entries, found).compactMap { record, found -> (id: String, message: String)? in
            let refused = found.refused
            guard !refused.isEmpty else { return nil }
            // Under the settings recorded with them, where any are: the names those make are the record's to hold.
            let named = (settings[record.key] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\(PrintableText.escaped($0.value))" }
            return (record.key, "\(kind) records \(refused.joined(separator: ", ")), which iconforge does not write for "
                                + "\(record.key)" + (named.isEmpty ? "" : " with \(named.joined(separator: ", "))")
                                + "; the record is ignored and nothing it names is touched")
        }.sorted { $0.id < $1.id }
        return checked
    }
}
