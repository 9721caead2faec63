package androidx.compose.ui.geometry

/** Stub of Compose's Offset. */
data class Offset(val x: Float, val y: Float)
