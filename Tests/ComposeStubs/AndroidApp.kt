package android.app

/** Stub: Java's `getContrast()` reads as the `contrast` property in Kotlin. */
class UiModeManager {
    val contrast: Float = 0f
}
