import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Compose writer's single values, wide colors and contrast observation; whole files are covered by the
/// golden cases and compiled and run by `.ci/checks/compose-kotlinc.sh`.
@Suite struct ComposeWriterTests {
  static func kotlin(_ yaml: String) throws -> String {
    let graph = try WebAndroidWriterTests.graph(yaml)
    return try #require(WebAndroidWriterTests.write(ComposeWriter(), graph).files.first?.contents)
  }

  @Test func valuesThatChangeAreReadFromTheSetAndConstantsStayConstants() throws {
    let kotlin = try Self.kotlin(
      """
      gutter: { $type: dimension, $value: 16px, $modes: { dark: 24px } }
      gap: { $type: dimension, $value: 1rem }
      label: { $type: string, $value: "a \\"b\\" $c" }
      """)
    #expect(kotlin.contains("val gutter: Dp get() = _values[0] as Dp"))
    #expect(kotlin.contains("val gap: Dp get() = SwatchConstants.gap"))
    #expect(kotlin.contains("    val gap: Dp get() = 16f.dp\n"))
    #expect(kotlin.contains("const val label: String = \"a \\\"b\\\" \\$c\""))
    #expect(kotlin.contains("private fun darkValues0() = arrayOf<Any>(\n        24f.dp // gutter\n    )"))
    #expect(kotlin.contains("LocalSwatchValues provides appearance.values"))
  }

