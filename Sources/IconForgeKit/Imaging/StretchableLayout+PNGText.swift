import Foundation

/// The cap insets carried inside the PNG itself, so the file alone says how to stretch it.
///
/// One tEXt chunk, keyword `iconforge:cap-insets`, text of space-separated `key=value` fields:
///
///     mode=3-part-horizontal scale=2 size-px=46x80 insets-px=0,22,0,22 insets-pt=0,11,0,11
///
/// `mode` is `3-part-horizontal` or `9-part`; insets are in UIKit's order top,left,bottom,right,
/// in pixels of this file and in points (pixels / scale). Numbers are plain decimals.
extension StretchableLayout {
    /// The tEXt keyword.
    public static let pngTextKeyword = "iconforge:cap-insets"

    /// The chunk to embed in this file.
    public var pngText: PNGEncoder.TextChunk {
        let i = insets
        let pixels = [i.top, i.left, i.bottom, i.right].map(String.init).joined(separator: ",")
        let points = [i.top, i.left, i.bottom, i.right].map { NumberText.decimal(Double($0) / scale) }.joined(separator: ",")
        let text = "mode=\(mode.rawValue) scale=\(NumberText.decimal(scale)) size-px=\(width)x\(height) "
            + "insets-px=\(pixels) insets-pt=\(points)"
        return PNGEncoder.TextChunk(keyword: Self.pngTextKeyword, text: text)
    }

    /// Reads the chunk text back; nil when it is not in the documented format.
    public init?(pngText text: String) {
        var fields: [String: String] = [:]
        for field in text.split(separator: " ") {
            let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            fields[parts[0]] = parts[1]
        }
        let size = fields["size-px"]?.split(separator: "x").compactMap { Int($0) } ?? []
        let pixels = fields["insets-px"]?.split(separator: ",").compactMap { Int($0) } ?? []
        guard let mode = fields["mode"].flatMap(StretchMode.init(rawValue:)),
              let scale = fields["scale"].flatMap(Double.init), scale > 0, scale.isFinite,
              size.count == 2, pixels.count == 4 else { return nil }
        self.init(mode: mode, scale: scale, width: size[0], height: size[1],
                  insets: CapInsets(top: pixels[0], left: pixels[1], bottom: pixels[2], right: pixels[3]))
    }
}
