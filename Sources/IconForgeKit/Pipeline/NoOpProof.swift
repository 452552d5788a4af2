import Foundation

/// What lets a build with nothing to do stop after a `stat` per file. A build that found
/// nothing to do (nothing rendered, written, pruned or warned about) keeps, in the stamp cache
/// beside `FileTrust`'s, everything it looked at, each with its stamp (`FileStamp`) taken before
/// it was read: the manifest, every source and the folders its patterns list, each output's
/// state and recorded files, and every folder of the outputs, previews and sheet (a new set,
/// file or temporary changes its folder's stamp). The next build whose settings are the same
/// (`key`) and that finds every one of those stamps unchanged sees exactly what that build saw,
/// so would find nothing to do again: it reports every asset unchanged without planning,
/// claiming or reading anything. Any other build goes the whole way. `build --check` never
/// uses it.
struct NoOpProof {
    /// One asset's report line: its id, kind (`icon`, `button`) and source as shown.
    struct Asset: Equatable {
        var id: String
        var kind: String
        var source: String
    }

    /// The manifest's real path, in the header.
    var manifest: String
    /// Everything besides the stamped files that decides the build (its settings, the version).
    var key: String
    /// The assets in the report's order.
    var assets: [Asset]
    /// Absolute paths with their stamps when the proving build looked at them (a list, not a
    /// dictionary: only ever read through, and hashing 100,000 paths is a fifth of the check).
    var stamps: [(path: String, stamp: FileStamp)]

    /// Where the proof for `manifest` (a real path) is kept; nil without a cache folder.
    static func cacheURL(manifest: String) -> URL? {
        FileTrust.cacheFolder?.appendingPathComponent(SHA256.hex("no-op\n" + manifest).prefix(32) + ".noop")
    }

    /// Whether every stamped file still has its stamp: all are stat'ed (spread over the cores), none read.
    func holds() -> Bool {
        let files = stamps
        let unchanged = [Bool](concurrentlyMapping: files.count, chunk: 256) { FileStamp.of(files[$0].path) == files[$0].stamp }
        return !unchanged.contains(false)
    }

    /// The proof as kept: a header, the key, the assets (`kind id<TAB>source`), then `stamp path` lines.
    var text: String {
        var text = "\(StampCache.header(.proof))\(manifest)\n\(key)\n\(assets.count)\n"
        for asset in assets { text += "\(asset.kind) \(asset.id)\t\(asset.source)\n" }
        // In no order: a cache, not an output (sorting 100,000 paths would cost the build more than reading them).
        for (path, stamp) in stamps { text += "\(stamp.text) \(path)\n" }
        return text
    }

    /// Whether every name fits the line format (no newline, no tab in an id or source).
    var isWritable: Bool {
        // On the bytes: Characters would cost more than the rest of the proof.
        let fits = { (text: String) in !text.utf8.contains { $0 == 10 || $0 == 9 } }
        return assets.allSatisfy { fits($0.id) && fits($0.source) && fits($0.kind) } && stamps.allSatisfy { fits($0.path) } && fits(manifest)
    }

    /// Parses `data`; nil when anything is unexpected (the build then goes the whole way).
    init?(_ data: Data) {
        let parsed: NoOpProof? = data.withUnsafeBytes { raw in
            var lines = LineReader(raw.bindMemory(to: UInt8.self))
            guard let header = lines.nextText(), header.hasPrefix(StampCache.header(.proof)), let key = lines.nextText(),
                  let countText = lines.nextText(), let count = Int(countText), count >= 0 else { return nil }
            var assets: [Asset] = []
            assets.reserveCapacity(count)
            for _ in 0 ..< count {
                guard let line = lines.nextText(), let space = line.firstIndex(of: " "), let tab = line.firstIndex(of: "\t"),
                      space < tab else { return nil }
                assets.append(Asset(id: String(line[line.index(after: space) ..< tab]), kind: String(line[..<space]),
                                    source: String(line[line.index(after: tab)...])))
            }
            var stamps: [(path: String, stamp: FileStamp)] = []
            stamps.reserveCapacity(raw.count / 96)
            while let line = lines.next() {
                guard let (stamp, rest) = FileStamp.parse(line), rest.count > 1, rest[rest.startIndex] == UInt8(ascii: " ") else { return nil }
                stamps.append((String(decoding: UnsafeBufferPointer(rebasing: rest.dropFirst()), as: UTF8.self), stamp))
            }
            return NoOpProof(manifest: String(header.dropFirst(StampCache.header(.proof).count)), key: key, assets: assets,
                             stamps: stamps)
        }
        guard let parsed else { return nil }
        self = parsed
    }

    init(manifest: String, key: String, assets: [Asset], stamps: [(path: String, stamp: FileStamp)]) {
        (self.manifest, self.key, self.assets, self.stamps) = (manifest, key, assets, stamps)
    }
}
