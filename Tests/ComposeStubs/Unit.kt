package androidx.compose.ui.unit

/** Stub of Compose's Dp. */
data class Dp(val value: Float)

/** Stub of Compose's TextUnit, in sp. */
data class TextUnit(val value: Float) {
    companion object {
        val Unspecified = TextUnit(Float.NaN)
    }
}

val Int.dp: Dp get() = Dp(toFloat())
val Float.dp: Dp get() = Dp(this)
val Float.sp: TextUnit get() = TextUnit(this)
val Int.sp: TextUnit get() = TextUnit(toFloat())
val Float.em: TextUnit get() = TextUnit(this)
