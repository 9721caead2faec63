package android.content

abstract class Context {
    abstract fun getSystemService(name: String): Any?

    companion object {
        const val UI_MODE_SERVICE: String = "uimode"
    }
}
