package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

@Target(AnnotationTarget.CLASS)
annotation class Immutable

open class CompositionLocal<T>(private val defaultFactory: () -> T) {
    val current: T
        get() = defaultFactory()
}

class ProvidedValue<T>(val local: CompositionLocal<T>, val value: T)

class ProvidableCompositionLocal<T>(defaultFactory: () -> T) : CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    ProvidableCompositionLocal(defaultFactory)

@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    content()
}
