/// The drawable being built: groups (transforms VectorDrawable can express) and paths.
indirect enum VectorNode: Equatable {
    case group(VectorGroup)
    case path(VectorPath)
}

/// A `<group>`: scale, then rotate (degrees), then translate.
struct VectorGroup: Equatable {
    var rotation = 0.0
    var scaleX = 1.0
    var scaleY = 1.0
    var translateX = 0.0
    var translateY = 0.0
    var children: [VectorNode] = []
}

/// A `<path>` with its paint; a nil colour paints nothing.
struct VectorPath: Equatable {
    var segments: [PathSegment]
    var fillColor: RGBA?
    var fillAlpha = 1.0
    var evenOdd = false
    var strokeColor: RGBA?
    var strokeAlpha = 1.0
    var strokeWidth = 1.0
    var lineCap = "butt"
    var lineJoin = "miter"
    var miterLimit = 4.0
}
