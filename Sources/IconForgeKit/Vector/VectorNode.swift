/// The drawing being built: groups (transforms VectorDrawable can express, clips, opacity) and paths.
indirect enum VectorNode: Equatable {
    case group(VectorGroup)
    case path(VectorPath)
}

/// A `<group>`: scale, then rotate (degrees), then translate; its clips apply to every child.
struct VectorGroup: Equatable {
    var rotation = 0.0
    var scaleX = 1.0
    var scaleY = 1.0
    var translateX = 0.0
    var translateY = 0.0
    /// Outlines filled by the nonzero rule, in the group's coordinates, all intersected: a
    /// `<clip-path>` each, written before the children.
    var clips: [[PathSegment]] = []
    /// The SVG `opacity` of the element the group stands for. A VectorDrawable has no group alpha,
    /// so the writer multiplies it into every path below (exact unless they overlap); the PDF
    /// painter composites the group as one layer, as SVG does.
    var opacity = 1.0
    var children: [VectorNode] = []

    /// The transform from the group's coordinates to its parent's.
    var transform: AffineTransform {
        AffineTransform.translate(translateX, translateY).concatenating(.rotate(degrees: rotation))
            .concatenating(.scale(scaleX, scaleY))
    }

    /// Whether the group only carries children (and maybe opacity): nothing for a `<group>` to hold.
    var isPlain: Bool {
        rotation == 0 && scaleX == 1 && scaleY == 1 && translateX == 0 && translateY == 0 && clips.isEmpty
    }
}

/// A `<path>` with its paint; a nil paint paints nothing.
struct VectorPath: Equatable {
    var segments: [PathSegment]
    var fill: VectorPaint?
    var fillAlpha = 1.0
    var evenOdd = false
    var stroke: VectorPaint?
    var strokeAlpha = 1.0
    var strokeWidth = 1.0
    var lineCap = "butt"
    var lineJoin = "miter"
    var miterLimit = 4.0
}

/// What a fill or stroke paints: one colour (its alpha kept in the path's fill or stroke alpha)
/// or a gradient (its stops carry their own alpha).
enum VectorPaint: Equatable {
    case color(RGBA)
    case gradient(VectorGradient)
}

/// A linear or radial gradient in the path's own coordinates, as `<gradient>` holds it.
struct VectorGradient: Equatable {
    enum Shape: Equatable {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
    }

    struct Stop: Equatable {
        var offset: Double
        var color: RGBA
    }

    var shape: Shape
    /// At least two, offsets ascending within 0...1.
    var stops: [Stop]
    /// `clamp`, `repeat` or `mirror` (SVG's pad, repeat, reflect).
    var tileMode: String
}
