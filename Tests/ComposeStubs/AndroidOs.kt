package android.os

object Build {
    object VERSION {
        @JvmField
        var SDK_INT: Int = 34
    }
}
