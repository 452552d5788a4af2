import Foundation

/// Why a bundle, or one asset's files in it, could not be written: one case per reason, each
/// with the path it is about. `description` is one line for a person, the path first.
public enum BundleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Something iconforge may not replace stands where an asset goes (see `Standing`).
    /// `renaming`: for the user's set or file where the asset's own goes, how the asset can
    /// take another name instead; the line then names the asset, and the path in its reason.
    case notIconforges(path: String, thing: Thing, why: Standing, consent: ReplaceConsent, renaming: Renaming? = nil)
    /// A new set would stand beside the other kind's set of its name (`set`, such as
    /// `house.symbolset`, beside `house.imageset` at `path`), one asset name to Xcode, which fails
    /// to build a catalog holding both. That set stays: it is the user's (`keptFor` nil), or
    /// iconforge's, kept for what of the user's is in it once its own files go.
    case twinSet(path: String, set: String, keptFor: String?, renaming: Renaming?)
    /// A folder stands where a file goes.
    case folderInTheWay(path: String)
    /// A file stands where a folder goes.
    case fileInTheWay(path: String)
    /// A name that is one with another in its folder to the tools reading the bundle: it
    /// differs only in case or in Unicode normalization (one name on macOS), or only in
    /// extension (one Android resource).
    case sameName(path: String, existing: String)
    /// An entry of the user's in the imageset's `Contents.json` uses the file iconforge writes.
    case usedByUsersEntry(path: String)
    /// A `Contents.json` that is not a JSON object.
    case invalidContents(path: String, reason: String)
    /// The previews folder lies inside the bundle.
    case previewsInsideBundle(previews: String, bundle: String)
    /// A file name longer than file systems take (`NAME_MAX`).
    case nameTooLong(name: String)
    /// A record of what iconforge wrote (a build state) that cannot be read.
    case unreadableRecord(path: String, problem: RecordProblem)
    /// The same, met by a run that writes nothing (`build --check`), so it is not set aside.
    case unreadableRecordLeft(path: String, problem: RecordProblem)
    /// The file system refused (no permission, no space, a file where a folder goes, ...).
    case io(path: String, reason: String)

    /// What stands in the way.
    public enum Thing: Sendable, Equatable {
        case file
        case imageset
        case symbolset
        /// A `Contents.json` entry filling the slot (`2x`, or `any` for a PDF) iconforge writes.
        case entry(slot: String)
    }

    /// Why it is not iconforge's to replace.
    public enum Standing: Sendable, Equatable {
        /// No record says iconforge wrote it: it is the user's.
        case noRecord
        /// iconforge wrote it, and it has changed since.
        case changed
        /// Another record in the bundle holds it (`iconforge build` for another manifest).
        case otherRecord(String)
        /// A symbolic link stands there: iconforge writes plain files only, never through a link.
        case link
    }

    /// How the user lets iconforge take over what is in the way, as the command spells it.
    public enum ReplaceConsent: Sendable, Equatable {
        /// `--replace`.
        case option
        /// `replace: true` on the manifest's output.
        case manifest
        /// Nothing takes it over (a contact sheet, a Swift file): the user moves it away.
        case none
    }

    /// How an asset can take another name than the one a set or file of the user's has, as the
    /// command spells it; `prefix`: its output's names also start with a prefix setting (Android's).
    public enum Renaming: Sendable, Equatable {
        /// Its `name:` in the manifest (and the output's `prefix:`).
        case manifest(prefix: Bool)
        /// `--name NEWNAME` (and `--set prefix=PREFIX`).
        case option(prefix: Bool)
    }

    /// The path the error is about.
    public var path: String {
        switch self {
        case .notIconforges(let path, _, _, _, _), .twinSet(let path, _, _, _), .folderInTheWay(let path), .fileInTheWay(let path),
             .sameName(let path, _), .usedByUsersEntry(let path), .invalidContents(let path, _),
             .unreadableRecord(let path, _), .unreadableRecordLeft(let path, _), .io(let path, _):
            return path
        case .previewsInsideBundle(let previews, _): return previews
        case .nameTooLong(let name): return name
        }
    }

    /// Why, without the path.
    public var reason: String {
        switch self {
        case .notIconforges(let path, let thing, _, let consent, let renaming?): return Self.usersSet(path, thing, consent, renaming)
        case .notIconforges(_, let thing, let why, let consent, nil): return Self.refusal(thing, why, consent)
        case .twinSet(let path, let set, let keptFor, let renaming): return Self.twin(path, set: set, keptFor: keptFor, renaming)
        case .folderInTheWay: return "a folder is in the way"
        case .fileInTheWay: return "is a file, not a folder"
        case .sameName(let path, let existing):
            let name = RelativePath.name(of: path)
            if FolderNames.isSpelledAs(existing.lowercased(), name.lowercased()) {
                return "differs only in case from \(existing), which is one name on macOS; rename one of them"
            }
            // The two look alike on screen: say how each spells its accents.
            if let spelling = UnicodeSpelling.difference(name.lowercased(), existing.lowercased()) {
                let inCase = name == existing ? "" : " and case"
                return "is the same name as \(existing) under Unicode normalization (NFC/NFD)\(inCase), which is one name on "
                    + "macOS (\(spelling)); rename one of them"
            }
            return "is the same resource as \(existing) beside it; rename one of them"
        case .usedByUsersEntry: return "an entry of the user's in Contents.json uses this file; rename one of them"
        case .invalidContents(_, let reason): return "\(reason), so iconforge will not merge into this Contents.json; fix or delete it"
        case .previewsInsideBundle(_, let bundle):
            return "previews never go inside the bundle \(bundle); give another --preview-dir, or --no-preview"
        case .nameTooLong(let name):
            let shown = name.count > 40 ? name.prefix(40) + "…" : Substring(name)
            return "the file name \(shown) is \(name.utf8.count) bytes, over the \(AtomicFile.nameMax)-byte limit; give a shorter name"
        case .unreadableRecord(_, let problem): return problem.description
        case .unreadableRecordLeft(_, let problem): return "\(problem); \(problem.mending), or build, which sets it aside"
        case .io(_, let reason): return reason
        }
    }

    public var description: String {
        if case .nameTooLong = self { return reason }
        if namesAsset { return reason }
        return "\(path): \(reason)"
    }

    /// Whether the line is about the asset that could not be written, its `reason` naming the
    /// path (the user's set where the asset goes): the command line names the asset first.
    public var namesAsset: Bool {
        if case .notIconforges(_, _, _, _, .some) = self { return true }
        if case .twinSet = self { return true }
        return false
    }

    /// The rule, and what to do: iconforge replaces only what its record says it wrote, unchanged.
    static func refusal(_ thing: Thing, _ why: Standing, _ consent: ReplaceConsent) -> String {
        let what: String
        switch (thing, why) {
        case (.imageset, .noRecord): what = "iconforge did not make this imageset (it has no record of it)"
        case (.symbolset, .noRecord): what = "iconforge did not make this symbolset (it has no record of it)"
        case (.entry(let slot), .noRecord):
            what = "an entry of the user's fills the \(slot) slot (iconforge has no record of writing its file)"
        case (.entry(let slot), .changed): what = "the \(slot) entry's file changed since iconforge wrote it"
        case (.entry(let slot), .link): what = "the \(slot) entry's file is a symbolic link, which iconforge never writes through"
        case (_, .link): what = "this file is a symbolic link, which iconforge never writes through"
        case (_, .noRecord): what = "iconforge did not write this file (it has no record of it)"
        case (_, .changed): what = "this file changed since iconforge wrote it"
        case (_, .otherRecord(let owner)): what = "\(owner) wrote this, not this run"
        }
        let rule = "and iconforge replaces only what its own record says it wrote, unchanged since"
        var away = thing == .imageset || thing == .symbolset ? "move it away" : "move it away or delete it"
        // Another run's file is its own: moving it away would break that run's output.
        if case .otherRecord = why { away = "give one of them another name" }
        switch consent {
        case .option: return "\(what), \(rule); \(away), or give --replace to let iconforge take it over"
        case .manifest: return "\(what), \(rule); \(away), or add 'replace: true' to the output to let iconforge take it over"
        case .none: return "\(what), \(rule); \(away)"
        }
    }

    /// The refusal of the user's set or file at `path`, where an asset's own goes: the rule, and
    /// what to do, the asset's other name first (the line names the asset).
    static func usersSet(_ path: String, _ thing: Thing, _ consent: ReplaceConsent, _ renaming: Renaming) -> String {
        let what: String
        switch thing {
        case .imageset: what = "make the imageset \(path)"
        case .symbolset: what = "make the symbolset \(path)"
        case .file, .entry: what = "write \(path)"
        }
        let take = consent == .manifest ? "add 'replace: true' to the output" : "give --replace"
        return "iconforge did not \(what) (it has no record of it), and replaces only what its own record says it wrote, "
            + "unchanged since; give the asset another name (\(otherName(renaming))), or \(take) to let iconforge take the "
            + "\(thing == .file ? "file" : "set") over"
    }

    /// Where the asset takes another name, as the command spells it.
    static func otherName(_ renaming: Renaming) -> String {
        switch renaming {
        case .manifest(let prefix): return prefix ? "its name: in the manifest, or the output's prefix:" : "its name: in the manifest"
        case .option(let prefix): return prefix ? "--name NEWNAME, or --set prefix=PREFIX" : "--name NEWNAME"
        }
    }

    /// The refusal of a new set `set` beside the other kind's set of its name at `path`, which
    /// stays: what Xcode makes of the two, and what to do. Taking the other set over would not
    /// help (it stays beside), so --replace is no way out.
    static func twin(_ path: String, set: String, keptFor: String?, _ renaming: Renaming?) -> String {
        let other = RelativePath.name(of: path)
        let name = (other as NSString).deletingPathExtension
        let stays = keptFor.map { "which stays for your \($0) once iconforge's files in it go" }
            ?? "which iconforge did not make (it has no record of it)"
        return "\(set) would stand beside \(path), \(stays); an asset catalog may not hold two sets named \(name), and Xcode "
            + "fails to build one that does; give the asset another name\(renaming.map { " (\(otherName($0)))" } ?? ""), or remove \(other)"
    }

    /// A file-system error at `url`, in iconforge's words.
    init(_ url: URL, _ error: Error) {
        self = .io(path: url.path, reason: error.plainReason)
    }
}
