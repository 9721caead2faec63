package swatch.drawables

import com.example.app.R
import com.example.images.AppAppearance
import com.example.images.AppDrawables

/**
 * Runs the `AppDrawables.kt` the compose writer makes for Tests/SwatchKitTests/Fixtures/Cases/images-all-writers
 * (with `drawables: com.example.app`), against an `R` class made from that build's android drawables, so a
 * reference to a drawable the android writer did not write fails to compile. The expected names are the
 * fixture's tokens read by hand: the logo and its alias have a high-contrast file, the arrow one file; dark mode
 * is Android's night folder, not a name. Exits non-zero on the first wrong id.
 */
private fun expect(what: String, got: Int, want: Int) {
    if (got != want) {
        System.err.println("error: $what: got $got, want $want")
        System.exit(1)
    }
    println("ok: $what")
}

fun main() {
    expect("logo, default", AppDrawables.brandLogo(AppAppearance()), R.drawable.brand_logo)
    expect("logo, dark (night folder)", AppDrawables.brandLogo(AppAppearance(dark = true)), R.drawable.brand_logo)
    expect("logo, high contrast", AppDrawables.brandLogo(AppAppearance(high = true)), R.drawable.brand_logo_high)
    expect(
        "alias, dark high contrast", AppDrawables.brandHeaderLogo(AppAppearance(dark = true, high = true)),
        R.drawable.brand_header_logo_high
    )
    expect("arrow, high contrast", AppDrawables.brandArrow(AppAppearance(high = true)), R.drawable.brand_arrow)
    println("drawables driver: all checks passed")
}
