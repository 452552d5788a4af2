/// How far a transform stretches lengths, for tolerances and stroke widths.
extension AffineTransform {
    /// The largest factor any length grows by (the larger singular value).
    var maximumScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let det = determinant
        return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
    }
}
