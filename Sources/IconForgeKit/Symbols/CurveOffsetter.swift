import Foundation

/// Fits the edges of a stroked cubic (without cusps) for several half widths at once.
///
/// The subdivision is shared by every width, so that each width's outline has the same
/// commands: the curve is split at inflections, wherever its direction turns more than 60°,
/// where its radius of curvature equals one of the half widths (the inner edge stops at the
/// centre of curvature, with a kink there), and then in halves until every edge of every
/// width lies within `tolerance` of the true offset.
struct CurveOffsetter {
    let curve: CubicBezier
    let halfWidths: [Double]
    let tolerance: Double

    static let maximumTurn = Double.pi / 3
    static let samples = 24
    /// Halvings allowed for the fit, and stretches for one curve; a curve that still misses
    /// is used as fitted (a bound on the work a hostile path can cause).
    static let maximumFitDepth = 10
    static let maximumSpans = 64

    func spans() -> [OffsetSpan] {
        var breaks = [0.0]
        for t in curve.inflections + [1.0] { breaks += turnBreaks(breaks[breaks.count - 1], t, depth: 0) + [t] }
        breaks = withRadiusCrossings(breaks)
        var result: [OffsetSpan] = []
        for (a, b) in zip(breaks, breaks.dropFirst()) where b > a { fit(a, b, depth: 0, into: &result) }
        return result
    }

    // MARK: Subdivision

    /// The direction of travel at `t`, from inside the stretch that `side` names.
    func direction(_ t: Double, _ side: CubicBezier.Side) -> Point {
        curve.tangent(at: t, side: side) ?? (curve.p3 - curve.p0).normalized ?? Point(x: 1, y: 0)
    }

    /// How far the direction turns between `a` and `b`, in radians.
    func turning(_ a: Double, _ b: Double) -> Double {
        var total = 0.0
        var previous = direction(a, .after)
        for i in 1 ... 8 {
            let next = direction(a + (b - a) * Double(i) / 8, .before)
            total += abs(atan2(previous.cross(next), previous.dot(next)))
            previous = next
        }
        return total
    }

    /// Parameters inside (a, b) that cut it into stretches turning at most `maximumTurn`, each
    /// cut where the turn is halved (a sharp bend gets few cuts, all at the bend).
    private func turnBreaks(_ a: Double, _ b: Double, depth: Int) -> [Double] {
        let total = turning(a, b)
        guard total > Self.maximumTurn, depth < 24, b - a > 1e-9 else { return [] }
        var lo = a, hi = b
        for _ in 0 ..< 40 {
            let mid = (lo + hi) / 2
            if turning(a, mid) < total / 2 { lo = mid } else { hi = mid }
        }
        let cut = min(max((lo + hi) / 2, a + (b - a) * 1e-3), b - (b - a) * 1e-3)
        return turnBreaks(a, cut, depth: depth + 1) + [cut] + turnBreaks(cut, b, depth: depth + 1)
    }

    /// The radius of curvature at `t` (0 where the curvature is infinite).
    func radius(_ t: Double) -> Double {
        let k = abs(curve.curvature(at: t))
        return k.isInfinite ? 0 : 1 / k
    }

    /// `breaks` with the parameters added where the radius of curvature crosses a half width.
    private func withRadiusCrossings(_ breaks: [Double]) -> [Double] {
        var result = [breaks[0]]
        for (a, b) in zip(breaks, breaks.dropFirst()) {
            var cuts: [Double] = []
            for h in halfWidths {
                let ts = (0 ... Self.samples).map { a + (b - a) * Double($0) / Double(Self.samples) }
                for (t0, t1) in zip(ts, ts.dropFirst()) where (radius(t0) < h) != (radius(t1) < h) {
                    var lo = t0, hi = t1
                    for _ in 0 ..< 50 {
                        let mid = (lo + hi) / 2
                        if (radius(mid) < h) == (radius(t0) < h) { lo = mid } else { hi = mid }
                    }
                    cuts.append((lo + hi) / 2)
                }
            }
            for cut in cuts.sorted() where cut - result[result.count - 1] > 1e-9 && b - cut > 1e-9 { result.append(cut) }
            result.append(b)
        }
        return result
    }

