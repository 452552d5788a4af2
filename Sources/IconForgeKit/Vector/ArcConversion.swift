import Foundation

/// Turns elliptical arcs into cubic Bézier curves (SVG 1.1 appendix F.6: endpoint to centre
/// parameterization, then at most 90 degrees per curve), for paths whose transform is baked in.
/// Total on any input, computed without overflow: radii too small grow until they reach the end
/// point (as SVG says), a small arc on radii past a billion half-chords is the straight line it
/// is to that precision, and what no double can hold (ends 1e308 apart, a chord below 1e-308 of
/// its radii) is drawn as a line; the converter refuses such radii before (`checkArcs`).
enum ArcConversion {
    static func curves(_ segments: [PathSegment]) -> [PathSegment] {
        var result: [PathSegment] = []
        var current = Point(x: 0, y: 0), start = current
        for segment in segments {
            switch segment {
            case .move(let p): current = p; start = p; result.append(segment)
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p; result.append(segment)
            case .close: current = start; result.append(segment)
            case .arc(let rx, let ry, let rotation, let large, let sweep, let p):
                result += arc(from: current, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep, to: p)
                current = p
            }
        }
        return result
    }

    /// The arcs of `segments` with radii below `tiny` and too small to reach their end point grown
    /// almost until they do (renderers grow them the rest of the way, as SVG says: F.6.6), so a
    /// radius is not written as zero, which Android would draw as a straight line. Larger radii
    /// stay as they are: written exactly at the reach, rounding could tip them over it, and the
    /// arc's centre would jump.
    static func reachingRadii(_ segments: [PathSegment], below tiny: Double) -> [PathSegment] {
        var current = Point(x: 0, y: 0), start = current
        return segments.map { segment in
            defer {
                if case .close = segment { current = start } else if let end = segment.end { current = end }
                if case .move(let p) = segment { start = p }
            }
            guard case .arc(let rx, let ry, let rotation, let large, let sweep, let p) = segment, rx > 0, ry > 0,
                  max(rx, ry) < tiny, current != p else { return segment }
            let phi = (rotation.isFinite ? rotation : 0).truncatingRemainder(dividingBy: 360) * .pi / 180
            let dx = (current.x - p.x) / 2, dy = (current.y - p.y) / 2
            let x1 = cos(phi) * dx + sin(phi) * dy, y1 = -sin(phi) * dx + cos(phi) * dy
            guard !(hypot(x1 / rx, y1 / ry) < 1) else { return segment }
            let ratio = rx / ry, grown = hypot(x1, y1 * ratio) * 0.999
            return .arc(rx: grown, ry: grown / ratio, rotation: rotation, largeArc: large, sweep: sweep, to: p)
        }
    }

    static func arc(from p0: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool,
                    to p1: Point) -> [PathSegment] {
        if p0 == p1 { return [] }
        var rx = abs(rx), ry = abs(ry)
        if !(rx > 0 && ry > 0) { return [.line(p1)] }
        let phi = (rotation.isFinite ? rotation : 0).truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        guard x1.isFinite, y1.isFinite else { return [.line(p1)] }
        // √λ of F.6.6, by hypot so huge or tiny radii neither overflow nor underflow to NaN.
        let root = hypot(x1 / rx, y1 / ry)
        let ratio = rx / ry
        guard ratio.isFinite, ratio > 0 else { return [.line(p1)] }
        var factor = 0.0
        if !(root < 1) {
            // Radii too small to reach the end point grow until they do; the centre is the midpoint.
            rx = hypot(x1, y1 * ratio)
            ry = rx / ratio
        } else if root < 1e-9, !large {
            return [.line(p1)]
        } else {
            factor = (1 - root * root).squareRoot() / root
            guard factor.isFinite else { return [.line(p1)] }
        }
        if large == sweep { factor = -factor }
        let cx1 = factor * ratio * y1, cy1 = -factor / ratio * x1
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let quarters = abs(delta) / (.pi / 2)
        guard quarters.isFinite, cx.isFinite, cy.isFinite else { return [.line(p1)] }
        let count = max(1, min(4, Int((quarters - 1e-9).rounded(.up))))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (Point, Point) {
            // The point at parameter t and its derivative direction.
            let x = rx * cos(t), y = ry * sin(t)
            let tx = -rx * sin(t), ty = ry * cos(t)
            return (Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y),
                    Point(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty))
        }
        var segments: [PathSegment] = []
        var t = theta1
        // The ends are the given points, not recomputed ones: exact, and no cancellation error
        // when the centre lies far away.
        var from = p0
        for index in 0 ..< count {
            let (_, da) = onEllipse(t)
            let (b, db) = onEllipse(t + step)
            let end = index == count - 1 ? p1 : b
            segments.append(.cubic(Point(x: from.x + k * da.x, y: from.y + k * da.y),
                                   Point(x: end.x - k * db.x, y: end.y - k * db.y), end))
            from = end
            t += step
        }
        return segments
    }

    private static func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
        atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
}
