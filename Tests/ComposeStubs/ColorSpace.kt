package androidx.compose.ui.graphics.colorspace

/** Stub of Compose's ColorSpace: its name. */
class ColorSpace internal constructor(val name: String) {
    override fun toString(): String = name
}

/** Stub of Compose's ColorSpaces: the two spaces Swatch uses. */
object ColorSpaces {
    val Srgb = ColorSpace("sRGB IEC61966-2.1")
    val DisplayP3 = ColorSpace("Display P3")
}
