import Foundation

/// Where the review folder keeps each visible asset's before and after picture
/// (`thumbs/<key>-before.png`), which `summary.md` shows from `--image-url` and the page may
/// show too: one file of the asset, the largest changed picture, as a PNG.
public enum ReviewThumbnails {
    public enum Side: String, Sendable {
        case before
        case after
    }

    /// The folder inside the review folder.
    public static let folder = "thumbs"

    /// The thumbnail's path inside the review folder: a key made of the name's SHA-256, so any
    /// name (spaces, `/`, `<`, non-ASCII) is a plain file name and URL.
    public static func path(of asset: ReviewAsset, _ side: Side) -> String {
        "\(folder)/\(asset.key)-\(side.rawValue).png"
    }

    /// Whether `name` is one `path(of:_:)` makes: 16 hex digits, `-before` or `-after`, `.png`.
    static func isThumbnailName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", maxSplits: 1)
        return parts.count == 2 && parts[0].count == 16 && parts[0].allSatisfy(\.isHexDigit)
            && (parts[1] == "before.png" || parts[1] == "after.png")
    }

    /// The file the thumbnails show: the changed (else any) drawn file with the most pixels.
    public static func shownFile(of asset: ReviewAsset) -> ReviewFile? {
        let drawn = asset.files.filter { $0.picture.isDrawn }
        let changed = drawn.filter { $0.status != .unchanged }
        return (changed.isEmpty ? drawn : changed).max { pixelCount($0) < pixelCount($1) }
    }

    /// The PNG bytes of `side` of `asset`'s shown file; nil when that side has no picture.
    public static func png(of asset: ReviewAsset, _ side: Side) -> Data? {
        guard let file = shownFile(of: asset) else { return nil }
        let bytes = side == .before ? file.before : file.after
        if file.picture == .png, let bytes, (try? PNGDecoder.decode(bytes)) != nil { return bytes }
        guard let image = side == .before ? file.beforeImage() : file.afterImage() else { return nil }
        return try? PNGEncoder.encode(image)
    }

    /// Orders files without decoding them: by scale, then (an unplanned file) by size.
    private static func pixelCount(_ file: ReviewFile) -> Int {
        Int((file.scale ?? 0) * 1_000_000) + ((file.after ?? file.before)?.count ?? 0)
    }
}

extension ReviewAsset {
    /// A short key naming the asset in file names and page anchors: the first 16 hex digits of
    /// the SHA-256 of its name.
    public var key: String { String(SHA256.hex(Data(name.utf8)).prefix(16)) }

    /// The anchor of the asset on the review page (`index.html#asset-<key>`).
    public var anchor: String { "asset-\(key)" }
}
