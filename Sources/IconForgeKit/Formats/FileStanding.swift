import Foundation

/// What stands where iconforge is about to write one file, judged by the one rule: a file is
/// iconforge's to replace only while its record holds it and it still has the recorded bytes.
enum FileStanding: Equatable {
    /// Nothing: the file is new.
    case absent
    /// A file already holding exactly the bytes about to be written: nothing changes.
    case same
    /// A file iconforge recorded writing, unchanged since.
    case ours
    /// A file iconforge may not replace.
    case theirs(BundleError.Standing)
    /// A folder, or something else that is not a plain file.
    case folder
    /// A file that cannot be read, so nothing can be said about it.
    case unreadable(String)

    /// Whether writing over it is allowed without the user's consent.
    var isFree: Bool { self == .absent || self == .same || self == .ours }

    /// Judges the file at `path`, about to hold `data`, which the record says held `recorded`
    /// (its SHA-256) when iconforge wrote it, if it says so at all. A link is never iconforge's:
    /// it writes none.
    static func of(_ path: String, writing data: Data?, recorded: String?) -> FileStanding {
        of(path, writing: data, recordedAny: recorded.map { [$0] } ?? [])
    }

    /// `of(_:writing:recorded:)` for a file more than one record may hold (a picture: its
    /// folder's record and the bundle's): iconforge's when its bytes are any of `hashes`.
    static func of(_ path: String, writing data: Data?, recordedAny hashes: [String]) -> FileStanding {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .absent : .unreadable(reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: return .theirs(.link)
        default: return .folder
        }
        guard let existing = FileManager.default.contents(atPath: path) else { return .unreadable("cannot be read") }
        if let data, existing == data { return .same }
        guard !hashes.isEmpty else { return .theirs(.noRecord) }
        return hashes.contains(SHA256.hex(existing)) ? .ours : .theirs(.changed)
    }

    /// Throws unless iconforge may write at `path` over what stands there: nothing (nor a name
    /// differing from it only in case, when `names` can tell), the same bytes, a file it recorded
    /// writing and that is unchanged since, or, with the user's consent (`replaces`), the user's.
    /// `refusal` words the refusal of the user's file.
    /// `recorded`: whether a file (absolute path) is one the record holds for this asset, which
    /// goes once the new one is written (a name iconforge itself had).
    func require(at path: String, replaces: Bool, names: FolderNames?, recorded: (String) -> Bool = { _ in false },
                 refusal: (BundleError.Standing) -> BundleError) throws {
        switch self {
        case .absent:
            if let existing = names?.otherSpelling(of: path), !recorded(RelativePath.folder(of: path) + "/" + existing) {
                throw BundleError.sameName(path: path, existing: existing)
            }
        case .same, .ours: break
        case .folder: throw BundleError.folderInTheWay(path: path)
        case .unreadable(let reason): throw BundleError.io(path: path, reason: reason)
        case .theirs(let why): if !replaces { throw refusal(why) }
        }
    }

    private static func reason(_ code: Int32) -> String {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code)).plainReason
    }
}
