package androidx.compose.ui.graphics

/** Stub of Compose's Color: the real one packs the color into a ULong (here: ARGB and a marker). */
class Color private constructor(val argb: Long, @Suppress("UNUSED_PARAMETER") marker: Unit) {
    companion object {
        internal fun of(argb: Long): Color = Color(argb, Unit)
    }
}

/** Stub of `Color(color: Long)`: 0xAARRGGBB. */
fun Color(color: Long): Color = Color.of(color)

/** Stub of `Color(color: Int)`: 0xAARRGGBB as an Int. */
fun Color(color: Int): Color = Color.of(color.toLong() and 0xFFFFFFFFL)
