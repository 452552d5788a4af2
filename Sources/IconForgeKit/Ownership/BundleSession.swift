import Foundation
import Synchronization

/// One run writing into one bundle: the one way iconforge writes assets. `icon`, `button` and
/// `build` each open one per bundle, which, once, checks the previews folder is outside the
/// bundle, takes the bundle's lock, clears temporaries a killed run left (`WritingMark`), and loads the
/// record, setting aside records that name files their asset never makes. Then `claim` is the
/// only clash check, `write` the only way an asset's files, preview included, reach the disk
/// (hashed from the bytes written), `prune` the only way they leave it, and `save` keeps the
/// record. A file is replaced or deleted only while the record holds it with the bytes it
/// still has; the rest is the user's (see `WriteContext`). Previews and contact sheets answer to
/// their own folder's record as well (`BundleSession+Pictures`).
public final class BundleSession<Store: RecordStore>: Sendable {
    /// Where a session may write besides the bundle, and how it treats what is in the way.
    public struct Options: Sendable {
        /// Where previews go; nil writes none.
        public var previews: URL?
        /// The build's contact sheet and Swift file, which its first output records.
        public var sheet: URL?
        public var swift: URL?
        /// The folder in which previews and sheets left by an earlier manifest are recognised.
        public var project: URL?
        /// The user consented to take over sets, entries and files in the way.
        public var replaces = false
        /// How the user gives that consent, for the refusals' words.
        public var consent = BundleError.ReplaceConsent.option
        /// Whether files another asset recorded clash with an asset's (commands); a build
        /// lets an asset take over the files of one removed from its manifest instead.
        public var recordsClash = true
        /// Take the bundle's lock (a run that writes); `build --check` only reads.
        public var locks = true
        /// The bundle's path as the user gave it, to name files in notes; nil: absolute paths.
        public var shownRoot: String?
        /// The format settings the bundle is written with (`FormatOptions.recorded`): recorded
        /// with each asset's files as what named them, so that the names they made are known
        /// for pruning once the settings change.
        public var settings: [String: String] = [:]
        /// Judges each recorded file's stamp as the record check takes it (a build's `FileTrust`),
        /// so that no file is stat'ed twice.
        var judge: OwnedPath.StampJudge?

        public init(previews: URL? = nil, replaces: Bool = false) {
            self.previews = previews
            self.replaces = replaces
        }
    }

    public let format: any OutputFormat
    public let options: Options
    /// Records naming files iconforge does not write for their asset, one line each; they are
    /// set aside (the record's `set-aside` part) at `save`.
    public let distrusted: [(id: String, message: String)]
    /// The record found unreadable and set aside when the session opened: its path, and one line
    /// saying so and what to do (`RecordFile`).
    public let setAsideRecord: (path: String, message: String)?
    /// With `Options.judge`: the recorded files (of the records kept) whose stamps the record
    /// check took and the judge found unchanged, and those it could not stamp, with their
    /// recorded SHA-256 (`OwnedPath.Checked`): a build's `FileTrust` stats only those.
    let stampsJudged: (unchanged: [String], unstamped: [(path: String, hash: String)])
    let ownership: OwnedPath
    let names: FolderNames
    /// The names in the folders pictures go to (previews, sheets), listed once each.
    let pictureNames = FolderNames()

    /// Clash key -> (asset, file) recorded when the session opened.
    let recordedKeys: [String: (id: String, path: String)]
    /// What the run changes, from several threads at once, under one lock.
    let ledger: Mutex<Ledger>

    /// The record and what this run did to it.
    struct Ledger {
        var store: Store
        /// The record as last saved (or loaded), to save only what changed.
        var saved: Store
        /// Records refused, set aside at the next save.
        var ignored: [String: [String: String]] = [:]
        /// Files recorded (written) during this run.
        var writtenFiles = Set<String>()
        /// Every recorded file (relative path) -> the assets recording it -> SHA-256.
        var recordedFiles: [String: [String: String]] = [:]
        /// Clash key -> (asset, label) claimed this run.
        var claims: [String: (id: String, label: String)] = [:]
        /// Who else recorded each file of the bundle, read on the first refusal (`otherWriter`).
        var writers: [String: String]?
        /// The clash keys of the files other manifests writing this output record, with the
        /// manifest, worked out on the first write (`refuseOtherManifests`).
        var otherManifestKeys: [String: String]?
        /// The bundle's lock while held.
        var bundleLock: BundleLock?
    }

    public var root: URL { format.root }
    /// `root`'s path, computed once: every file written is named from it.
    let rootPath: String

