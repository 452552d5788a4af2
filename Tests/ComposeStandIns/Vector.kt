package androidx.compose.ui.graphics.vector

import androidx.compose.ui.graphics.BlendMode
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.unit.Dp

/** One command of a path, as `PathBuilder` records it. */
class PathNode(val command: String, val arguments: List<Any>)

class PathBuilder {
    private val _nodes = mutableListOf<PathNode>()
    val nodes: List<PathNode> get() = _nodes

    private fun add(command: String, vararg arguments: Any): PathBuilder {
        _nodes.add(PathNode(command, arguments.toList()))
        return this
    }

    fun close(): PathBuilder = add("close")
    fun moveTo(x: Float, y: Float): PathBuilder = add("moveTo", x, y)
    fun moveToRelative(dx: Float, dy: Float): PathBuilder = add("moveToRelative", dx, dy)
    fun lineTo(x: Float, y: Float): PathBuilder = add("lineTo", x, y)
    fun lineToRelative(dx: Float, dy: Float): PathBuilder = add("lineToRelative", dx, dy)
    fun horizontalLineTo(x: Float): PathBuilder = add("horizontalLineTo", x)
    fun horizontalLineToRelative(dx: Float): PathBuilder = add("horizontalLineToRelative", dx)
    fun verticalLineTo(y: Float): PathBuilder = add("verticalLineTo", y)
    fun verticalLineToRelative(dy: Float): PathBuilder = add("verticalLineToRelative", dy)
    fun curveTo(x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float): PathBuilder =
        add("curveTo", x1, y1, x2, y2, x3, y3)
    fun curveToRelative(dx1: Float, dy1: Float, dx2: Float, dy2: Float, dx3: Float, dy3: Float): PathBuilder =
        add("curveToRelative", dx1, dy1, dx2, dy2, dx3, dy3)
    fun reflectiveCurveTo(x1: Float, y1: Float, x2: Float, y2: Float): PathBuilder = add("reflectiveCurveTo", x1, y1, x2, y2)
    fun reflectiveCurveToRelative(dx1: Float, dy1: Float, dx2: Float, dy2: Float): PathBuilder =
        add("reflectiveCurveToRelative", dx1, dy1, dx2, dy2)
    fun quadTo(x1: Float, y1: Float, x2: Float, y2: Float): PathBuilder = add("quadTo", x1, y1, x2, y2)
    fun quadToRelative(dx1: Float, dy1: Float, dx2: Float, dy2: Float): PathBuilder = add("quadToRelative", dx1, dy1, dx2, dy2)
    fun reflectiveQuadTo(x1: Float, y1: Float): PathBuilder = add("reflectiveQuadTo", x1, y1)
    fun reflectiveQuadToRelative(dx1: Float, dy1: Float): PathBuilder = add("reflectiveQuadToRelative", dx1, dy1)
    fun arcTo(
        horizontalEllipseRadius: Float,
        verticalEllipseRadius: Float,
        theta: Float,
        isMoreThanHalf: Boolean,
        isPositiveArc: Boolean,
        x1: Float,
        y1: Float
    ): PathBuilder = add("arcTo", horizontalEllipseRadius, verticalEllipseRadius, theta, isMoreThanHalf, isPositiveArc, x1, y1)
    fun arcToRelative(
        a: Float,
        b: Float,
        theta: Float,
        isMoreThanHalf: Boolean,
        isPositiveArc: Boolean,
        dx1: Float,
        dy1: Float
    ): PathBuilder = add("arcToRelative", a, b, theta, isMoreThanHalf, isPositiveArc, dx1, dy1)
}

inline fun PathData(block: PathBuilder.() -> Unit): List<PathNode> = with(PathBuilder()) {
    block()
    nodes
}

const val DefaultGroupName = ""
const val DefaultPathName = ""
const val DefaultStrokeLineWidth = 0.0f
const val DefaultStrokeLineMiter = 4.0f
val DefaultStrokeLineCap = StrokeCap.Butt
val DefaultStrokeLineJoin = StrokeJoin.Miter
val DefaultFillType = PathFillType.NonZero
val EmptyPath = emptyList<PathNode>()