    // MARK: Fitting

    private func fit(_ a: Double, _ b: Double, depth: Int, into result: inout [OffsetSpan]) {
        let (span, error) = fitted(a, b)
        if error > tolerance, depth < Self.maximumFitDepth, result.count < Self.maximumSpans, b - a > 1e-9 {
            fit(a, (a + b) / 2, depth: depth + 1, into: &result)
            fit((a + b) / 2, b, depth: depth + 1, into: &result)
        } else {
            result.append(span)
        }
    }

    /// The stretch from `a` to `b` with every width's edges, and the largest fitting error.
    private func fitted(_ a: Double, _ b: Double) -> (OffsetSpan, Double) {
        let k = curve.curvature(at: (a + b) / 2)
        let straight = abs(k) * max(curve.size, .leastNormalMagnitude) < 1e-9
        var span = OffsetSpan(start: a, end: b, inner: straight ? nil : (k > 0 ? .left : .right))
        let ts = (0 ... Self.samples).map { a + (b - a) * Double($0) / Double(Self.samples) }
        let radii = ts.map(radius)
        span.folds = span.inner != nil && halfWidths.contains { h in radii.contains { $0 < h } }
        var error = 0.0
        for h in halfWidths {
            let folds = span.inner != nil && radii.contains { $0 < h }
            var edges: [OffsetSpan.Side: CubicBezier] = [:]
            for side in [OffsetSpan.Side.left, .right] {
                let clamped = side == span.inner && folds
                let edge = fitEdge(a, b, side: side, halfWidth: h, clampedAtCentre: clamped)
                edges[side] = edge.curve
                error = max(error, edge.error)
                if span.folds && side == span.inner {
                    let full = clamped ? fitEdge(a, b, side: side, halfWidth: h, clampedAtCentre: false) : edge
                    span.innerOffset.append(full.curve)
                    error = max(error, full.error)
                }
            }
            span.left.append(edges[.left]!)
            span.right.append(edges[.right]!)
        }
        return (span, error)
    }

    /// One edge: the curve moved `halfWidth` along its normal toward `side`, or, when
    /// `clampedAtCentre`, no further than its centre of curvature.
    private func fitEdge(_ a: Double, _ b: Double, side: OffsetSpan.Side, halfWidth: Double,
                         clampedAtCentre: Bool) -> (curve: CubicBezier, error: Double) {
        let sign = side == .left ? 1.0 : -1.0
        func edge(_ t: Double, _ from: CubicBezier.Side) -> Point {
            let distance = clampedAtCentre ? min(halfWidth, radius(t)) : halfWidth
            return curve.point(at: t) + direction(t, from).perpendicular * (sign * distance)
        }
        let samples = (0 ... Self.samples).map { i -> Point in
            let t = a + (b - a) * Double(i) / Double(Self.samples)
            return edge(t, i == 0 ? .after : .before)
        }
        var startTangent = direction(a, .after), endTangent = direction(b, .before)
        // An edge that does not stop at the centre runs parallel to the curve, unless it folds
        // back past the centre; otherwise its directions are measured.
        let plain = !clampedAtCentre && (side != curve.innerSide(at: (a + b) / 2) || radiusExceeds(halfWidth, a, b))
        if !plain {
            let delta = (b - a) * 1e-4
            startTangent = (edge(a + delta, .before) - samples[0]).normalized ?? startTangent
            endTangent = (samples[samples.count - 1] - edge(b - delta, .before)).normalized ?? endTangent
        }
        return CubicFitting.fit(samples, startTangent: startTangent, endTangent: endTangent)
    }

    /// Whether the radius of curvature stays above `halfWidth` all along (a, b).
    private func radiusExceeds(_ halfWidth: Double, _ a: Double, _ b: Double) -> Bool {
        (0 ... Self.samples).allSatisfy { radius(a + (b - a) * Double($0) / Double(Self.samples)) >= halfWidth }
    }
}

private extension CubicBezier {
    /// The side toward the centre of curvature at `t`.
    func innerSide(at t: Double) -> OffsetSpan.Side { curvature(at: t) > 0 ? .left : .right }
}
