/// Stretching an image the way UIKit draws a resizable image: the caps are copied
/// unchanged and only the centre between them is stretched to fill the new size.
extension RGBAImage {
    /// This image resized to `width` x `height` keeping `insets` intact. The centre is
    /// resampled linearly (a 1-pixel centre simply repeats); a dimension with no caps is
    /// scaled as a whole. Interpolation runs on premultiplied colour, so transparent
    /// corners never bleed dark fringes.
    public func stretched(insets: CapInsets, toWidth width: Int, height: Int) -> RGBAImage {
        let columns = Self.taps(source: self.width, target: width, leading: insets.left, trailing: insets.right)
        let rows = Self.taps(source: self.height, target: height, leading: insets.top, trailing: insets.bottom)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (y, row) in rows.enumerated() {
            for (x, column) in columns.enumerated() {
                var sums = (0.0, 0.0, 0.0, 0.0)
                for (sy, wy) in [(row.0, 1 - row.2), (row.1, row.2)] where wy > 0 {
                    for (sx, wx) in [(column.0, 1 - column.2), (column.1, column.2)] where wx > 0 {
                        let i = (sy * self.width + sx) * 4, w = wx * wy
                        let a = Double(pixels[i + 3]) * w
                        sums.0 += Double(pixels[i]) * a
                        sums.1 += Double(pixels[i + 1]) * a
                        sums.2 += Double(pixels[i + 2]) * a
                        sums.3 += a
                    }
                }
                guard sums.3 > 0 else { continue }
                let o = (y * width + x) * 4
                out[o] = UInt8(min(255, (sums.0 / sums.3).rounded()))
                out[o + 1] = UInt8(min(255, (sums.1 / sums.3).rounded()))
                out[o + 2] = UInt8(min(255, (sums.2 / sums.3).rounded()))
                out[o + 3] = UInt8(min(255, sums.3.rounded()))
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// For each target position along one axis: two source positions and the weight of
    /// the second. Caps map one to one; the centre maps linearly onto the source centre.
    private static func taps(source: Int, target: Int, leading: Int, trailing: Int) -> [(Int, Int, Double)] {
        let sourceCentre = max(1, source - leading - trailing)
        let targetCentre = target - leading - trailing
        return (0 ..< target).map { position in
            if position < leading { return (position, position, 0) }
            if position >= target - trailing { return (position - target + source, position - target + source, 0) }
            let exact = Double(leading) + (Double(position - leading) + 0.5) * Double(sourceCentre)
                / Double(max(1, targetCentre)) - 0.5
            let clamped = min(max(exact, Double(leading)), Double(leading + sourceCentre - 1))
            let low = Int(clamped.rounded(.down))
            let high = min(low + 1, leading + sourceCentre - 1)
            return (low, high, clamped - Double(low))
        }
    }
}