class ImageVector internal constructor(val name: String, val defaultWidth: Dp, val defaultHeight: Dp, val viewportWidth: Float,
                                       val viewportHeight: Float, val autoMirror: Boolean, val nodes: List<Any>) {
    class Builder(
        private val name: String = DefaultGroupName,
        private val defaultWidth: Dp,
        private val defaultHeight: Dp,
        private val viewportWidth: Float,
        private val viewportHeight: Float,
        private val tintColor: Color = Color.Unspecified,
        private val tintBlendMode: BlendMode = BlendMode.SrcIn,
        private val autoMirror: Boolean = false
    ) {
        private val nodes = mutableListOf<Any>()

        fun addGroup(
            name: String = DefaultGroupName,
            rotate: Float = 0.0f,
            pivotX: Float = 0.0f,
            pivotY: Float = 0.0f,
            scaleX: Float = 1.0f,
            scaleY: Float = 1.0f,
            translationX: Float = 0.0f,
            translationY: Float = 0.0f,
            clipPathData: List<PathNode> = EmptyPath
        ): Builder {
            nodes.add(listOf("group", name, rotate, pivotX, pivotY, scaleX, scaleY, translationX, translationY, clipPathData))
            return this
        }

        fun clearGroup(): Builder {
            nodes.add("end")
            return this
        }

        fun addPath(
            pathData: List<PathNode>,
            pathFillType: PathFillType = DefaultFillType,
            name: String = DefaultPathName,
            fill: Brush? = null,
            fillAlpha: Float = 1.0f,
            stroke: Brush? = null,
            strokeAlpha: Float = 1.0f,
            strokeLineWidth: Float = DefaultStrokeLineWidth,
            strokeLineCap: StrokeCap = DefaultStrokeLineCap,
            strokeLineJoin: StrokeJoin = DefaultStrokeLineJoin,
            strokeLineMiter: Float = DefaultStrokeLineMiter,
            trimPathStart: Float = 0.0f,
            trimPathEnd: Float = 1.0f,
            trimPathOffset: Float = 0.0f
        ): Builder {
            nodes.add(listOf("path", pathData, pathFillType, name, fill, fillAlpha, stroke, strokeAlpha, strokeLineWidth,
                             strokeLineCap, strokeLineJoin, strokeLineMiter))
            return this
        }

        fun build(): ImageVector = ImageVector(name, defaultWidth, defaultHeight, viewportWidth, viewportHeight, autoMirror, nodes)
    }
}

inline fun ImageVector.Builder.path(
    name: String = DefaultPathName,
    fill: Brush? = null,
    fillAlpha: Float = 1.0f,
    stroke: Brush? = null,
    strokeAlpha: Float = 1.0f,
    strokeLineWidth: Float = DefaultStrokeLineWidth,
    strokeLineCap: StrokeCap = DefaultStrokeLineCap,
    strokeLineJoin: StrokeJoin = DefaultStrokeLineJoin,
    strokeLineMiter: Float = DefaultStrokeLineMiter,
    pathFillType: PathFillType = DefaultFillType,
    pathBuilder: PathBuilder.() -> Unit
): ImageVector.Builder = addPath(
    PathData(pathBuilder), pathFillType, name, fill, fillAlpha, stroke, strokeAlpha, strokeLineWidth, strokeLineCap,
    strokeLineJoin, strokeLineMiter
)

inline fun ImageVector.Builder.group(
    name: String = DefaultGroupName,
    rotate: Float = 0.0f,
    pivotX: Float = 0.0f,
    pivotY: Float = 0.0f,
    scaleX: Float = 1.0f,
    scaleY: Float = 1.0f,
    translationX: Float = 0.0f,
    translationY: Float = 0.0f,
    clipPathData: List<PathNode> = EmptyPath,
    block: ImageVector.Builder.() -> Unit
): ImageVector.Builder {
    addGroup(name, rotate, pivotX, pivotY, scaleX, scaleY, translationX, translationY, clipPathData)
    block()
    clearGroup()
    return this
}
