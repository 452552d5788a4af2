import Foundation

/// Turns elliptical arcs into cubic Bézier curves (SVG 1.1 appendix F.6: endpoint to centre
/// parameterization, then at most 90 degrees per curve), for paths whose transform is baked in.
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

    static func arc(from p0: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool,
                    to p1: Point) -> [PathSegment] {
        if p0 == p1 { return [] }
        var rx = abs(rx), ry = abs(ry)
        if rx == 0 || ry == 0 { return [.line(p1)] }
        let phi = rotation * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to reach the end point grow until they do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
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
        for index in 0 ..< count {
            let (a, da) = onEllipse(t)
            let (b, db) = onEllipse(t + step)
            let end = index == count - 1 ? p1 : b
            segments.append(.cubic(Point(x: a.x + k * da.x, y: a.y + k * da.y),
                                   Point(x: b.x - k * db.x, y: b.y - k * db.y), end))
            t += step
        }
        return segments
    }

    private static func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
        atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
}
