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
        let bytes = [UInt8]((try? file.read(upToCount: headerBytes)) ?? Data())
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count >= 8, Array(bytes[0 ..< 8]) == signature else { return false }
        let wanted = Array(Self.signature.keyword.utf8) + [0] + Array(Self.signature.text.utf8)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            if type == "IDAT" || type == "IEND" || length < 0 || offset + 8 + length > bytes.count { return false }
            if type == "tEXt", Array(bytes[offset + 8 ..< offset + 8 + length]) == wanted { return true }
            offset += 12 + length
        }
        return false
    }
}
