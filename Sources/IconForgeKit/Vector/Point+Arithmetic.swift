import Foundation

/// Vector arithmetic on points, for the outline geometry.
extension Point {
    static let zero = Point(x: 0, y: 0)

    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    static func * (k: Double, a: Point) -> Point { Point(x: a.x * k, y: a.y * k) }
    static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z of the 3D cross product: positive when `other` turns counterclockwise from this
    /// vector (in y-up axes).
    func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    var length: Double { hypot(x, y) }

    /// The unit vector in this direction, or nil for a zero (or not finite) vector.
    var normalized: Point? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return Point(x: x / l, y: y / l)
    }

    /// This vector turned a quarter counterclockwise (in y-up axes): the left normal of a
    /// direction of travel.
    var perpendicular: Point { Point(x: -y, y: x) }

    /// The point a fraction `t` of the way to `other`.
    func lerp(_ other: Point, _ t: Double) -> Point { self + (other - self) * t }

    func distance(to other: Point) -> Double { (other - self).length }

    var isFinite: Bool { x.isFinite && y.isFinite }
}
