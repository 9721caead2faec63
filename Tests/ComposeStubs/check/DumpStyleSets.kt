package swatch.check

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp

/**
 * Prints every composite of every set of a generated `<name>StyleSets` object, one line each, through Java
 * reflection: `set property shadow AARRGGBB x y blur spread inset …`, `set property border width AARRGGBB style`,
 * `set property typography size weight letterSpacing lineHeight`, so the check can compare the compiled values
 * with `swatch resolve`. Other composites print their kind only. Usage: DumpStyleSetsKt <StyleSets class>
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

private fun member(value: Any, name: String): Any? = value.javaClass.getMethod("get" + name.capitalize()).invoke(value)

/** AARRGGBB, or `P3:r,g,b,a` for a color constructed in Display P3 (as DumpColorSets.kt writes it). */
private fun argb(color: Any?): String {
    val c = color as Color
    if (c.colorSpace !== androidx.compose.ui.graphics.colorspace.ColorSpaces.Srgb) return "P3:" + listOf(c.red, c.green, c.blue, c.alpha).joinToString(",")
    return java.lang.Long.toHexString(c.argb).toUpperCase().padStart(8, '0')
}

private fun dp(value: Any?): String = (value as Dp).value.toString()

private fun describe(value: Any?): String = when {
    value is TextStyle -> "typography ${value.fontSize.value} ${value.fontWeight?.weight} ${value.letterSpacing.value} ${value.lineHeight.value}"
    value is List<*> && value.firstOrNull()?.javaClass?.simpleName?.endsWith("Shadow") == true ->
        "shadow " + value.joinToString(" ") { layer ->
            listOf(argb(member(layer!!, "color")), dp(member(layer, "offsetX")), dp(member(layer, "offsetY")),
                dp(member(layer, "blur")), dp(member(layer, "spread")), member(layer, "inset").toString()).joinToString(" ")
        }
    value != null && value.javaClass.simpleName.endsWith("Border") ->
        "border ${dp(member(value, "width"))} ${argb(member(value, "color"))} ${member(value, "style")}"
    else -> "other"
}
