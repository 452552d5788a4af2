/// The difference map a reviewer reads at a glance: the two drawings' union as a faint grey
/// ghost on white, and every changed pixel on top in a colour saying how it changed: ink gained
/// in blue, ink lost in red, the same coverage in another colour in amber. Any change, however
/// small, is drawn at least at `floor` opacity so a one-level alpha change still shows.
enum ReviewPageDifference {
    static let gained = RGBA(0x1f, 0x6f, 0xeb)
    static let lost = RGBA(0xd7, 0x26, 0x2e)
    static let recoloured = RGBA(0xe8, 0x9a, 0x00)
    static let ghost = RGBA(0xc8, 0xc8, 0xc8)
    static let paper = RGBA(0xff, 0xff, 0xff)
    /// The least opacity of a changed pixel's colour.
    static let floor = 0.45

    /// The map of `before` against `after`, as large as the larger of the two (a side that does not
    /// reach a pixel counts as transparent there), opaque.
    static func map(before: RGBAImage, after: RGBAImage) -> RGBAImage {
        let width = max(before.width, after.width), height = max(before.height, after.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let a = pixel(before, x, y), b = pixel(after, x, y)
                let colour = shade(a, b)
                let i = (y * width + x) * 4
                pixels[i] = colour.red
                pixels[i + 1] = colour.green
                pixels[i + 2] = colour.blue
                pixels[i + 3] = 255
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One pixel of the map.
    static func shade(_ a: RGBA, _ b: RGBA) -> RGBA {
        let ink = Double(max(a.alpha, b.alpha)) / 255
        let ground = blend(paper, ghost, ink * 0.6)
        guard a != b, a.alpha != 0 || b.alpha != 0 else { return ground }
        let alphaChange = Int(b.alpha) - Int(a.alpha)
        let colourChange = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
        let strength = Double(max(abs(alphaChange), colourChange)) / 255
        let colour = alphaChange > 0 ? gained : alphaChange < 0 ? lost : recoloured
        return blend(ground, colour, floor + (1 - floor) * strength)
    }

    private static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> RGBA {
        x < image.width && y < image.height ? image[x, y] : RGBA(0, 0, 0, 0)
    }

    /// `a` moved towards `b` by `t` (0...1).
    private static func blend(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        func mix(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((Double(p) + (Double(q) - Double(p)) * t).rounded()) }
        return RGBA(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }
}
