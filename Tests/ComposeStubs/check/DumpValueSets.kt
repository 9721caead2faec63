package swatch.check

import androidx.compose.animation.core.CubicBezierEasing
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit

/**
 * Prints every single value of every set of a generated `<name>ValueSets` object, through Java reflection, one
 * line each: `set property dp 16.0`, `sp 17.0`, `float 0.45`, `int 150`, `weight 400`, `family Serif`,
 * `easing 0.2 0.0 0.0 1.0`, `string <UTF-8 hex>`, so the check can compare the compiled values, constants
 * included, with `swatch resolve`. Usage: DumpValueSetsKt <fully qualified ValueSets class>
 */
fun main(args: Array<String>) {
    val sets = Class.forName(args[0])
    val instance = sets.getField("INSTANCE").get(null)
    for (getter in sets.declaredMethods.filter { it.name.startsWith("get") && it.parameterCount == 0 }.sortedBy { it.name }) {
        val set = getter.invoke(instance)
        val setName = getter.name.removePrefix("get").decapitalize()
        for (property in set.javaClass.declaredMethods.filter { it.name.startsWith("get") && it.parameterCount == 0 }.sortedBy { it.name }) {
            val name = property.name.removePrefix("get").decapitalize()
            println("$setName $name ${describe(property.invoke(set))}")
        }
    }
}

private fun describe(value: Any?): String = when (value) {
    is Dp -> "dp ${value.value}"
    is TextUnit -> "sp ${value.value}"
    is Float -> "float $value"
    is Int -> "int $value"
    is FontWeight -> "weight ${value.weight}"
    is FontFamily -> "family ${value.name}"
    is CubicBezierEasing -> "easing ${value.a} ${value.b} ${value.c} ${value.d}"
    is String -> "string " + value.toByteArray(Charsets.UTF_8).joinToString("") { String.format("%02x", it) }
    else -> "other ${value?.javaClass?.name}"
}
