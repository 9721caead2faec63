package androidx.compose.ui.graphics

import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces

/**
 * Stub of Compose's Color: the real one packs the components and the color space into a ULong; here an ARGB
 * (for sRGB colors) or float components, with the color space.
 */
class Color private constructor(
    val argb: Long,
    val red: Float,
    val green: Float,
    val blue: Float,
    val alpha: Float,
    val colorSpace: ColorSpace
) {
    companion object {
        /** No color: a `TextStyle` without one takes the color from where it is drawn. */
        val Unspecified: Color = Color(0L, 0f, 0f, 0f, 0f, ColorSpaces.Srgb)

        internal fun of(argb: Long): Color {
            fun channel(shift: Int) = ((argb shr shift) and 0xFF).toFloat() / 255f
            return Color(argb, channel(16), channel(8), channel(0), channel(24), ColorSpaces.Srgb)
        }

        internal fun of(red: Float, green: Float, blue: Float, alpha: Float, colorSpace: ColorSpace): Color =
            Color(-1L, red, green, blue, alpha, colorSpace)
    }
}

/** Stub of `Color(color: Long)`: 0xAARRGGBB. */
fun Color(color: Long): Color = Color.of(color)

/** Stub of `Color(color: Int)`: 0xAARRGGBB as an Int. */
fun Color(color: Int): Color = Color.of(color.toLong() and 0xFFFFFFFFL)

/** Stub of `Color(red, green, blue, alpha, colorSpace)`: components in the color space's range. */
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb): Color {
    require(red in 0f..1f && green in 0f..1f && blue in 0f..1f && alpha in 0f..1f) { "component out of range" }
    return Color.of(red, green, blue, alpha, colorSpace)
}
