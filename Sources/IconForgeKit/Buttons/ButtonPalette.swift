/// The colours of one button state, all derived from a base colour so any base gives
/// the tutorial's glossy "gel" look: a lighter glare on the top half, a hard step at the
/// middle, and a thin darker, greyer outline. Every colour is opaque.
public struct ButtonPalette: Equatable, Sendable {
    /// The base colour: the lower half of the button.
    public var fill: RGBA
    /// The outline.
    public var stroke: RGBA
    /// Vertical gradient stops, top (0) to bottom (1).
    public var glare: [GradientStop]

    public init(fill: RGBA, stroke: RGBA? = nil) {
        self.fill = fill
        self.stroke = stroke ?? Self.derivedStroke(for: fill)
        glare = Self.glare(for: fill)
    }

    /// The slate grey the outline leans towards. Mixing a quarter of the base with three
    /// quarters of it maps the tutorial's green 0,189,0 onto its drawn outline 63,118,83,
    /// and gives any other base a darker, greyer shade of itself.
    public static let strokeSlate = RGBA(84, 94, 111)

    /// The outline for `base` when none is given.
    public static func derivedStroke(for base: RGBA) -> RGBA {
        base.mixed(with: strokeSlate, amount: 0.75)
    }

    /// The glare: bright at the top, easing down to a hard step at the middle (the
    /// shine's lower edge), then the plain base with a faint reflected light at the bottom.
    public static func glare(for base: RGBA) -> [GradientStop] {
        [
            GradientStop(offset: 0, color: base.mixed(with: .white, amount: 0.62)),
            GradientStop(offset: 0.5, color: base.mixed(with: .white, amount: 0.24)),
            GradientStop(offset: 0.5, color: base),
            GradientStop(offset: 1, color: base.mixed(with: .white, amount: 0.12)),
        ]
    }

    /// The pressed look: `highlight` when given, else the base darkened.
    public func highlighted(_ highlight: RGBA?, explicitStroke: RGBA?) -> ButtonPalette {
        ButtonPalette(fill: highlight ?? fill.mixed(with: .black, amount: 0.28), stroke: explicitStroke)
    }

    /// The disabled look: faded towards a light grey, still fully opaque.
    public var disabled: ButtonPalette { disabled(towards: RGBA(222, 224, 228)) }

    /// The grey a dark appearance's disabled state fades towards: a dark background's.
    public static let darkFaded = RGBA(58, 58, 62)

    /// The disabled look, faded towards `faded`.
    public func disabled(towards faded: RGBA) -> ButtonPalette {
        var palette = ButtonPalette(fill: fill.mixed(with: faded, amount: 0.6),
                                    stroke: stroke.mixed(with: faded, amount: 0.45))
        palette.glare = glare.map { GradientStop(offset: $0.offset, color: $0.color.mixed(with: faded, amount: 0.6)) }
        return palette
    }
}

/// One stop of a gradient.
public struct GradientStop: Equatable, Sendable {
    public var offset: Double
    public var color: RGBA

    public init(offset: Double, color: RGBA) {
        self.offset = offset
        self.color = color
    }
}
