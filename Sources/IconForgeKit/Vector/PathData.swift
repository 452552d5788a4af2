/// Writes outline segments as SVG path data: absolute commands (arcs become cubics), numbers rounded to
/// `decimals` places without trailing zeros, so the same outline always gives the same text.
enum PathData {
    static func string(_ segments: [PathSegment], decimals: Int = 4) -> String {
        var out = ""
        for segment in ArcConversion.curves(segments) {
            out.append(segment.command)
            out += segment.points.map { number($0.x, decimals) + " " + number($0.y, decimals) }.joined(separator: " ")
        }
        return out
    }

    /// `value` to `decimals` places (at most 6), by integer arithmetic; `-0` prints as `0`.
    static func number(_ value: Double, _ decimals: Int) -> String {
        let places = max(0, min(6, decimals))
        var unit = 1.0
        for _ in 0 ..< places { unit *= 10 }
        let scaled = (value * unit).rounded()
        // Outline coordinates are bounded long before this; print anything else as Swift does.
        guard scaled.magnitude < 9e15 else { return "\(value)" }
        let whole = Int64(scaled)
        if whole == 0 { return "0" }
        let divisor = Int64(unit)
        var text = (whole < 0 ? "-" : "") + String(whole.magnitude / UInt64(divisor))
        var fraction = whole.magnitude % UInt64(divisor)
        guard fraction != 0 else { return text }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var fractionText = String(fraction)
        while fractionText.count < digits { fractionText = "0" + fractionText }
        text += "." + fractionText
        return text
    }
}
