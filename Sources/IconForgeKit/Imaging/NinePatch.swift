/// Android 9-patch images: the picture inside a 1-pixel frame whose opaque black ticks
/// mark the stretchable region (top and left edges) and the content area (bottom and
/// right edges). Every other frame pixel is fully transparent.
public enum NinePatch {
    /// The frame ticks, in pixels of the picture (half-open ranges).
    public struct Regions: Equatable, Codable, Sendable {
        public var stretchX: Range<Int>
        public var stretchY: Range<Int>
        public var contentX: Range<Int>
        public var contentY: Range<Int>

        public init(stretchX: Range<Int>, stretchY: Range<Int>, contentX: Range<Int>, contentY: Range<Int>) {
            self.stretchX = stretchX
            self.stretchY = stretchY
            self.contentX = contentX
            self.contentY = contentY
        }
    }

    /// `image` inside its frame, 2 pixels wider and higher.
    public static func framed(_ image: RGBAImage, regions: Regions) -> RGBAImage {
        let width = image.width + 2, height = image.height + 2
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0 ..< image.height {
            let from = y * image.width * 4, to = ((y + 1) * width + 1) * 4
            pixels.replaceSubrange(to ..< to + image.width * 4, with: image.pixels[from ..< from + image.width * 4])
        }
        func tick(_ x: Int, _ y: Int) { pixels[(y * width + x) * 4 + 3] = 255 }
        for x in regions.stretchX { tick(x + 1, 0) }
        for y in regions.stretchY { tick(0, y + 1) }
        for x in regions.contentX { tick(x + 1, height - 1) }
        for y in regions.contentY { tick(width - 1, y + 1) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
