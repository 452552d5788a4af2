/// What a shape or mask is filled with.
public enum Paint: Sendable {
    case color(RGBA)
    /// A linear gradient from `(x0, y0)` to `(x1, y1)` with `(offset 0...1, colour)` stops.
    case linear(x0: Double, y0: Double, x1: Double, y1: Double, stops: [(Double, RGBA)])

    /// A vertical gradient from `top` to `bottom` (y coordinates) through `stops`.
    public static func vertical(top: Double, bottom: Double, _ stops: [(Double, RGBA)]) -> Paint {
        .linear(x0: 0, y0: top, x1: 0, y1: bottom, stops: stops)
    }
}

/// How text lines up with the x coordinate given.
public enum TextAlignment: Sendable {
    case left, center, right
}

/// Sampling when an image is drawn scaled.
public enum ImageFilter: Sendable {
    /// Hard pixel edges, for enlarged pixel views.
    case nearest
    /// Smooth interpolation.
    case smooth
}
