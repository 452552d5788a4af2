package androidx.compose.ui.graphics

import androidx.compose.ui.geometry.Offset

/** A colour (a value class over a ULong in Compose), made by `Color(Int)` or `Color(Long)`. */
class Color internal constructor(val argb: Long, @Suppress("UNUSED_PARAMETER") made: Boolean) {
    companion object {
        val Black = Color(0xFF000000)
        val Unspecified = Color(0L, true)
    }
}

fun Color(color: Int): Color = Color(color.toLong() and 0xFFFFFFFFL, true)
fun Color(color: Long): Color = Color(color, true)

class StrokeCap private constructor(val value: Int) {
    companion object {
        val Butt = StrokeCap(0)
        val Round = StrokeCap(1)
        val Square = StrokeCap(2)
    }
}

class StrokeJoin private constructor(val value: Int) {
    companion object {
        val Miter = StrokeJoin(0)
        val Round = StrokeJoin(1)
        val Bevel = StrokeJoin(2)
    }
}

class PathFillType private constructor(val value: Int) {
    companion object {
        val NonZero = PathFillType(0)
        val EvenOdd = PathFillType(1)
    }
}

class TileMode private constructor(val value: Int) {
    companion object {
        val Clamp = TileMode(0)
        val Repeated = TileMode(1)
        val Mirror = TileMode(2)
        val Decal = TileMode(3)
    }
}

class BlendMode private constructor(val value: Int) {
    companion object {
        val SrcIn = BlendMode(5)
    }
}

abstract class Brush {
    companion object {
        fun linearGradient(
            vararg colorStops: Pair<Float, Color>,
            start: Offset = Offset.Zero,
            end: Offset = Offset.Infinite,
            tileMode: TileMode = TileMode.Clamp
        ): Brush = Gradient(colorStops.toList(), listOf(start, end), tileMode)

        fun radialGradient(
            vararg colorStops: Pair<Float, Color>,
            center: Offset = Offset.Unspecified,
            radius: Float = Float.POSITIVE_INFINITY,
            tileMode: TileMode = TileMode.Clamp
        ): Brush = Gradient(colorStops.toList(), listOf(center, Offset(radius, radius)), tileMode)
    }
}

class SolidColor(val value: Color) : Brush()

class Gradient(val stops: List<Pair<Float, Color>>, val points: List<Offset>, val tileMode: TileMode) : Brush()
