package swatch.scrims

import com.example.glass.case_web_android_materials.GlassAppearance
import com.example.glass.case_web_android_materials.GlassScrims

/**
 * Runs the `GlassScrims.kt` the compose writer makes for Tests/SwatchKitTests/Fixtures/Cases/web-android-materials
 * (docs/materials.md). The expected colors are the fixture's tokens read by hand: a material without a tint is
 * its fallback at the thickness's alpha (thin 0.5, thick 0.8), one with a tint is the tint, and the
 * `reducedTransparency` appearance is the opaque fallback. Exits non-zero on the first wrong color.
 */
private fun expect(what: String, got: Long, want: Long) {
    if (got != want) {
        System.err.println("error: $what: got ${got.toString(16)}, want ${want.toString(16)}")
        System.exit(1)
    }
    println("ok: $what")
}

fun main() {
    val light = GlassAppearance()
    val dark = GlassAppearance(dark = true)
    val lightReduced = GlassAppearance(reducedTransparency = true)
    val darkReduced = GlassAppearance(dark = true, reducedTransparency = true)
    expect("sheet, light: white at 50%", GlassScrims.materialSheet(light).argb, 0x80FFFFFFL)
    expect("sheet, dark: #2C2C2E at 50%", GlassScrims.materialSheet(dark).argb, 0x802C2C2EL)
    expect("sheet, light, reduced: opaque", GlassScrims.materialSheet(lightReduced).argb, 0xFFFFFFFFL)
    expect("sheet, dark, reduced: opaque", GlassScrims.materialSheet(darkReduced).argb, 0xFF2C2C2EL)
    expect("sheet fallback, dark", GlassScrims.materialSheetFallback(dark).argb, 0xFF2C2C2EL)
    expect("bar, light: its tint", GlassScrims.materialBar(light).argb, 0xB3F9F9F9L)
    expect("bar, dark: its tint", GlassScrims.materialBar(dark).argb, 0xB31D1D1DL)
    expect("bar, dark, reduced: the fallback", GlassScrims.materialBar(darkReduced).argb, 0xFF1C1C1EL)
    expect("hud, dark: black at 80%", GlassScrims.materialHud(dark).argb, 0xCC000000L)
    expect("overlay (an alias), light", GlassScrims.materialOverlay(light).argb, 0x80FFFFFFL)
    println("scrims driver: all checks passed")
}
