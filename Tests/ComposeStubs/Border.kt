package androidx.compose.foundation

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp

/** Stub of Compose's BorderStroke. */
data class BorderStroke(val width: Dp, val color: Color)
