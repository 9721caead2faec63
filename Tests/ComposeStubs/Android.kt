package android.content

import java.util.concurrent.Executor

abstract class Context {
    abstract fun getSystemService(name: String): Any?

    /** Java's `getMainExecutor()` (API 28), read as a property in Kotlin. */
    abstract val mainExecutor: Executor

    companion object {
        const val UI_MODE_SERVICE: String = "uimode"
    }
}
