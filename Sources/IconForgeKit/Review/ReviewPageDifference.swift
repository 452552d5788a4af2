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
    /// How far the unchanged drawing goes from white towards `ghost`.
    static let ghostShare = 0.6
    /// The least opacity of a changed pixel's colour.
    static let floor = 0.45

    /// The map of `before` against `after`, as large as the larger of the two (a side that does not
    /// reach a pixel counts as transparent there), opaque.
    static func map(before: RGBAImage, after: RGBAImage) -> RGBAImage {
        let width = max(before.width, after.width), height = max(before.height, after.height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let same = before.width == after.width && before.height == after.height
        before.pixels.withUnsafeBufferPointer { p in
            after.pixels.withUnsafeBufferPointer { q in
                pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0 ..< height {
                        for x in 0 ..< width {
                            let o = (y * width + x) * 4
                            let i = (y * before.width + x) * 4, j = (y * after.width + x) * 4
                            let inBefore = x < before.width && y < before.height, inAfter = x < after.width && y < after.height
                            // Most pixels of an icon are alike on both sides: the ghost alone.
                            if same, p[i] == q[j], p[i + 1] == q[j + 1], p[i + 2] == q[j + 2], p[i + 3] == q[j + 3] {
                                let grey = ghostLevel(p[i + 3])
                                out[o] = grey; out[o + 1] = grey; out[o + 2] = grey
                                continue
                            }
                            let a = inBefore ? RGBA(p[i], p[i + 1], p[i + 2], p[i + 3]) : RGBA(0, 0, 0, 0)
                            let b = inAfter ? RGBA(q[j], q[j + 1], q[j + 2], q[j + 3]) : RGBA(0, 0, 0, 0)
                            let colour = shade(a, b)
                            out[o] = colour.red; out[o + 1] = colour.green; out[o + 2] = colour.blue
                        }
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The ghost's grey where a pixel of coverage `alpha` did not change (`shade`'s ground).
    private static func ghostLevel(_ alpha: UInt8) -> UInt8 {
        let white = Double(paper.red), grey = Double(ghost.red)
        let level: Double = white + (grey - white) * (Double(alpha) / 255) * ghostShare
        return UInt8(level.rounded())
    }

    /// One pixel of the map.
    static func shade(_ a: RGBA, _ b: RGBA) -> RGBA {
        let ink = Double(max(a.alpha, b.alpha)) / 255
        let ground = blend(paper, ghost, ink * ghostShare)
        guard a != b, a.alpha != 0 || b.alpha != 0 else { return ground }
        let alphaChange = Int(b.alpha) - Int(a.alpha)
        let colourChange = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
        let strength = Double(max(abs(alphaChange), colourChange)) / 255
        let colour = alphaChange > 0 ? gained : alphaChange < 0 ? lost : recoloured
        return blend(ground, colour, floor + (1 - floor) * strength)
    }

    /// `a` moved towards `b` by `t` (0...1).
    private static func blend(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        func mix(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((Double(p) + (Double(q) - Double(p)) * t).rounded()) }
        return RGBA(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }
}
