package swatch.driver

import android.app.UiModeManager
import android.content.Context
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.StubComposition
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.colorspace.ColorSpaces
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit
import com.example.themes.AppColorSets
import com.example.themes.AppConstants
import com.example.themes.AppMaterialColorSchemes
import com.example.themes.AppMaterialTheme
import com.example.themes.AppTheme
import com.example.themes.LocalAppColors
import com.example.themes.LocalAppValues
import java.util.concurrent.Executor

/**
 * Runs the Compose output of Tests/SwatchKitTests/Fixtures/Cases/compose-themes against the stubs' composition:
 * the app switches `theme` at runtime and the user raises the contrast while the app runs; each change must
 * recompose with the other appearance's colors and values. The expected values are the fixture's tokens, read
 * by hand, not the generator's output. Exits non-zero on the first wrong value.
 */
private class FakeContext(val uiMode: UiModeManager) : Context() {
    override fun getSystemService(name: String): Any? = if (name == UI_MODE_SERVICE) uiMode else null
    override val mainExecutor: Executor = Executor { it.run() }
}

private class Seen(val page: Long, val gutter: Dp, val fontSize: TextUnit, val weight: Int, val greeting: String)

private fun expect(what: String, got: Any?, want: Any?) {
    if (got != want) {
        System.err.println("error: $what: got $got, want $want")
        System.exit(1)
    }
    println("ok: $what = $got")
}

fun main() {
    val uiMode = UiModeManager()
    val context = FakeContext(uiMode)
    val theme = mutableStateOf(AppTheme.Default)
    var seen: Seen? = null
    val composition = StubComposition {
        CompositionLocalProvider(LocalContext provides context) {
            AppTheme(theme = theme.value) {
                val values = LocalAppValues.current
                seen = Seen(
                    LocalAppColors.current.surfacePage.argb, values.spaceGutter, values.spaceFontSizeBody,
                    values.fontWeight.weight, values.labelGreeting
                )
            }
        }
    }
    composition.recompose()
    expect("default page", seen!!.page, 0xFFFFFFFFL)
    expect("default gutter", seen!!.gutter.value, 16f)
    expect("default body size (sp)", seen!!.fontSize.value, 17f)
    expect("contrast listeners while composed", uiMode.contrastListenerCount, 1)

    theme.value = AppTheme.Sepia
    expect("theme switch invalidates", composition.isInvalid, true)
    composition.recompose()
    expect("sepia page", seen!!.page, 0xFFF4ECD8L)
    expect("sepia gutter", seen!!.gutter.value, 24f)
    expect("sepia body size (sp)", seen!!.fontSize.value, 19f)
    expect("sepia greeting", seen!!.greeting, "Good evening")

    theme.value = AppTheme.Default
    composition.recompose()
    uiMode.simulateContrastChange(1f)
    expect("contrast change invalidates", composition.isInvalid, true)
    composition.recompose()
    expect("high-contrast page", seen!!.page, 0xFFFAFAFAL)
    expect("high-contrast gutter", seen!!.gutter.value, 20f)
    expect("high-contrast weight", seen!!.weight, 600)
    uiMode.simulateContrastChange(0f)
    composition.recompose()
    expect("normal contrast again", seen!!.page, 0xFFFFFFFFL)
    expect("contrast listeners still one", uiMode.contrastListenerCount, 1)
    composition.dispose()
    expect("contrast listener removed on dispose", uiMode.contrastListenerCount, 0)

    val vivid = AppColorSets.light.brandVivid
    expect("P3 color space", vivid.colorSpace, ColorSpaces.DisplayP3)
    expect("P3 components", listOf(vivid.red, vivid.green, vivid.blue, vivid.alpha), listOf(0.4f, 0.28f, 1f, 1f))
    expect("P3 token in sRGB when dark", AppColorSets.dark.brandVivid.argb, 0xFF336699L)
    expect("oklch outside sRGB in P3", AppColorSets.light.brandNeon.colorSpace, ColorSpaces.DisplayP3)
    expect("P3 inside sRGB stays sRGB", AppColorSets.light.brandPlain.colorSpace, ColorSpaces.Srgb)
    expect("constant", AppConstants.motionSlow, 400)
    checkMaterial(context, uiMode)
    println("compose driver: all checks passed")
}

/**
 * The Material 3 bridge: each appearance's scheme holds the mapped tokens' colors, roles not mapped keep the
 * light or dark defaults (the stubs' stand-ins, 0xFF0000<i> and 0xFF1000<i>), and `AppMaterialTheme` inside
 * `AppTheme` gives `MaterialTheme` the scheme of the current appearance, scoped theme and contrast included.
 */
private fun checkMaterial(context: FakeContext, uiMode: UiModeManager) {
    expect("material light background", AppMaterialColorSchemes.light.background.argb, 0xFFFFFFFFL)
    expect("material dark background", AppMaterialColorSchemes.dark.background.argb, 0xFF000000L)
    expect("material light high-contrast background", AppMaterialColorSchemes.lightHighContrast.background.argb, 0xFFFAFAFAL)
    expect("material light primary in P3", AppMaterialColorSchemes.light.primary.colorSpace, ColorSpaces.DisplayP3)
    expect("material dark primary", AppMaterialColorSchemes.dark.primary.argb, 0xFF336699L)
    expect("material light surface keeps the light default", AppMaterialColorSchemes.light.surface.argb, 0xFF00000FL)
    expect("material dark surface keeps the dark default", AppMaterialColorSchemes.dark.surface.argb, 0xFF10000FL)
    val theme = mutableStateOf(AppTheme.Default)
    val dark = mutableStateOf(false)
    var background = 0L
    var surface = 0L
    val composition = StubComposition {
        CompositionLocalProvider(LocalContext provides context) {
            AppTheme(dark = dark.value, theme = theme.value) {
                AppMaterialTheme {
                    background = MaterialTheme.colorScheme.background.argb
                    surface = MaterialTheme.colorScheme.surface.argb
                }
            }
        }
    }
    composition.recompose()
    expect("MaterialTheme light background", background, 0xFFFFFFFFL)
    dark.value = true
    composition.recompose()
    expect("MaterialTheme dark background", background, 0xFF000000L)
    expect("MaterialTheme dark surface default", surface, 0xFF10000FL)
    dark.value = false
    theme.value = AppTheme.Sepia
    composition.recompose()
    expect("MaterialTheme sepia background", background, 0xFFF4ECD8L)
    theme.value = AppTheme.Default
    uiMode.simulateContrastChange(1f)
    composition.recompose()
    expect("MaterialTheme high-contrast background", background, 0xFFFAFAFAL)
    uiMode.simulateContrastChange(0f)
    composition.dispose()
}