    /// Opens the bundle `format` writes; `load` reads its record from the bundle's folder.
    public init(format: any OutputFormat, options: Options, load: (URL) throws -> Store) throws {
        if let previews = options.previews, format.contains(previews) {
            throw BundleError.previewsInsideBundle(previews: previews.path, bundle: format.root.path)
        }
        self.format = format
        self.options = options
        rootPath = format.root.path
        names = FolderNames { [format] in format.sameName($0) }
        let beside = [options.previews, options.sheet?.deletingLastPathComponent(), options.swift?.deletingLastPathComponent()]
        let bundleLock = options.locks ? try BundleLock(folder: format.root, beside: beside.compactMap { $0 }) : nil
        var store: Store
        do {
            (store, setAsideRecord) = try Self.open(format.root, load: load, options: options)
        } catch {
            bundleLock?.release()
            throw error
        }
        let saved = store
        ownership = OwnedPath(root: format.root, previews: options.previews, sheet: options.sheet, swift: options.swift,
                              project: options.project ?? format.root, format: format, codegen: (store as? WriterRecord)?.owner == .commands)
        // The record is data a pull request can change: one naming files its asset never makes is
        // set aside. Every record is checked, every run: the stamp cache may spare re-hashing a
        // file whose stat is unchanged, never this check (the record itself may be the change).
        let unchecked = store.recordedFiles
        var settings: [String: [String: String]] = [:]
        for id in unchecked.keys {
            let named = store.settings(of: id)
            if !named.isEmpty { settings[id] = named }
        }
        let checked = ownership.check(unchecked, settings: settings, kind: store.displayName, judge: options.judge)
        (distrusted, stampsJudged) = (checked.distrusted, (checked.unchanged, checked.unstamped))
        var ignored: [String: [String: String]] = [:]
        for (id, _) in distrusted { ignored[id] = store.remove(id) }
        // Each key goes to the first asset and file holding it, by id then path; found without
        // sorting the record, which may hold 200,000 invented entries.
        var keys: [String: (id: String, path: String)] = [:]
        var recordedFiles: [String: [String: String]] = [:]
        for (id, files) in store.recordedFiles {
            for (path, hash) in files {
                recordedFiles[path, default: [:]][id] = hash
                guard options.recordsClash else { continue }
                let key = format.clashKey(path)
                if let held = keys[key], (held.id, held.path) < (id, path) { continue }
                keys[key] = (id, path)
            }
        }
        recordedKeys = keys
        ledger = Mutex(Ledger(store: store, saved: saved, ignored: ignored, recordedFiles: recordedFiles, bundleLock: bundleLock))
    }

    /// The record as it stands.
    public var records: Store { ledger.withLock { $0.store } }

    /// The files recorded (written) so far in this run.
    var written: Set<String> { ledger.withLock { $0.writtenFiles } }

    /// `url` as records name it: relative to the bundle (`../iconforge-previews/home-preview.png`).
    public func relativePath(_ url: URL) -> String {
        RelativePath.of(url.path, from: rootPath)
    }

    /// The file at a recorded relative path. A plain join for the bundle's own files (a batch
    /// names thousands); a path climbing out of it (`../iconforge-previews/…`) is standardized.
    func url(_ relative: String) -> URL {
        let path = rootPath + "/" + relative
        let climbs = relative.hasPrefix("../") || relative.plainlyContains("/../") || relative.plainlyContains("/./")
        return URL(filePath: climbs ? LexicalPath.standardized(path) : path, directoryHint: .notDirectory)
    }

    /// A recorded path as notes show it: joined to the bundle's path as the user gave it, `..`
    /// resolved by spelling.
    func shown(_ relative: String) -> String {
        options.shownRoot.map { LexicalPath.join($0, relative) } ?? url(relative).path
    }

    /// The SHA-256 some asset recorded for `relative`, if any does.
    func recordedHash(_ relative: String) -> String? {
        ledger.withLock { $0.recordedFiles[relative]?.values.first }
    }

    /// Records `files` as asset `id`'s, in the store and the index of recorded files, with what
    /// it put into shared `Contents.json` files (`shares`; nil: as recorded before) and the
    /// settings that named them (`settings`; nil: as recorded before), and for the contact sheet
    /// the assets its pages show (`shown`; nil: as recorded before, for the pages it keeps).
    func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?,
                shares: [String: ContentsShare]? = nil, settings: [String: String]? = nil, shown: [String: [String]]? = nil) {
        ledger.withLock { ledger in
            for path in ledger.store.files(of: id)?.keys.map({ $0 }) ?? [] { ledger.recordedFiles[path]?.removeValue(forKey: id) }
            let pages = (shown ?? ledger.store.shown(of: id)).filter { files[$0.key] != nil }
            ledger.store.record(id, files: files, fingerprint: fingerprint)
            if pages != ledger.store.shown(of: id) { ledger.store.recordShown(id, pages) }
            if let shares { ledger.store.recordShares(id, shares.filter { files[$0.key] != nil }) }
            if let settings { ledger.store.recordSettings(id, settings) }
            for (path, hash) in files { ledger.recordedFiles[path, default: [:]][id] = hash }
            ledger.writtenFiles.formUnion(files.keys)
        }
    }

    /// Saves the record when it changed, setting aside the records it refused.
    public func save() throws {
        let (current, unsaved) = ledger.withLock { ($0.store, $0.store != $0.saved) }
        guard unsaved, FileManager.default.fileExists(atPath: root.path) else { return }
        try persist(current)
    }

    /// Saves the record when it changed since last saved, so a killed run keeps its progress;
    /// a failure is left for `save`, which reports it.
    func checkpoint() {
        let (current, unsaved) = ledger.withLock { ($0.store, $0.store != $0.saved) }
        guard unsaved else { return }
        try? persist(current)
    }

    /// Writes `current` with the records it refused set aside, in one atomic write of the
    /// record, under the bundle's lock: a session holding none (`build --check`, or closed)
    /// writes nothing. Refused records a failed write leaves are set aside by the next.
    private func persist(_ current: Store) throws {
        // Taken only by a session that will write: one without the lock keeps them.
        guard let setAside = ledger.withLock({ ledger -> [String: [String: String]]? in
            guard ledger.bundleLock != nil else { return nil }
            defer { ledger.ignored = [:] }
            return ledger.ignored
        }) else { return }
        do {
            try current.save(to: root, settingAside: setAside)
        } catch {
            ledger.withLock { $0.ignored.merge(setAside) { first, _ in first } }
            throw error
        }
        ledger.withLock { $0.saved = current }
    }

    /// Releases the bundle's lock (also when the session goes away).
    public func close() {
        let held = ledger.withLock { ledger in
            defer { ledger.bundleLock = nil }
            return ledger.bundleLock
        }
        held?.release()
    }
}
