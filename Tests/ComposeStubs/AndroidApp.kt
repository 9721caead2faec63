package android.app

import java.util.concurrent.Executor

/**
 * Stub: Java's `getContrast()` reads as the `contrast` property in Kotlin. The contrast listeners are kept, and
 * `simulateContrastChange` (stub only: the system does this when the user changes the setting) tells them.
 */
class UiModeManager {
    var contrast: Float = 0f
        private set

    private val listeners = mutableMapOf<ContrastChangeListener, Executor>()

    /** Stub of the API 34 listener interface. */
    interface ContrastChangeListener {
        fun onContrastChanged(contrast: Float)
    }

    fun addContrastChangeListener(executor: Executor, listener: ContrastChangeListener) {
        listeners[listener] = executor
    }

    fun removeContrastChangeListener(listener: ContrastChangeListener) {
        listeners.remove(listener)
    }

    /** Stub only: the number of registered listeners. */
    val contrastListenerCount: Int
        get() = listeners.size

    /** Stub only: the user set the contrast level to `level` (-1…1). */
    fun simulateContrastChange(level: Float) {
        contrast = level
        for ((listener, executor) in listeners.toList()) executor.execute { listener.onContrastChanged(level) }
    }
}
