package androidx.compose.ui.geometry

/** A point (a value class in Compose, made by the top-level `Offset(x, y)`). */
class Offset(val x: Float, val y: Float) {
    companion object {
        val Zero = Offset(0.0f, 0.0f)
        val Infinite = Offset(Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY)
        val Unspecified = Offset(Float.NaN, Float.NaN)
    }
}
