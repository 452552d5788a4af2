import Foundation

extension StampCache {
    /// A file's stamp and SHA-256.
    struct Kept: Equatable, Sendable {
        var stamp: FileStamp
        var hash: String
    }

    /// What one check found over inputs hashed as `key`: kept for the next build.
    struct Memo: Equatable, Sendable {
        var key: String
        var value: String
    }

    /// One cache file: a header naming the file it belongs to, a state line (what must be as it
    /// was for the stamps to hold), the memos' count and a `name key value` line each, then a
    /// `stamp hash path` line per file, and an end line giving their count, so a file cut short
    /// at a line's end is told from a whole one.
    struct Contents: Equatable, Sendable {
        var state: String
        var memos: [String: Memo] = [:]
        /// Path (as the owner of the file spells it) -> stamp and SHA-256.
        var kept: [String: Kept] = [:]

        /// The file's bytes; `owner` (the file the stamps belong to) is in the header, for a
        /// person looking into the cache. A path holding a newline is left out (it would end its line).
        func text(owner: String) -> Data {
            var text = "\(StampCache.header)\(owner)\n\(state)\n\(memos.count)\n"
            for (name, memo) in memos.sorted(by: { $0.key < $1.key }) { text += "\(name) \(memo.key) \(memo.value)\n" }
            var count = 0
            for (path, entry) in kept.sorted(by: { $0.key < $1.key }) where !path.contains("\n") {
                text += "\(entry.stamp.text) \(entry.hash) \(path)\n"
                count += 1
            }
            text += "\(StampCache.end)\(count)\n"
            return Data(text.utf8)
        }

        /// The contents of a cache file's bytes, or why they are not used. One pass over the bytes,
        /// no decoder: a no-op build of 10,000 icons reads about 90,000 lines.
        static func parse(_ data: Data) -> Result<Contents, Unusable> {
            let space = UInt8(ascii: " ")
            guard data.last == UInt8(ascii: "\n") else { return .failure(data.isEmpty ? .empty : .cutShort) }
            return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<Contents, Unusable> in
                var lines = LineReader(raw.bindMemory(to: UInt8.self))
                guard let header = lines.nextText(), header.hasPrefix(StampCache.magic) else { return .failure(.notACacheFile) }
                guard header.hasPrefix(StampCache.header) else { return .failure(.otherFormat) }
                guard let state = lines.nextText(), let countLine = lines.nextText() else { return .failure(.cutShort) }
                // Each memo takes a line of at least one byte: a larger count is damage, and past
                // Int.max - 4 it would trap below.
                guard let count = Int(countLine), count >= 0, count <= data.count else { return .failure(.damaged(line: 3)) }
                var contents = Contents(state: state)
                for line in 4 ..< 4 + count {
                    guard let memo = lines.nextText() else { return .failure(.cutShort) }
                    let parts = memo.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                    guard parts.count == 3 else { return .failure(.damaged(line: line)) }
                    contents.memos[String(parts[0])] = Memo(key: String(parts[1]), value: String(parts[2]))
                }
                var number = 3 + count
                // A stamp line is about 150 bytes: room for them all at once, not grown nine times.
                contents.kept.reserveCapacity(data.count / 128)
                while let line = lines.next() {
                    number += 1
                    // The stamp, a space, the hash, a space, the path.
                    guard let (stamp, rest) = FileStamp.parse(line), rest.count > 66, rest[rest.startIndex] == space,
                          rest[rest.startIndex + 65] == space else {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
                        // The end line: as many stamps as it says, and nothing after it.
                        guard text.hasPrefix(StampCache.end), Int(text.dropFirst(StampCache.end.count)) == contents.kept.count else {
                            return .failure(.damaged(line: number))
                        }
                        return lines.next() == nil ? .success(contents) : .failure(.damaged(line: number + 1))
                    }
                    let text = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: rest.base[range]), as: UTF8.self) }
                    contents.kept[text(rest.startIndex + 66 ..< rest.endIndex)] = Kept(stamp: stamp, hash: text(rest.startIndex + 1 ..< rest.startIndex + 65))
                }
                return .failure(.cutShort)
            }
        }
    }

    /// Why a cache file was not used: the build then hashes and checks everything, as without
    /// one, and writes it again; `-v` says why.
    enum Unusable: Error, Equatable, CustomStringConvertible {
        case empty
        /// It ends before its end line: a write cut short (a full disk, a crash of the system).
        case cutShort
        case damaged(line: Int)
        /// Another release's format.
        case otherFormat
        case notACacheFile
        case notPlain
        case tooLarge(Int64)
        case unreadable(String)

        var description: String {
            switch self {
            case .empty: return "it is empty"
            case .cutShort: return "it is cut short"
            case .damaged(let line): return "line \(line) is damaged"
            case .otherFormat: return "another release of iconforge wrote it"
            case .notACacheFile: return "it is not a stamp cache file"
            case .notPlain: return "it is not a regular file"
            case .tooLarge(let size): return "it is \(ByteCount.format(Int(size))), over the cache's \(ByteCount.format(Int(StampCache.maximumTotal)))"
            case .unreadable(let reason): return "cannot read it: \(reason)"
            }
        }
    }

    /// The contents of this project's cache file at `url`, its use noted (`outcome`); nil when
    /// there is none yet (nothing there, or a file where one of its folders goes).
    static func load(_ url: URL) -> Result<Contents?, Unusable> {
        switch outcome(url) {
        // A file where a folder of its path goes: there is no cache yet, and writing it says why.
        case .missing, .failed(ENOTDIR): return .success(nil)
        case .data(let data): return Contents.parse(data).map { $0 }
        case .notPlain: return .failure(.notPlain)
        case .tooLarge(let size): return .failure(.tooLarge(size))
        case .failed(let code): return .failure(.unreadable(code == 0 ? "it ended while being read" : String(cString: strerror(code))))
        }
    }

    /// Writes `contents` to `url` (its folder made first), replacing the file whole; the reason
    /// when it cannot be written (the build goes on without it).
    static func write(_ contents: Contents, owner: String, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(contents.text(owner: owner), to: url)
            return nil
        } catch {
            return "\(url.deletingLastPathComponent().path): \(error.plainReason)"
        }
    }
}
