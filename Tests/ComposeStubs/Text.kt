package androidx.compose.ui.text

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shadow
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

/** Stub of Compose's TextStyle: the members Swatch sets. */
data class TextStyle(
    val color: Color = Color.Unspecified,
    val fontFamily: FontFamily? = null,
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified,
    val shadow: Shadow? = null
)
