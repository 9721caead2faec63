package androidx.compose.animation.core

/** Stub of Compose's CubicBezierEasing. */
data class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float)
