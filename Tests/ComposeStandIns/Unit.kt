package androidx.compose.ui.unit

/** Density-independent pixels (a value class in Compose). */
class Dp(val value: Float)

val Int.dp: Dp get() = Dp(this.toFloat())
val Double.dp: Dp get() = Dp(this.toFloat())
val Float.dp: Dp get() = Dp(this)
