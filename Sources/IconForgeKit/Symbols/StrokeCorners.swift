import Foundation

/// The pieces of a stroke outline around its vertices: joins, caps and dots, each a closed
/// contour turning the same way as the edges (clockwise in y-up axes), so that nonzero
/// filling unites them.
///
/// Each kind always has the same commands, whatever the width: a miter beyond the limit is
/// drawn as a bevel with its tip on the bevel's middle, so all three weights of a symbol keep
/// the same points even where one of them would bevel.
struct StrokeCorners {
    let style: StrokeStyle
    /// The arcs in a round join, cap or dot: enough for the widest width to stay in tolerance.
    let arcs: Int

    init(style: StrokeStyle, widestHalfWidth: Double, tolerance: Double) {
        self.style = style
        // A circle of n cubic arcs strays from the true circle by about these fractions of
        // its radius.
        if widestHalfWidth * 2.8e-4 <= tolerance { arcs = 4 }
        else if widestHalfWidth * 4.3e-6 <= tolerance { arcs = 8 }
        else { arcs = 16 }
    }

    /// The join at `point` between a piece arriving along `incoming` and one leaving along
    /// `outgoing` (unit directions).
    func join(at point: Point, incoming: Point, outgoing: Point, halfWidth h: Double, into out: inout ContourWriter) {
        if style.join == .round {
            out.disk(center: point, radius: h, arcs: arcs)
            return
        }
        // The outer side is the one the path turns away from.
        let turn = incoming.cross(outgoing)
        let outward = turn > 0 ? -1.0 : 1.0
        let n1 = incoming.perpendicular * outward, n2 = outgoing.perpendicular * outward
        let o1 = point + n1 * h, o2 = point + n2 * h
        // cairo's test: the miter is drawn when 1/sin(ψ/2) <= limit, ψ the angle between the
        // segments; in · out = −cos ψ, so 2 <= limit² (1 + in · out).
        let cosine = incoming.dot(outgoing)
        var tip = o1.lerp(o2, 0.5)
        if style.join == .miter && 2 <= style.miterLimit * style.miterLimit * (1 + cosine) {
            tip = point + (n1 + n2) * (h / (1 + cosine))
        }
        out.polygon(turn > 0 ? [point, o2, tip, o1] : [point, o1, tip, o2])
    }

    /// The cap at an open end `point`, the stroke leaving it along `outward` (a unit vector).
    func cap(at point: Point, outward: Point, halfWidth h: Double, into out: inout ContourWriter) {
        switch style.cap {
        case .butt: return
        case .round: out.disk(center: point, radius: h, arcs: arcs)
        case .square:
            let n = outward.perpendicular * h, ahead = outward * h
            out.polygon([point + n, point + n + ahead, point - n + ahead, point - n])
        }
    }

    /// What a subpath of zero length draws: a dot for round caps, a square aligned with the
    /// user space axes for square caps (as cairo draws them), nothing for butt caps.
    func dot(at point: Point, halfWidth h: Double, into out: inout ContourWriter) {
        switch style.cap {
        case .butt: return
        case .round: out.disk(center: point, radius: h, arcs: arcs)
        case .square:
            out.polygon([point + Point(x: -h, y: h), point + Point(x: h, y: h), point + Point(x: h, y: -h),
                         point + Point(x: -h, y: -h)])
        }
    }

    /// Whether the join between these directions is too slight to draw: the gap it would
    /// fill stays under a tenth of `tolerance` at the widest width.
    static func isSmooth(_ incoming: Point, _ outgoing: Point, widestHalfWidth: Double, tolerance: Double) -> Bool {
        incoming.dot(outgoing) > 0 && (incoming - outgoing).length * widestHalfWidth <= tolerance / 10
    }
}
