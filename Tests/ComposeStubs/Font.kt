package androidx.compose.ui.text.font

/** Stub of Compose's FontFamily: the generic families. */
class FontFamily private constructor(val name: String) {
    companion object {
        val Default = FontFamily("Default")
        val SansSerif = FontFamily("SansSerif")
        val Serif = FontFamily("Serif")
        val Monospace = FontFamily("Monospace")
        val Cursive = FontFamily("Cursive")
    }
}

/** Stub of Compose's FontWeight: 1 to 1000. */
data class FontWeight(val weight: Int)
