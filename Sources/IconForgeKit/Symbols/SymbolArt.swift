/// A drawing read from an SVG for a symbol: its canvas and its painted shapes in document
/// order, each in its own user space with the transform to the canvas.
struct SymbolArt {
    /// The root user space's canvas: the viewBox, or the width and height.
    var canvas: Rect
    var shapes: [SymbolShape]
    var warnings: [SymbolWarning] = []
}

/// One shape's geometry and what paints it; nil paint draws nothing.
struct SymbolShape {
    enum FillRule { case nonzero, evenOdd }

    /// Absolute segments in the shape's own user space.
    var segments: [PathSegment]
    /// From the shape's user space to the canvas's.
    var transform: AffineTransform
    var fill: FillRule?
    var stroke: StrokeStyle?
    /// The hierarchical levels of the fill and the stroke, from how opaque each is painted.
    var fillLevel = SymbolLevel.primary
    var strokeLevel = SymbolLevel.primary
}
