import Foundation

/// Fits one cubic to points sampled along a smooth curve, keeping the curve's end points and
/// its directions there (least squares on the two handle lengths, with Newton
/// reparametrization, after P. J. Schneider, "An Algorithm for Automatically Fitting
/// Digitized Curves", Graphics Gems, 1990), and measures how far the samples lie from it.
enum CubicFitting {
    /// The cubic through the first and last of `samples` (at least three, in order along the
    /// curve), leaving along `startTangent` and arriving along `endTangent` (unit vectors of
    /// travel), with the largest distance from a sample to it.
    static func fit(_ samples: [Point], startTangent: Point, endTangent: Point) -> (curve: CubicBezier, error: Double) {
        let q0 = samples[0], q3 = samples[samples.count - 1]
        var lengths = [0.0]
        for i in 1 ..< samples.count { lengths.append(lengths[i - 1] + samples[i].distance(to: samples[i - 1])) }
        let total = lengths[lengths.count - 1]
        guard total > 1e-12 * (1 + abs(q0.x) + abs(q0.y)) else {
            // A curve that stays on one spot: a cubic with its handles on its ends.
            let curve = CubicBezier(q0, q0, q3, q3)
            return (curve, samples.map { $0.distance(to: q0) }.max() ?? 0)
        }
        var parameters = lengths.map { $0 / total }
        var curve = CubicBezier(line: q0, q3)
        for _ in 0 ..< 4 {
            curve = handles(samples, parameters, q0, q3, startTangent, endTangent, chord: total)
            parameters = zip(samples, parameters).map { newton(curve, $0.0, $0.1) }
        }
        let error = zip(samples, parameters).map { sample, u in
            sample.distance(to: curve.point(at: newton(curve, sample, newton(curve, sample, u))))
        }.max() ?? 0
        return (curve, error)
    }

    /// The handle lengths that best place the curve on the samples at `parameters`; `chord` is
    /// the length of the samples' polyline.
    private static func handles(_ samples: [Point], _ parameters: [Double], _ q0: Point, _ q3: Point,
                                _ t0: Point, _ t3: Point, chord: Double) -> CubicBezier {
        var c11 = 0.0, c12 = 0.0, c22 = 0.0, x1 = 0.0, x2 = 0.0
        for (sample, u) in zip(samples, parameters) {
            let s = 1 - u
            let b0 = s * s * s, b1 = 3 * s * s * u, b2 = 3 * s * u * u, b3 = u * u * u
            let a1 = t0 * b1, a2 = -t3 * b2
            let rest = sample - (q0 * (b0 + b1) + q3 * (b2 + b3))
            c11 += a1.dot(a1)
            c12 += a1.dot(a2)
            c22 += a2.dot(a2)
            x1 += rest.dot(a1)
            x2 += rest.dot(a2)
        }
        let determinant = c11 * c22 - c12 * c12
        var alpha = chord / 3, beta = chord / 3
        if abs(determinant) > 1e-12 * max(c11 * c22, .leastNormalMagnitude) {
            let a = (x1 * c22 - x2 * c12) / determinant, b = (c11 * x2 - c12 * x1) / determinant
            // Handles pointing backwards or vanishing mean the samples do not support a fit with
            // these directions: the chord heuristic is the safe guess. So do handles longer than
            // the samples' whole length: a smooth stretch's are about a third of it, and longer
            // ones (least squares gives millions of times the length where the samples barely
            // bend against the end directions) loop far past the samples while still passing
            // near each of them, which the fit's error cannot see.
            if a > 1e-6 * chord && b > 1e-6 * chord && a <= chord && b <= chord {
                alpha = a
                beta = b
            }
        }
        return CubicBezier(q0, q0 + t0 * alpha, q3 - t3 * beta, q3)
    }

    /// One Newton step toward the parameter of the point on `curve` nearest `sample`.
    private static func newton(_ curve: CubicBezier, _ sample: Point, _ u: Double) -> Double {
        let d = curve.point(at: u) - sample
        let d1 = curve.derivative(at: u), d2 = curve.secondDerivative(at: u)
        let denominator = d1.dot(d1) + d.dot(d2)
        guard denominator > 0, denominator.isFinite else { return u }
        return min(1, max(0, u - d.dot(d1) / denominator))
    }
}
