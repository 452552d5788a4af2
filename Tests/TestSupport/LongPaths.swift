import Foundation

/// SVG bodies whose VectorDrawable path data is long: what Android Lint's VectorPath check names,
/// and what aapt2 cannot store at all.
public enum LongPaths {
    /// 60 strokes crossing one another in one path, 1,100 characters or so.
    public static func crossingStrokes(opacity: String = "1") -> String {
        var d = ""
        for step in 0 ..< 60 { d += "M\(1 + Double(step) * 0.37) 1L\(23 - Double(step) * 0.37) 23" }
        return ##"<path d="\##(d)" stroke="#000" stroke-opacity="\##(opacity)"/>"##
    }

    /// One polygon of 6,000 points, a jagged ring: a single outline no split can shorten, over
    /// 32,767 characters, and quick to draw.
    public static let hugeOutline: String = {
        let points = (0 ..< 6000).map { index -> String in
            let turn = Double(index) * 2 * .pi / 6000, radius = 8 + Double(index % 7) * 0.31
            return String(format: "%.3f,%.3f", 12 + radius * cos(turn), 12 + radius * sin(turn))
        }
        return #"<polygon points="\#(points.joined(separator: " "))"/>"#
    }()
}
