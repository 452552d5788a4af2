import Foundation

/// Reading a record of what iconforge wrote (`.iconforge-record.json`, or an earlier version's).
/// A record arrives through merges like any file: one may hold git's conflict markers, be cut
/// off, or be inflated to millions of invented entries. One that cannot be read whole and
/// quickly is never taken as an empty record (its assets would silently become the user's, and
/// the next save would overwrite it): a run that writes sets it aside beside itself
/// (`setAside`), says so, and knows nothing of what it named, so it deletes none of it.
enum RecordFile {
    /// The largest record read: 64 MiB. A build's state holds about 900 bytes an icon (its
    /// files, hashes and settings), so this is some 70,000 icons in one output, well past any
    /// icon set, and iconforge's own records never reach it; reading and checking one this size
    /// takes seconds (the check is linear), where a larger one, inflated by a merge or by hand,
    /// is not opened at all.
    static let limit = 64 << 20
    /// What a record set aside is renamed to: its name and this (then `-2`, `-3`, ... when taken).
    static let setAsideSuffix = ".unreadable"

    /// The bytes of the record at `url`; nil when there is none. Throws
    /// `BundleError.unreadableRecord` for anything but a regular file of at most `limit` bytes
    /// that reads whole: it is not opened when larger, nor when `lstat` finds a link, a named
    /// pipe or a device (which could block a run for ever).
    static func read(_ url: URL) throws -> Data? {
        switch PlainFile.read(url.path, limit: Int64(limit)) {
        case .missing: return nil
        case .data(let data): return data
        case .notPlain: throw unreadable(url, .notPlain)
        case .tooLarge(let size): throw unreadable(url, .tooLarge(bytes: Int(size), limit: limit))
        case .failed(let code): throw unreadable(url, code == 0 ? .notReadWhole : .unreadable(reason(code)))
        }
    }

    /// The refusal of `data`, read from `url`, that is not a record: git's conflict markers
    /// named with their line, else what is wrong with it as JSON (`detail` when it is JSON).
    static func unparsed(_ url: URL, _ data: Data, detail: RecordProblem = .notARecord) -> BundleError {
        if let line = conflictLine(in: data) { return unreadable(url, .conflictMarkers(line: line)) }
        switch ContentsJSON.object(data) {
        case .failure(let problem): return unreadable(url, .notJSON(problem))
        case .success: return unreadable(url, detail)
        }
    }

    /// The first line opening a git conflict (`<<<<<<< `), counted from 1.
    static func conflictLine(in data: Data) -> Int? {
        let marker = Array("<<<<<<<".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
            var line = 1, start = 0
            while start < bytes.count {
                if bytes.count - start >= marker.count, bytes[start ..< start + marker.count].elementsEqual(marker) { return line }
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                (line, start) = (line + 1, end + 1)
            }
            return nil
        }
    }

    /// Sets the unreadable record at `url` aside (`setAside`) and returns the line saying so:
    /// `reason` (why it is unreadable), what it means, and what to do, `consent` naming how the
    /// user lets iconforge take its files over instead.
    static func setAside(_ url: URL, reason: RecordProblem, consent: BundleError.ReplaceConsent) throws -> String {
        let name = try setAside(url)
        let take: String?
        switch consent {
        case .option: take = "give --replace"
        case .manifest: take = "add 'replace: true' to the output"
        case .none: take = nil
        }
        return "\(reason), so iconforge set it aside as \(name) and deletes nothing it named (its files are the user's until "
            + "it is back); \(reason.mending) and move it back to \(url.lastPathComponent)"
            + (take.map { ", or \($0) to let iconforge take its files over" } ?? "")
    }

    /// Renames the record at `url` beside itself, under a name no file has (`….unreadable`,
    /// `….unreadable-2`, ...), never replacing one; returns the new name.
    static func setAside(_ url: URL) throws -> String {
        let folder = url.deletingLastPathComponent().path
        for attempt in 1 ... 1000 {
            let name = url.lastPathComponent + setAsideSuffix + (attempt == 1 ? "" : "-\(attempt)")
            if Platform.renameNoReplace(url.path, folder + "/" + name) == 0 { return name }
            guard errno == EEXIST || errno == ENOTEMPTY else { break }
        }
        throw BundleError.io(path: url.path, reason: "cannot be set aside (\(reason(errno))); move it away by hand")
    }

    private static func unreadable(_ url: URL, _ problem: RecordProblem) -> BundleError {
        .unreadableRecord(path: url.path, problem: problem)
    }

    private static func reason(_ code: Int32) -> String {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code)).plainReason
    }
}
