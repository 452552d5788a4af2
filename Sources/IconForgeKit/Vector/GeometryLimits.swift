import Foundation

/// The numbers a drawable may hold. Android reads every number as a 32-bit float and the app
/// crashes inflating a drawable with NaN or infinity, so each coordinate, radius, width and
/// group value is checked finite and bounded before it is written: art 10,000 canvases away,
/// or a transform that overflows, is refused by name instead.
struct GeometryLimits {
    /// Largest magnitude of a written coordinate, radius or width, in viewport units.
    let magnitude: Double

    /// The viewport sizes (user units) a drawable can hold with useful precision.
    static let viewport = 0.01 ... 1e7
    /// Largest magnitude of one group's scale.
    static let scale = 1e4

    init(viewportWidth: Double, viewportHeight: Double) throws {
        for size in [viewportWidth, viewportHeight] where !Self.viewport.contains(size) {
            let shown = size.isFinite ? String(format: "%g", size) : "\(size)"
            throw VectorDrawableError.unsupported(
                element: "a viewport of \(shown) units",
                reason: "a VectorDrawable holds viewports of \(Self.viewport.lowerBound) to 1e7 units")
        }
        magnitude = 1e4 * max(viewportWidth, viewportHeight)
    }

    /// Throws unless `value` is finite and within `magnitude`; `what` names it ("a coordinate of <path>").
    func check(_ value: Double, _ what: @autoclosure () -> String) throws {
        guard value.isFinite else {
            throw VectorDrawableError.unsupported(element: what(), reason: "it is not a finite number")
        }
        guard abs(value) <= magnitude else {
            throw VectorDrawableError.unsupported(
                element: what(), reason: String(format: "%g is beyond ±%g, far outside the canvas", value, magnitude))
        }
    }

    func check(_ point: Point, _ what: @autoclosure () -> String) throws {
        try check(point.x, what())
        try check(point.y, what())
    }

    /// Every number of `segments`.
    func check(_ segments: [PathSegment], _ what: @autoclosure () -> String) throws {
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): try check(p, what())
            case .quad(let a, let p): try check(a, what()); try check(p, what())
            case .cubic(let a, let b, let p): try check(a, what()); try check(b, what()); try check(p, what())
            case .arc(let rx, let ry, let rotation, _, _, let p):
                try check(rx, what()); try check(ry, what()); try check(rotation, what()); try check(p, what())
            case .close: break
            }
        }
    }

    /// A group's values: finite, translations within `magnitude`, scales within `scale`.
    func check(_ group: VectorGroup, _ what: @autoclosure () -> String) throws {
        try check(group.rotation, what())
        try check(group.translateX, what())
        try check(group.translateY, what())
        for scale in [group.scaleX, group.scaleY] where !(abs(scale) <= Self.scale) {
            throw VectorDrawableError.unsupported(
                element: what(), reason: scale.isFinite ? String(format: "it scales by %g, beyond ±%g", scale, Self.scale)
                    : "it is not a finite number")
        }
    }
}
