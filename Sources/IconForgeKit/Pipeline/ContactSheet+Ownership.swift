import Foundation

/// Telling a sheet iconforge drew from a user's picture of the same name, without a record:
/// `iconforge icon` keeps no state outside the bundle, so its sheets carry a `Software`
/// text chunk, and a file in their place without it is the user's and is never replaced.
extension ContactSheet {
    /// The text chunk every sheet carries.
    static let signature = PNGEncoder.TextChunk(keyword: "Software", text: "iconforge contact sheet")

    /// Text chunks come before the image data; a sheet's lie within this many bytes.
    static let headerBytes = 64 << 10

    /// Whether the file at `url` is a sheet iconforge drew: true for one carrying `signature`
    /// before its image data, false for any other file (a PNG without it, or not a PNG).
    static func isOurs(_ url: URL) -> Bool {
        guard let file = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: headerBytes)) ?? Data()
        return (try? PNGChunks(head, before: "IDAT"))?.plainTexts?.contains(signature) ?? false
    }
}
