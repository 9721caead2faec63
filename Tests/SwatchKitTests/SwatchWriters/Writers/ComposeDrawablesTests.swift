import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Compose writer's drawable accessors (`drawables`); compiled against an `R` class made from the android
/// writer's drawables and run by `.ci/checks/compose-kotlinc.sh`.
@Suite struct ComposeDrawablesTests {
  static let tokens = """
    logo:
      $type: image
      $value: logo.png
      $modes: { dark: logo-dark.png, high-contrast: logo-hc.png, elevated: logo-up.png, high-contrast elevated: both.png }
    mark: { $type: image, $value: mark.webp }
    """

  static func kotlin(drawables: String) throws -> String? {
    var options = ComposeWriter.Options()
    options.package = "com.example.ui"
    options.drawables = drawables
    let result = WebAndroidWriterTests.write(ComposeWriter(), try WebAndroidWriterTests.graph(tokens), options)
    #expect(result.diagnostics.isEmpty)
    return result.files.first { $0.path == "SwatchDrawables.kt" }?.contents
  }

  @Test func eachNamedVariantIsPickedMostSpecificFirstAndNightIsLeftToAndroid() throws {
    let kotlin = try #require(try Self.kotlin(drawables: "com.example.app"))
    #expect(kotlin.contains("import com.example.app.R\n"))
    #expect(
      kotlin.contains(
        """
            fun logo(appearance: SwatchAppearance): Int = when {
                appearance.highContrast && appearance.elevated -> R.drawable.logo_high_contrast_elevated
                appearance.elevated -> R.drawable.logo_elevated
                appearance.highContrast -> R.drawable.logo_high_contrast
                else -> R.drawable.logo
            }
        """))
    #expect(!kotlin.contains("dark"))
    #expect(kotlin.contains("fun mark(appearance: SwatchAppearance): Int = R.drawable.mark\n"))
    #expect(kotlin.contains("@Composable get() = logo(LocalSwatchAppearance.current)"))
  }

  @Test func withoutTheOptionThereIsNoDrawablesFile() throws {
    #expect(try Self.kotlin(drawables: "") == nil)
  }
}
