package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

@Target(AnnotationTarget.CLASS)
annotation class Immutable

/** Marks a composable that only reads the composition (no groups): what a getter of locals can be. */
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class ReadOnlyComposable

/**
 * Stub of a composition, enough to observe what the generated theme does: `remember` slots by call order,
 * provided locals on a stack, `DisposableEffect`s started once per key and disposed with the composition, and
 * a state write that marks the composition for recomposition. `StubComposition.recompose()` runs the content
 * again, as the real Recomposer does on the next frame (here the whole content, not only the readers).
 */
class StubComposition(private val content: @Composable() () -> Unit) {
    internal val slots = mutableListOf<Any?>()
    internal var cursor = 0
    internal val locals = mutableListOf<Pair<CompositionLocal<*>, Any?>>()
    /** Whether a state read during composition changed since. */
    var isInvalid = false
        internal set
    /** How many times the content ran. */
    var compositions = 0
        private set

    init {
        all.add(this)
    }

    /** Runs the content; the first call composes, later ones recompose. */
    fun recompose() {
        val outer = current
        current = this
        cursor = 0
        isInvalid = false
        try {
            content()
        } finally {
            current = outer
        }
        compositions += 1
    }

    /** Disposes every effect, as leaving the composition does. */
    fun dispose() {
        slots.map { (it as KeyedSlot).value }.filterIsInstance<EffectSlot>().forEach { it.result?.dispose?.invoke() }
        slots.clear()
        all.remove(this)
    }

    internal fun <T> slot(keys: List<Any?>, create: () -> T, replaced: (Any?) -> Unit = {}): T {
        if (cursor < slots.size) {
            val old = slots[cursor] as KeyedSlot
            if (old.keys == keys) {
                cursor += 1
                @Suppress("UNCHECKED_CAST")
                return old.value as T
            }
            replaced(old.value)
            val value = create()
            slots[cursor++] = KeyedSlot(keys, value)
            return value
        }
        val value = create()
        slots.add(KeyedSlot(keys, value))
        cursor += 1
        return value
    }

    internal class KeyedSlot(val keys: List<Any?>, val value: Any?)
    internal class EffectSlot(var result: DisposableEffectResult?)

    companion object {
        /** The composition running now, if any. */
        internal var current: StubComposition? = null
        internal val all = mutableListOf<StubComposition>()
    }
}

/** Stub of `remember(key1) { … }`: the value is kept until the key changes. */
@Composable
fun <T> remember(key1: Any?, calculation: () -> T): T =
    StubComposition.current?.slot(listOf(key1), calculation) ?: calculation()

/** Stub of `remember { … }`. */
@Composable
fun <T> remember(calculation: () -> T): T = StubComposition.current?.slot(emptyList(), calculation) ?: calculation()

/** Stub of `State`. */
interface State<T> {
    val value: T
}

/** Stub of `MutableState`: a write after composition invalidates every composition that has run. */
interface MutableState<T> : State<T> {
    override var value: T
}

private class StubState<T>(private var stored: T) : MutableState<T> {
    override var value: T
        get() = stored
        set(newValue) {
            if (newValue == stored) return
            stored = newValue
            StubComposition.all.forEach { it.isInvalid = true }
        }
}

/** Stub of `mutableStateOf`. */
fun <T> mutableStateOf(value: T): MutableState<T> = StubState(value)

/** Stub of `DisposableEffectScope`. */
class DisposableEffectScope {
    /** What to run when the effect leaves the composition or its key changes. */
    inline fun onDispose(crossinline onDisposeEffect: () -> Unit): DisposableEffectResult =
        DisposableEffectResult { onDisposeEffect() }
}

/** Stub of `DisposableEffectResult`. */
class DisposableEffectResult(val dispose: () -> Unit)

/** Stub of `DisposableEffect(key1) { … onDispose { … } }`: runs when first composed and when the key changes. */
@Composable
fun DisposableEffect(key1: Any?, effect: DisposableEffectScope.() -> DisposableEffectResult) {
    val composition = StubComposition.current ?: return
    composition.slot(
        listOf(key1),
        create = { StubComposition.EffectSlot(DisposableEffectScope().effect()) },
        replaced = { (it as? StubComposition.EffectSlot)?.result?.dispose?.invoke() })
}

open class CompositionLocal<T>(private val defaultFactory: () -> T) {
    /** The innermost provided value in the running composition, else the default. */
    val current: T
        get() {
            val provided = StubComposition.current?.locals?.lastOrNull { it.first === this } ?: return defaultFactory()
            @Suppress("UNCHECKED_CAST")
            return provided.second as T
        }
}

class ProvidedValue<T>(val local: CompositionLocal<T>, val value: T)

class ProvidableCompositionLocal<T>(defaultFactory: () -> T) : CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    ProvidableCompositionLocal(defaultFactory)

/** Stub of `CompositionLocalProvider`: the values are current while `content` runs. */
@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    val locals = StubComposition.current?.locals
    locals?.addAll(values.map { it.local to it.value })
    try {
        content()
    } finally {
        repeat(if (locals == null) 0 else values.size) { locals?.removeAt(locals.size - 1) }
    }
}
