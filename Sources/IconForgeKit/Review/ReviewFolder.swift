import Foundation

/// The review folder `iconforge diff` writes (`iconforge-review/` by default): `review.json`,
/// `summary.md`, the thumbnails, and the page (`index.html`), which `page` writes.
public struct ReviewFolder: Sendable {
    public static let defaultPath = "iconforge-review"

    public var folder: URL
    /// Where the folder is published (`--image-url`), for `summary.md`'s thumbnails; nil links to the page.
    public var imageURL: String?
    /// Writes `index.html` and its pictures: the review page's hook (`ReviewPageWriter`).
    public var page: (any ReviewPageWriter)?

    public init(folder: URL, imageURL: String? = nil, page: (any ReviewPageWriter)? = nil) {
        self.folder = folder
        self.imageURL = imageURL
        self.page = page
    }

    /// Refuses `folder` (`shown` as the person gave it) inside one of `manifest`'s outputs or
    /// its previews folder, or being one, by real path: the review's files would sit among what
    /// iconforge owns and prunes there.
    public static func check(_ folder: URL, shown: String, in manifest: Manifest) throws {
        let path = RealPath.of(folder.standardizedFileURL.path)
        for owned in manifest.outputs.map(\.path) + (manifest.previews.map { [$0] } ?? []) {
            let root = RealPath.of(manifest.resolve(owned).standardizedFileURL.path)
            if path == root || path.hasPrefix(root + "/") {
                throw ReviewError.folderInsideOutput(folder: shown, output: owned)
            }
        }
    }

    /// Writes the review: `review.json`, `summary.md`, the visible assets' thumbnails, then
    /// the page. Each file is written atomically; files of an earlier review are replaced.
    public func write(_ review: Review) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(ReviewThumbnails.folder),
                                                    withIntermediateDirectories: true)
        } catch {
            throw ReviewError.cannotWrite(path: folder.path, reason: error.plainReason)
        }
        try save(Data(review.json.xcodeText.utf8), "review.json")
        try save(Data(review.summary(imageURL: imageURL).utf8), "summary.md")
        var written = Set<String>()
        for asset in review.visible {
            for side in [ReviewThumbnails.Side.before, .after] {
                guard let png = ReviewThumbnails.png(of: asset, side) else { continue }
                let path = ReviewThumbnails.path(of: asset, side)
                try save(png, path)
                written.insert(path)
            }
        }
        removeStaleThumbnails(keeping: written)
        try page?.write(review, to: folder)
    }

    /// Removes the thumbnails an earlier review wrote that this one did not, so a folder reviewed
    /// again holds this review's pictures only; only names thumbnails have (`<16 hex>-before.png`).
    private func removeStaleThumbnails(keeping written: Set<String>) {
        let thumbs = folder.appendingPathComponent(ReviewThumbnails.folder)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: thumbs.path)) ?? [] {
            let path = "\(ReviewThumbnails.folder)/\(name)"
            guard !written.contains(path), ReviewThumbnails.isThumbnailName(name) else { continue }
            try? FileManager.default.removeItem(at: thumbs.appendingPathComponent(name))
        }
    }

    private func save(_ data: Data, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw ReviewError.cannotWrite(path: url.path, reason: error.plainReason)
        }
    }
}
