package androidx.compose.ui.graphics

import androidx.compose.ui.geometry.Offset

/** Stub of Compose's text Shadow. */
data class Shadow(val color: Color, val offset: Offset, val blurRadius: Float)