  /// A trait whose enum would take the name of a type the files declare (`appearance` with three values, a
  /// trait called `colors`) has `Trait` after it: kotlinc refused the redeclaration, with exit 0.
  @Test func aTraitEnumNeverTakesAGeneratedTypesName() throws {
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark", "dim"]), Trait(name: "colors", values: ["a", "b", "c"]),
      Trait(name: "density", values: ["x", "y", "z"]),
    ])
    let yaml = "bg: { $type: color, $value: \"#FFFFFF\", $modes: { dim: \"#333333\", b: \"#111111\" } }\n"
    let graph = try #require(TokenPipeline(traits: traits).resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
    let kotlin = try #require(WebAndroidWriterTests.write(ComposeWriter(), graph).files.first?.contents)
    #expect(kotlin.contains("enum class SwatchAppearanceTrait"))
    #expect(kotlin.contains("enum class SwatchColorsTrait"))
    #expect(kotlin.contains("enum class SwatchDensity"))
    #expect(!kotlin.contains("enum class SwatchAppearance ") && !kotlin.contains("enum class SwatchColors "))
  }

  /// A shadow's, border's or gradient stop's color outside sRGB is in Display P3, as a color token's is (it was
  /// the clipped sRGB ARGB), with `ColorSpaces` imported; one inside sRGB keeps its ARGB.
  @Test func aCompositesWideColorIsInDisplayP3() throws {
    let kotlin = try Self.kotlin(
      """
      glow: { $type: shadow, $value: { color: "color(display-p3 1 0 0)", offsetX: 0px, offsetY: 0px, blur: 8px, spread: 0px } }
      line: { $type: border, $value: { color: "#102030", width: 1px, style: solid } }
      """)
    #expect(kotlin.contains("SwatchShadow(Color(1f, 0f, 0f, 1f, ColorSpaces.DisplayP3), "))
    #expect(kotlin.contains("import androidx.compose.ui.graphics.colorspace.ColorSpaces"))
    #expect(kotlin.contains("SwatchBorder(1f.dp, Color(0xFF102030L), \"solid\")"))
  }

  @Test func everySingleTypeHasAKotlinValue() throws {
    let kotlin = try Self.kotlin(
      """
      t:
        fontSize: { $type: dimension, $value: 1.5rem, $modes: { dark: 20px } }
        inset: { $type: dimension, $value: -4px, $modes: { dark: 0px } }
        opacity: { $type: number, $value: 0.2, $modes: { dark: 0.45 } }
        fast: { $type: duration, $value: 0.15s, $modes: { dark: 99.5ms } }
        weight: { $type: fontWeight, $value: 400, $modes: { dark: bold } }
        family: { $type: fontFamily, $value: [Georgia, serif], $modes: { dark: Menlo } }
        ease: { $type: cubicBezier, $value: [0.2, 0, 0, 1], $modes: { dark: [0.4, 0, 0.2, 1] } }
      """)
    let entries = [
      ("24f.sp", "tFontSize"), ("(-4f).dp", "tInset"), ("0.2f", "tOpacity"), ("150", "tFast"),
      ("FontWeight(400)", "tWeight"), ("FontFamily.Serif", "tFamily"), ("CubicBezierEasing(0.2f, 0f, 0f, 1f)", "tEase"),
      ("100", "tFast"), ("FontWeight(700)", "tWeight"), ("FontFamily.Default", "tFamily"), ("0f.dp", "tInset"),
    ]
    for (expression, name) in entries {
      let found = kotlin.contains("\(expression), // \(name)\n") || kotlin.contains("\(expression) // \(name)\n")
      #expect(found, "\(expression) // \(name)")
    }
    #expect(kotlin.contains("val tFontSize: TextUnit get() = _values[3] as TextUnit"))
  }

  @Test func aThousandValuesAreSplitIntoFunctionsOfTwoHundredFifty() throws {
    let tokens = (0..<1_001).map { "v\($0): { $value: \($0)px, $modes: { dark: -1px } }" }
    let kotlin = try Self.kotlin("d:\n  $type: dimension\n" + tokens.map { "  " + $0 }.joined(separator: "\n"))
    let parts = (0..<5).map { "lightValues\($0)()" }.joined(separator: ", ")
    #expect(kotlin.contains("val light = SwatchValues(arrayOf(\(parts)).flatten())"))
    #expect(kotlin.components(separatedBy: "private fun lightValues").count == 6)
  }

  @Test func aColorOutsideSRGBIsDisplayP3() throws {
    let kotlin = try Self.kotlin(
      """
      c:
        $type: color
        vivid: { $value: "color(display-p3 0.4 0.28 1)", $modes: { dark: "#336699" } }
        inside: "color(display-p3 0.5 0.5 0.5)"
      """)
    #expect(kotlin.contains("val cVivid: Color get() = _wide[1] ?: Color(_argb[1])"))
    #expect(kotlin.contains("val cInside: Color get() = Color(_argb[0])"))
    #expect(kotlin.contains("1 to Color(0.4f, 0.28f, 1f, 1f, ColorSpaces.DisplayP3) // cVivid"))
    #expect(kotlin.contains("val dark = SwatchColors(darkPart0(), emptyMap())"))
    #expect(kotlin.contains("import androidx.compose.ui.graphics.colorspace.ColorSpaces"))
  }

  @Test func contrastIsObservedWhileComposed() throws {
    let kotlin = try Self.kotlin("c: { $type: color, a: \"#000000\" }")
    #expect(kotlin.contains("manager.addContrastChangeListener(context.mainExecutor, listener)"))
    #expect(kotlin.contains("onDispose { manager.removeContrastChangeListener(listener) }"))
    #expect(!kotlin.contains("SwatchValues"))
  }

  @Test func aLongStringIsJoinedFromPiecesTheJVMCanHold() throws {
    let text = String(repeating: "é", count: 20_001)
    let literal = ComposeValue.string(text)
    #expect(literal == "arrayOf(\"\(String(repeating: "é", count: 20_000))\", \"é\").joinToString(\"\")")
    let kotlin = try Self.kotlin("s: { $type: string, $value: \"\(text)\" }")
    #expect(kotlin.contains("    val s: String get() = arrayOf("))
    #expect(ComposeValue.string("a$b") == "\"a\\$b\"")
  }

  @Test func hugeDurationsAndNumbersStayKotlinLiterals() {
    #expect(ComposeValue.float(1e39) == "3.4028234663852886e+38f")
    #expect(ComposeValue.millis(DurationValue(value: 1e30, unit: .s)) == "2147483647")
    #expect(ComposeValue.millis(DurationValue(value: -1e30, unit: .ms)) == "-2147483648")
  }
}
