@testable import IconForgeKit

/// A 12x10 source 9-patch (10x8 image plus border): stretch x 3..<6, y 2..<4,
/// content padding left 1, top 1, right 2, bottom 2.
enum NinePatchFixture {
    static func image(borderColour: RGBA = RGBA(0, 0, 0, 255)) -> RGBAImage {
        var pixels: [UInt8] = []
        let width = 12, height = 10
        for y in 0 ..< height {
            for x in 0 ..< width {
                var pixel = RGBA(0, 0, 0, 0)
                if (1 ..< width - 1).contains(x) && (1 ..< height - 1).contains(y) { pixel = RGBA(40, 90, 200) }
                if (y == 0 && (4 ..< 7).contains(x)) || (x == 0 && (3 ..< 5).contains(y))
                    || (y == height - 1 && (2 ..< 9).contains(x)) || (x == width - 1 && (2 ..< 7).contains(y)) {
                    pixel = borderColour
                }
                pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
