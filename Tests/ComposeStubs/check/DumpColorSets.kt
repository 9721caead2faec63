package swatch.check

/**
 * Prints every color of every set of a generated `<name>ColorSets` object as `set property AARRGGBB` (or
 * `set property P3:r,g,b,a` for a color constructed in Display P3), through
 * Java reflection, so the check can compare the compiled values with `swatch resolve`.
 * Usage: DumpColorSetsKt <fully qualified ColorSets class>
 */
fun main(args: Array<String>) {
    val sets = Class.forName(args[0])
    val instance = sets.getField("INSTANCE").get(null)
    for (getter in sets.declaredMethods.filter { it.name.startsWith("get") && it.parameterCount == 0 }.sortedBy { it.name }) {
        val set = getter.invoke(instance)
        val setName = getter.name.removePrefix("get").decapitalize()
        for (property in set.javaClass.declaredMethods.filter { it.name.startsWith("get") && it.parameterCount == 0 }.sortedBy { it.name }) {
            val color = property.invoke(set) as androidx.compose.ui.graphics.Color
            val name = property.name.removePrefix("get").decapitalize()
            val value = if (color.colorSpace === androidx.compose.ui.graphics.colorspace.ColorSpaces.Srgb) {
                java.lang.Long.toHexString(color.argb).toUpperCase().padStart(8, '0')
            } else {
                "P3:" + listOf(color.red, color.green, color.blue, color.alpha).joinToString(",")
            }
            println("$setName $name $value")
        }
    }
}
