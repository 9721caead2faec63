package swatch.textstyles

import androidx.compose.runtime.StubComposition
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.text.TextStyle
import com.example.tokens.case_text_styles.SwatchTextStyles
import com.example.tokens.case_text_styles.SwatchTheme

/**
 * Runs `SwatchTextStyles.kt` of Tests/SwatchKitTests/Fixtures/Cases/text-styles against the stubs' composition:
 * each style read inside `SwatchTheme` must carry its color token's color of the current appearance, and switching
 * to dark while composed must give the dark color (text drawn with a style built once would stay black in dark
 * mode). The expected values are the fixture's tokens, read by hand. Exits non-zero on the first wrong value.
 */
private fun expect(what: String, got: Any?, want: Any?) {
    if (got != want) {
        System.err.println("error: $what: got $got, want $want")
        System.exit(1)
    }
    println("ok: $what = $got")
}

private fun argb(style: TextStyle): String = "%08X".format(style.color.argb)

fun main() {
    val dark = mutableStateOf(false)
    var seen = emptyList<TextStyle>()
    val composition = StubComposition {
        SwatchTheme(dark = dark.value) {
            seen = listOf(SwatchTextStyles.textBody, SwatchTextStyles.textFootnote, SwatchTextStyles.textHeadline)
        }
    }
    composition.recompose()
    expect("light body color", argb(seen[0]), "FF000000")
    expect("light body size", seen[0].fontSize.value, 17f)
    expect("light body weight", seen[0].fontWeight?.weight, 400)
    expect("light body line height", seen[0].lineHeight.value, 22.1f)
    expect("light footnote color", argb(seen[1]), "993C3C43")
    expect("light footnote weight", seen[1].fontWeight?.weight, null)
    dark.value = true
    composition.recompose()
    expect("dark body color", argb(seen[0]), "FFFFFFFF")
    expect("dark footnote color", argb(seen[1]), "99EBEBF5")
    expect("dark footnote weight (the dark typography)", seen[1].fontWeight?.weight, 500)
    expect("dark headline color", argb(seen[2]), "FFFFFFFF")
}
