/// The stretch and content regions of an Android 9-patch, in pixels of the image
/// without its marker border. Ranges are half-open (`start ..< end`).
public struct NinePatchFrame: Equatable, Sendable {
    /// Where the 9-patch information came from.
    public enum Source: String, Sendable {
        /// The 1-pixel black marker border of a source `.9.png`.
        case border
        /// The `npTc` chunk `aapt` writes when it compiles a 9-patch (border removed).
        case compiled = "npTc chunk"
    }

    public var source: Source
    /// The image's size without the border.
    public var width: Int
    public var height: Int
    /// Columns and rows that stretch.
    public var stretchX: [Range<Int>]
    public var stretchY: [Range<Int>]
    /// Content padding from each edge; nil when the file marks none (content = stretch area).
    public var padding: (left: Int, top: Int, right: Int, bottom: Int)?

    public static func == (a: NinePatchFrame, b: NinePatchFrame) -> Bool {
        a.source == b.source && a.width == b.width && a.height == b.height && a.stretchX == b.stretchX
            && a.stretchY == b.stretchY && a.padding.map { [$0.left, $0.top, $0.right, $0.bottom] }
            == b.padding.map { [$0.left, $0.top, $0.right, $0.bottom] }
    }

    /// The fixed edges around the stretch regions: what iOS calls cap insets, in pixels.
    public var capInsets: (top: Int, left: Int, bottom: Int, right: Int) {
        (stretchY.first?.lowerBound ?? 0, stretchX.first?.lowerBound ?? 0,
         height - (stretchY.last?.upperBound ?? height), width - (stretchX.last?.upperBound ?? width))
    }

    /// Reads the marker border of a source 9-patch. Throws a sentence when a marker pixel
    /// is neither transparent nor opaque black (red layout-bound marks are allowed).
    public static func decodeBorder(_ image: RGBAImage) throws -> NinePatchFrame {
        guard image.width >= 3, image.height >= 3 else {
            throw PNGError.ninePatchTooSmall
        }
        let width = image.width - 2, height = image.height - 2
        func marks(_ pixels: [RGBA], edge: String) throws -> [Range<Int>] {
            var ranges: [Range<Int>] = []
            var start: Int?
            for (index, pixel) in pixels.enumerated() {
                let isMark = pixel == RGBA(0, 0, 0, 255)
                if !isMark && pixel.alpha != 0 && pixel != RGBA(255, 0, 0, 255) {
                    throw PNGError.ninePatchBorder(edge: edge, pixel: index + 1, colour: pixel.hex)
                }
                if isMark && start == nil { start = index }
                if !isMark, let begin = start { ranges.append(begin ..< index); start = nil }
            }
            if let begin = start { ranges.append(begin ..< pixels.count) }
            return ranges
        }
        let top = try marks((1 ... width).map { image[$0, 0] }, edge: "top")
        let left = try marks((1 ... height).map { image[0, $0] }, edge: "left")
        let bottom = try marks((1 ... width).map { image[$0, image.height - 1] }, edge: "bottom")
        let right = try marks((1 ... height).map { image[image.width - 1, $0] }, edge: "right")
        var padding: (Int, Int, Int, Int)?
        if !bottom.isEmpty || !right.isEmpty {
            let x = bottom.isEmpty ? 0 ..< width : bottom.first!.lowerBound ..< bottom.last!.upperBound
            let y = right.isEmpty ? 0 ..< height : right.first!.lowerBound ..< right.last!.upperBound
            padding = (x.lowerBound, y.lowerBound, width - x.upperBound, height - y.upperBound)
        }
        return NinePatchFrame(source: .border, width: width, height: height, stretchX: top, stretchY: left, padding: padding)
    }

}

extension NinePatchFrame {
    /// The frame of a compiled 9-patch of `width` x `height` pixels, from its `npTc` chunk.
    public init(compiled chunk: NinePatchChunk, width: Int, height: Int) {
        func pairs(_ divs: [Int]) -> [Range<Int>] {
            stride(from: 0, to: divs.count - 1, by: 2).compactMap { divs[$0] <= divs[$0 + 1] ? divs[$0] ..< divs[$0 + 1] : nil }
        }
        self.init(source: .compiled, width: width, height: height, stretchX: pairs(chunk.xDivs),
                  stretchY: pairs(chunk.yDivs),
                  padding: (chunk.padding.left, chunk.padding.top, chunk.padding.right, chunk.padding.bottom))
    }
}
