import Foundation

/// The shape of a button image in points, and how it is cut into caps and a stretchable
/// centre at each scale.
///
/// The caps are as wide as the corner plus the outline, rounded up to whole points, so
/// corners never stretch; the centre is 1 point (1 px at 1x). By default the image is
/// compact (left cap + 1 + right cap wide); a `width` gives a full-size image instead.
public struct ButtonGeometry: Equatable, Sendable {
    /// Height in points (the image height in 3-part mode).
    public var height: Double
    /// Full width in points, or nil for a compact image.
    public var width: Double?
    /// Corner radius in points, or nil for a quarter of the height.
    public var radius: Double?
    /// Outline width in points, drawn inside the edge.
    public var strokeWidth: Double
    public var stretch: StretchMode

    public init(height: Double = 40, width: Double? = nil, radius: Double? = nil, strokeWidth: Double = 0.5,
                stretch: StretchMode = .horizontal) {
        self.height = height
        self.width = width
        self.radius = radius
        self.strokeWidth = strokeWidth
        self.stretch = stretch
    }

    /// The default corner radius of 9-part images, in points: a quarter of the default height.
    /// It cannot follow the height there, or a stretched image would differ from one drawn
    /// at the size it is stretched to.
    public static let nineRadius = 10.0

    /// The corner radius used: the given one, else a quarter of the height (3-part) or
    /// `nineRadius` (9-part).
    public var cornerRadius: Double { radius ?? (stretch == .both ? Self.nineRadius : height / 4) }

    /// Each cap in points: `ceil(radius + stroke)`.
    public var capPoints: Int { Self.wholeUnits(cornerRadius + strokeWidth) }

    /// The side of a compact image in points: cap + 1 + cap.
    public var compactSide: Int { 2 * capPoints + 1 }

    /// The image size in points.
    public var pointSize: (width: Double, height: Double) {
        let compact = Double(compactSide)
        return (width ?? compact, stretch == .both && width == nil ? compact : height)
    }

    /// Pixel size and cap insets of the file at `scale`. Caps scale from whole points (22 px
    /// at 2x for an 11-point cap), rounding up at fractional densities; the centre is one
    /// point rounded to whole pixels, at least 1.
    public func layout(scale: Double) -> StretchableLayout {
        let cap = Self.wholeUnits(Double(capPoints) * scale)
        let centre = max(1, Self.nearestUnits(scale))
        let compact = 2 * cap + centre
        let pixelWidth = width.map { Self.nearestUnits($0 * scale) } ?? compact
        let pixelHeight = stretch == .both && width == nil ? compact : Self.nearestUnits(height * scale)
        let insets: CapInsets
        switch stretch {
        case .horizontal:
            insets = CapInsets(top: 0, left: cap, bottom: 0, right: pixelWidth - cap - centre)
        case .both:
            insets = CapInsets(top: cap, left: cap, bottom: pixelHeight - cap - centre, right: pixelWidth - cap - centre)
        }
        return StretchableLayout(mode: stretch, scale: scale, width: pixelWidth, height: pixelHeight, insets: insets)
    }

    /// Why this geometry cannot be drawn, or nil when it can.
    public var problem: ButtonImageProblem? {
        if let outOfRange { return .outOfRange(outOfRange) }
        if let width, width < Double(compactSide) {
            return .narrowerThanCaps(width: width, least: compactSide, cap: capPoints)
        }
        let side = stretch == .both && width == nil ? Double(compactSide) : height
        if stretch == .both && side < Double(compactSide) { return .lowerThanCaps(height: side, least: compactSide) }
        if cornerRadius * 2 > min(pointSize.width, side) { return .radiusTooLarge(cornerRadius) }
        return nil
    }
}
