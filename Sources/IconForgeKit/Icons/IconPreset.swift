/// Named tab-bar icon sizes. `classic` is the original 30x30 point tab-bar icon; the
/// others are the Human Interface Guidelines' target sizes for custom tab-bar glyphs,
/// by shape, for regular and compact tab bars.
///
/// The guidelines give one number per shape: the diameter of a circle, the side of a
/// square, the width of a wide glyph and the height of a tall one. The other side of a
/// wide or tall glyph is the square's side, so a wide icon is a square stretched
/// sideways (31x23) and a tall one a square stretched upwards (23x28).
public enum IconPreset: String, CaseIterable, Sendable, Codable {
    case classic
    case circle, square, wide, tall
    case circleCompact = "circle-compact"
    case squareCompact = "square-compact"
    case wideCompact = "wide-compact"
    case tallCompact = "tall-compact"

    /// Canvas size in points (width, height).
    public var size: (width: Double, height: Double) {
        switch self {
        case .classic: return (30, 30)
        case .circle: return (25, 25)
        case .square: return (23, 23)
        case .wide: return (31, 23)
        case .tall: return (23, 28)
        case .circleCompact: return (18, 18)
        case .squareCompact: return (17, 17)
        case .wideCompact: return (23, 17)
        case .tallCompact: return (17, 20)
        }
    }

    /// These sizes with `base`'s scales and padding.
    public func options(_ base: IconOptions = IconOptions()) -> IconOptions {
        var options = base
        (options.width, options.height) = size
        return options
    }
}
