import Foundation
import Synchronization

/// What a format's `write` may replace, handed over by the session writing one asset: what the
/// record says iconforge wrote, and whether the user consented to take over what is in the
/// way (`--replace`, `replace: true`). Formats judge every file on disk through it, so the
/// ownership rule is one rule whatever the format.
public struct WriteContext: Sendable {
    /// The bundle's folder.
    public let root: URL
    /// Its path.
    let rootPath: String
    /// The files (path relative to `root` -> SHA-256) the record says this asset wrote.
    public let previous: [String: String]
    /// What the record says this asset put into the `Contents.json` files it shares with the
    /// user (relative path -> its part), to tell what of a set stays once the asset's files go.
    let shares: [String: ContentsShare]
    /// The user consented to take over the sets, entries and files in the way.
    public let replaces: Bool
    /// How the user gives that consent, for the refusal's words.
    let consent: BundleError.ReplaceConsent
    /// Every file the record holds, for any asset (a build takes over its removed assets'
    /// files): relative path -> SHA-256.
    let recorded: @Sendable (String) -> String?
    /// Who else recorded writing a file (another manifest), for the refusal's words.
    let otherWriter: @Sendable (String) -> String?
    /// How the asset can take another name, for the refusal of a set or file of the user's.
    let renaming: BundleError.Renaming?
    /// The names already in folders, to find those differing only in case.
    let names: FolderNames

    init(root: URL, previous: [String: String], replaces: Bool, consent: BundleError.ReplaceConsent,
         recorded: @escaping @Sendable (String) -> String?, otherWriter: @escaping @Sendable (String) -> String?,
         names: FolderNames, rootPath: String? = nil, renaming: BundleError.Renaming? = nil,
         shares: [String: ContentsShare] = [:]) {
        self.root = root
        self.rootPath = rootPath ?? root.path
        self.previous = previous
        self.shares = shares
        self.replaces = replaces
        self.consent = consent
        self.recorded = recorded
        self.otherWriter = otherWriter
        self.names = names
        self.renaming = renaming
    }

    /// A context with no record: only new files, and files already holding the bytes, are written.
    public static func unrecorded(root: URL) -> WriteContext {
        WriteContext(root: root, previous: [:], replaces: false, consent: .none, recorded: { _ in nil },
                     otherWriter: { _ in nil }, names: FolderNames())
    }

    /// The file at `path` (relative to `root`), as a path; plain string joins, as formats name
    /// their files plainly (a batch names thousands).
    func filePath(_ path: String) -> String {
        rootPath + "/" + path
    }

    /// The file at `path` (relative to `root`).
    func url(_ path: String) -> URL {
        URL(filePath: filePath(path), directoryHint: .notDirectory)
    }

    /// What stands at `path`, about to hold `data` (nil: not known yet).
    func standing(_ path: String, writing data: Data?) -> FileStanding {
        FileStanding.of(filePath(path), writing: data, recorded: previous[path] ?? recorded(path))
    }

    /// Throws unless iconforge may write `data` at `path`: nothing there (nor a name differing
    /// only in case), the same bytes, a file it recorded writing and that is unchanged, or,
    /// with the user's consent, the user's file. Returns what stands there.
    @discardableResult
    func check(_ path: String, writing data: Data?) throws -> FileStanding {
        let standing = standing(path, writing: data)
        try standing.require(at: filePath(path), replaces: replaces, names: names,
                             recorded: { other in previous.keys.contains { FolderNames.isSpelledAs(filePath($0), other) } }) {
            refusal(path, thing: .file, $0)
        }
        return standing
    }

    /// The refusal of `thing` at `path`, naming another record's writer when one holds it.
    func refusal(_ path: String, thing: BundleError.Thing, _ why: BundleError.Standing) -> BundleError {
        let owner = why != .noRecord && why != .changed ? nil : otherWriter(path).map(BundleError.Standing.otherRecord)
        // The user's own set or file where the asset's goes (not an entry of theirs in its set):
        // another name for the asset avoids it.
        var users = owner == nil && why == .noRecord
        if case .entry = thing { users = false }
        return .notIconforges(path: filePath(path), thing: thing, why: owner ?? why, consent: consent,
                              renaming: users ? renaming : nil)
    }
}

/// The names in the folders a session writes, listed once per folder, to find a name that is
/// one with a name about to be made, by the format's `sameName`: differing only in case or only
/// in Unicode normalization (`café` composed, NFC, or decomposed, NFD: one name on macOS, two on
/// Linux), or, for Android, only in extension. The keys are Swift strings, which compare under
/// canonical equivalence, so one key gathers every spelling; telling one spelling from another
/// takes the bytes (`isSpelledAs`).
final class FolderNames: Sendable {
    private let key: @Sendable (String) -> String
    private let listing = Mutex(Listing())

    private struct Listing {
        /// Folder path -> name key -> the names with that key.
        var folders: [String: [String: [String]]] = [:]
        /// Folders that exist but could not be listed.
        var unlisted: Set<String> = []
    }

    init(key: @escaping @Sendable (String) -> String = { $0.lowercased() }) {
        self.key = key
    }

    /// The existing name in `path`'s folder that is one with its own name but spelled otherwise
    /// (another case, another normalization, another extension), if any.
    func otherSpelling(of path: String) -> String? {
        let name = RelativePath.name(of: path)
        return names(like: path)?.first { !Self.isSpelledAs($0, name) }
    }

    /// Whether `one` and `other` are the same bytes: Swift's `==` takes `café` in NFC and in
    /// NFD as one string, as macOS takes them as one name, where Linux keeps two files.
    static func isSpelledAs(_ one: String, _ other: String) -> Bool {
        one.utf8.elementsEqual(other.utf8)
    }

    /// False when nothing named `path` was in its folder when listed, nor was made there
    /// since through `noteMade`: only another process, meanwhile, can have made it. A hint
    /// that saves a lstat(2) a new set; whatever then makes the name must still refuse to
    /// replace what it finds (`Platform.renameNoReplace`).
    func mayExist(_ path: String) -> Bool {
        let name = RelativePath.name(of: path)
        return names(like: path)?.contains { Self.isSpelledAs($0, name) } ?? true
    }

    /// Adds `path` to its folder's listing, once made by this process (or found there since).
    func noteMade(_ path: String) {
        let folder = RelativePath.folder(of: path), name = RelativePath.name(of: path)
        listing.withLock { $0.folders[folder]?[key(name), default: []].append(name) }
    }

    /// The names in `path`'s folder sharing its name's key (listing the folder the first
    /// time); nil when the folder exists but could not be listed.
    private func names(like path: String) -> [String]? {
        let folder = RelativePath.folder(of: path), name = RelativePath.name(of: path)
        let listed = listing.withLock { listing -> [String: [String]]? in
            if let listed = listing.folders[folder] { return listed }
            if listing.unlisted.contains(folder) { return nil }
            let location = folder.isEmpty ? "/" : folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: location) else {
                // A folder not made yet has nothing in it; one that cannot be read, unknown.
                guard !FileManager.default.fileExists(atPath: location) else { listing.unlisted.insert(folder); return nil }
                listing.folders[folder] = [:]
                return [:]
            }
            let listed = Dictionary(grouping: names, by: key)
            listing.folders[folder] = listed
            return listed
        }
        return listed.map { $0[key(name)] ?? [] }
    }
}
