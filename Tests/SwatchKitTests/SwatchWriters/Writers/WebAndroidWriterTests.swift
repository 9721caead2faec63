import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Focused behavior of the css, android and compose writers; whole files are covered by the golden cases and
/// by the real tools in `.ci/checks/`.
@Suite struct WebAndroidWriterTests {
  static func graph(_ yaml: String) throws -> ResolvedTokenGraph {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens.yaml", text: yaml)])
    return try #require(result.resolved)
  }

  static func write<W: Writer>(_ writer: W, _ graph: ResolvedTokenGraph, _ options: W.Options = .init())
    -> WriterResult
  {
    writer.write(graph, options: options, context: WriterContext(templates: .builtIn, entryRange: nil))
  }

  @Test func androidNamesAreValidResourceNames() {
    #expect(AndroidValue.resourceName(TokenPath(["9lives"])) == "_9lives")
    #expect(AndroidValue.resourceName(TokenPath(["class"])) == "class_")
    #expect(AndroidValue.resourceName(TokenPath(["label", "onAccent"])) == "label_on_accent")
  }

  @Test func androidColorsPutAlphaFirst() {
    #expect(AndroidValue.color(ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5)) == "#80FF0000")
  }

  @Test func fontSizesAreSPAndRemIsSixteenDP() {
    #expect(AndroidValue.isFontSize(TokenPath(["typography", "fontSize", "body"])))
    #expect(AndroidValue.isFontSize(TokenPath(["type", "font-size"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["spacing", "fontSizeless"])))
    #expect(AndroidValue.isFontSize(TokenPath(["FONT_SIZE"])))
    #expect(AndroidValue.isFontSize(TokenPath(["text", "Font Size"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["fontsize"])), "one word, not font and size")
    #expect(!AndroidValue.isFontSize(TokenPath(["font2size"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["fontSize2"])))
    // Named over two components (Red Hat's `font.size.*`, Style Dictionary's `size.font.*`), or in the plural.
    #expect(AndroidValue.isFontSize(TokenPath(["font", "size", "body-text", "md"])))
    #expect(AndroidValue.isFontSize(TokenPath(["size", "font", "medium"])))
    #expect(AndroidValue.isFontSize(TokenPath(["fontSizes", "sm"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["font", "weight", "size"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["fontSizess"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["icon", "size"])))
    // Android's own word for it.
    #expect(AndroidValue.isFontSize(TokenPath(["body", "textSize"])))
    #expect(AndroidValue.isFontSize(TokenPath(["text-size", "lg"])))
    #expect(AndroidValue.isFontSize(TokenPath(["text", "size", "lg"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["textsize"])))
    #expect(!AndroidValue.isFontSize(TokenPath(["context", "size"])))
    #expect(AndroidValue.dimension(DimensionValue(value: 1.5, unit: .rem), isFontSize: true) == "24sp")
    #expect(AndroidValue.dimension(DimensionValue(value: 12, unit: .px), isFontSize: false) == "12dp")
  }

  @Test func xmlIsEscaped() {
    #expect(AndroidValue.escaped("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&apos;")
    #expect(!AndroidValue.commentSafe("tokens--x").contains("--"))
  }

  /// A name past the 65,535 bytes a JVM class file holds in a name fails kotlinc's back end and the `R` class:
  /// such a token is a located `name.invalid` in the Compose and Android writers, and nothing is written. A
  /// path of half that length builds.
  @Test(arguments: [(66, true), (30, false)])
  func jvmWritersReportANamePastTheClassFileBound(depth: Int, isTooLong: Bool) throws {
    let keys = (0..<depth).map { "k\($0)" + String(repeating: "a", count: 1_000) }
    let lines = keys.enumerated().map { String(repeating: " ", count: 2 * $0) + $1 + ":" }
    let indent = String(repeating: " ", count: 2 * depth)
    let graph = try Self.graph(
      "short: { $type: color, $value: \"#FFFFFF\" }\n" + lines.joined(separator: "\n")
        + "\n\(indent)$type: color\n\(indent)$value: \"#000000\"\n")
    var options = ComposeWriter.Options()
    options.package = "com.example"
    let compose = Self.write(ComposeWriter(), graph, options)
    let android = Self.write(AndroidWriter(), graph)
    for result in [compose, android] {
      #expect(result.diagnostics.map(\.id) == (isTooLong ? ["name.invalid"] : []))
      #expect(result.files.isEmpty == isTooLong)
    }
    if isTooLong {
      #expect(compose.diagnostics.first?.message.contains("past the 65,535 bytes a JVM class file holds") == true)
      #expect(compose.diagnostics.first?.range?.start.line == depth + 1)
    }
  }

  @Test func androidReportsASuffixVariantCollidingWithAToken() throws {
    let graph = try Self.graph(
      """
      bg:
        $type: color
        primary:
          $value: "#FFFFFF"
          $modes: { elevated: "#EEEEEE" }
        primaryElevated: "#000000"
      """)
    let result = Self.write(AndroidWriter(), graph)
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.map(\.id) == ["name.collision"])
    // The note at the first token, and one saying where the suffix that is in no token's name comes from.
    let notes = try #require(result.diagnostics.first?.notes).map(\.message)
    #expect(notes.count == 2)
    #expect(notes.last?.contains("the value of 'bg.primary' in another appearance") == true)
    #expect(notes.last?.contains("('_elevated')") == true)
  }

  /// A duration past an integer's 2,147,483,647 ms, or a number past a 32-bit float, is refused at the token
  /// by Android and Compose: aapt2 rejected the integer, and Compose wrote it clamped, with exit 0.
  @Test func valuesPastThePlatformsNumbersAreRefused() throws {
    let graph = try Self.graph(
      """
      du: { $type: duration, $value: { value: 2147483648, unit: ms } }
      ok: { $type: duration, $value: { value: 2147483647, unit: ms } }
      big: { $type: number, $value: 1e300 }
      """)
    var options = ComposeWriter.Options()
    options.package = "com.example.tokens"
    for result in [Self.write(AndroidWriter(), graph), Self.write(ComposeWriter(), graph, options)] {
      #expect(result.files.isEmpty)
      #expect(result.diagnostics.map(\.id) == ["value.out-of-range", "value.out-of-range"])
      #expect(result.diagnostics.map { $0.message.prefix(5) } == ["'big'", "'du' "], "tokens in path order")
    }
    let fine = try Self.graph("ok: { $type: duration, $value: { value: 2147483647, unit: ms } }\n")
    #expect(Self.write(AndroidWriter(), fine).diagnostics.isEmpty)
  }

  /// A composite's sizes and a typography's line height are held to the same bounds: Compose would write a
  /// 1e300 line height as `Float.MAX_VALUE.sp`, and aapt2 wraps a border 8388608dp wide to a negative one.
  @Test func compositeMembersPastThePlatformsNumbersAreRefused() throws {
    let graph = try Self.graph(
      """
      tall: { $type: typography, $value: { fontFamily: Lato, fontSize: 16px, lineHeight: 1e300 } }
      wide: { $type: border, $value: { color: "#000000", width: 8388608px, style: solid } }
      fine: { $type: shadow, $value: { color: "#000000", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px } }
      """)
    var options = ComposeWriter.Options()
    options.package = "com.example.tokens"
    let compose = Self.write(ComposeWriter(), graph, options)
    #expect(compose.files.isEmpty && compose.diagnostics.map { $0.message.prefix(6) } == ["'tall'"])
    let android = Self.write(AndroidWriter(), graph)
    #expect(android.diagnostics.map { $0.message.prefix(6) } == ["'tall'", "'wide'"])
    let within = try Self.graph(
      "w: { $type: border, $value: { color: \"#000000\", width: 8388607px, style: solid } }\n")
    #expect(Self.write(AndroidWriter(), within).diagnostics.isEmpty)
    // A line height is written over its font size: 1e6 over 16px is 16000000sp, past a dimension resource.
    let over = try Self.graph("t: { $type: typography, $value: { fontFamily: A, fontSize: 16px, lineHeight: 1e6 } }\n")
    #expect(Self.write(AndroidWriter(), over).diagnostics.map(\.id) == ["value.out-of-range"])
  }

  /// A whole number a 32-bit float does not hold (past 2^24, odd) is written as the float's value, with a
  /// warning at the token: a `2147483647` z-index became `2147483648` with no word. Fractions and whole numbers
  /// a float holds pass silently.
  @Test func wholeNumbersAFloatChangesAreWarnedAbout() throws {
    let graph = try Self.graph(
      """
      z: { $type: number, $value: 2147483647 }
      even: { $type: number, $value: 16777216 }
      pi: { $type: number, $value: 3.14159265 }
      wide: { $type: dimension, $value: 16777217px }
      """)
    var options = ComposeWriter.Options()
    options.package = "com.example.tokens"
    let compose = Self.write(ComposeWriter(), graph, options)
    #expect(compose.diagnostics.map(\.id) == ["value.precision", "value.precision"])
    #expect(compose.diagnostics.map { $0.message.prefix(6) } == ["'wide'", "'z' ho"])
    #expect(compose.diagnostics.first?.message.contains("holds as 16777216") == true)
    let android = Self.write(AndroidWriter(), try Self.graph("z: { $type: number, $value: 2147483647 }\n"))
    #expect(android.diagnostics.map(\.severity) == [.warning])
    #expect(!android.files.isEmpty)
  }

  /// An Android dimension resource holds 24 signed bits: aapt2 wrapped 8388608dp around to -8388608dp, exit 0.
  /// The largest it holds is written; Compose's `Dp`, a float, holds both.
  @Test func androidDimensionsPastTwentyFourBitsAreRefused() throws {
    let graph = try Self.graph(
      """
      big: { $type: dimension, $value: { value: 8388608, unit: px } }
      max: { $type: dimension, $value: { value: -8388607, unit: px } }
      """)
    let android = Self.write(AndroidWriter(), graph)
    #expect(android.files.isEmpty && android.diagnostics.map(\.id) == ["value.out-of-range"])
    #expect(android.diagnostics.first?.message.contains("8388607, the largest an Android dimension") == true)
    var options = ComposeWriter.Options()
    options.package = "com.example.tokens"
    #expect(Self.write(ComposeWriter(), graph, options).diagnostics.isEmpty)
    let fine = try Self.graph("max: { $type: dimension, $value: { value: 8388607, unit: px } }\n")
    #expect(Self.write(AndroidWriter(), fine).diagnostics.isEmpty)
  }

  /// GitHub Primer's `focus.outline` border beside a color token `focus.outlineColor`: the member resource
  /// is `focus_outline__color`, which no token's name can be.
  @Test func androidCompositeMembersCannotCollideWithATokenName() throws {
    let graph = try Self.graph(
      """
      focus:
        outlineColor: { $type: color, $value: "#0969DA" }
        outline: { $type: border, $value: { color: "{focus.outlineColor}", width: 2px, style: solid } }
        shadow:
          $type: shadow
          $value:
            - { color: "#000000", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px }
            - { color: "#000000", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px }
      """)
    let result = Self.write(AndroidWriter(), graph)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let text = result.files.map(\.contents).joined()
    for name in ["focus_outline_color", "focus_outline__color", "focus_outline__width", "focus_shadow__2__blur"] {
      #expect(text.contains("name=\"\(name)\""), "\(name)")
    }
  }

  /// A font family is a `<string-array>` per qualifier folder, a cubic Bézier an interpolator file, with a
  /// `-night` copy where the dark curve differs.
  @Test func androidWritesFontFamiliesAndCurves() throws {
    let graph = try Self.graph(
      """
      font:
        sans: { $type: fontFamily, $value: [Inter, "O'Hara", "@system"] }
      motion:
        ease:
          $type: cubicBezier
          $value: [0.4, 0, 0.2, 1]
          $modes: { dark: [0.3, 0, 0.1, 1] }
        linear: { $type: cubicBezier, $value: [0, 0, 1, 1] }
      """)
    let result = Self.write(AndroidWriter(), graph)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    let arrays = try #require(files["values/arrays.xml"])
    #expect(arrays.contains(#"<string-array name="font_sans">"#))
    #expect(arrays.contains(#"<item>O\&apos;Hara</item>"#))
    #expect(arrays.contains(#"<item>\@system</item>"#))
    #expect(files["values-night/arrays.xml"] == nil)
    let ease = try #require(files["interpolator/motion_ease.xml"])
    #expect(ease.contains(#"android:controlX1="0.4""#) && ease.contains(#"android:controlX2="0.2""#))
    #expect(files["interpolator-night/motion_ease.xml"]?.contains(#"android:controlX1="0.3""#) == true)
    #expect(files["interpolator/motion_linear.xml"] != nil)
    #expect(files["interpolator-night/motion_linear.xml"] == nil)
  }

  @Test func cssWritesAliasesWithAlphaAsLiterals() throws {
    let graph = try Self.graph(
      """
      c:
        $type: color
        base: "#336699"
        same: "{c.base}"
        faded: "{c.base} / 50%"
      """)
    var options = CSSWriter.Options()
    options.references = true
    let css = try #require(Self.write(CSSWriter(), graph, options).files.first?.contents)
    #expect(css.contains("--c-same: var(--c-base);"))
    #expect(css.contains("--c-faded: #33669980;"))
  }

  /// A Style Dictionary classic file's strings are CSS text as Style Dictionary writes it: bare when nothing in
  /// them can end the declaration (Wikimedia Codex's `-160ms` delay and `transition-property` list: quoted,
  /// `var()` of them is invalid where a browser computes them). A DTCG string stays a quoted string,
  /// and so does text that is not safe bare.
  @Test func cssWritesAToolsValueTextBare() throws {
    let classic = ##"""
      {"delay": {"value": "-160ms"}, "property": {"value": "background-color, color"},
       "shadow": {"value": "0 1px 1px"}, "wide": {"value": "inherit"},
       "hostile": {"value": "0; color: red"}, "quote": {"value": "a \"b"},
       "font": {"value": "'Proxima Nova', 'Noto Sans JP', Arial, sans-serif"}}
      """##
    let dtcg = ##"{"label": {"$type": "string", "$value": "0 1px 1px"}}"##
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "classic.json", text: classic), SourceText(path: "dtcg.json", text: dtcg),
    ])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let css = try #require(Self.write(CSSWriter(), graph).files.first?.contents)
    for declaration in [
      "--delay: -160ms;", "--property: background-color, color;", "--shadow: 0 1px 1px;", #"--wide: "inherit";"#,
      #"--hostile: "0; color: red";"#, #"--label: "0 1px 1px";"#,
      "--font: 'Proxima Nova', 'Noto Sans JP', Arial, sans-serif;",
    ] {
      #expect(css.contains(declaration), "\(declaration)")
    }
    #expect(!css.contains("--quote: a"))
    // A bad URL token (`url(a b)`) drops the declaration; `revert-rule` is CSS-wide.
    for text in ["url(a b)", "url(a(b))", "revert-rule"] { #expect(!CSSValue.isSafeValueText(text), "\(text)") }
    // A string must close on its own quote and hold nothing that escapes or ends the declaration.
    for text in ["'a'; color: red", "'a\\'", "\"a", "'a\"", "'x;y'", "'a\u{202E}b'", "'a\nb'"] {
      #expect(!CSSValue.isSafeValueText(text), "\(text)")
    }
    for text in ["'Fira Sans', serif", "\"Hiragino Kaku Gothic Pro\", 'メイリオ'", "a \"b\""] {
      #expect(CSSValue.isSafeValueText(text), "\(text)")
    }
    // One `url()` whose string closes on its own quote (an SVG data URL, HashiCorp's form controls) is an image.
    for text in [
      "url(\"data:image/svg+xml,%3csvg viewBox='0 0 12 12'%3e%3c/svg%3e\")", "url('a b.png')", "URL(x.png)",
      "url(data:image/png;base64,iVBORw0KGgo=)",
    ] {
      #expect(CSSValue.isSafeURL(text), "\(text)")
    }
    for text in [
      "url(\"a\") no-repeat", "url(\"a\\\"); color: red\")", "url(\"a\")\")", "url('a\nb')", "url(a b)", "url(a(b))",
      "url(\"</style><script>\")", "url(\"a)", "url()", "url(\"a\u{202E}\")",
    ] {
      #expect(!CSSValue.isSafeURL(text), "\(text)")
    }
  }

  @Test func cssRedeclaresAnAliasWhereItsTargetChangesWithTheLevel() throws {
    let graph = try Self.graph(
      """
      c:
        $type: color
        page:
          $value: "#FFFFFF"
          $modes: { dark elevated: "#1C1C1E", dark: "#000000" }
        card: "{c.page}"
      """)
    var options = CSSWriter.Options()
    options.references = true
    let css = try #require(Self.write(CSSWriter(), graph, options).files.first?.contents)
    #expect(css.contains("--c-card--elevated: var(--c-page--elevated);"))
    #expect(css.contains("[data-level=\"elevated\"] {\n    --c-card: var(--c-card--elevated);"))
  }

  @Test func composeSetsAreNamedByAppearance() throws {
    let graph = try Self.graph("c: { $type: color, a: \"#000000\" }")
    let kotlin = try #require(Self.write(ComposeWriter(), graph).files.first?.contents)
    for name in ["light", "lightElevated", "darkHighContrastElevated"] {
      #expect(kotlin.contains("val \(name) = SwatchColors("))
    }
    #expect(kotlin.contains("val cA: Color get() = Color(_argb[0])"))
    #expect(kotlin.contains("val light = SwatchColors(lightPart0())"))
    #expect(kotlin.contains("private fun lightPart0() = longArrayOf(\n        0xFF000000L // cA\n    )"))
  }

  @Test func composeTokenNamedLikeTheColorArrayKeepsItsName() throws {
    let graph = try Self.graph("argb: { $type: color, $value: \"#000000\", $description: \"a /* b */ c\" }")
    let kotlin = try #require(Self.write(ComposeWriter(), graph).files.first?.contents)
    #expect(kotlin.contains("private val _argb: LongArray"))
    #expect(kotlin.contains("/** a / * b * / c */\n    val argb: Color get() = Color(_argb[0])"))
  }

  @Test func composeSplitsEachSetIntoFunctionsOfAThousandColors() throws {
    let tokens = (0..<2_001).map { "t\($0): \"#000000\"" }.joined(separator: ", ")
    let graph = try Self.graph("c: { $type: color, \(tokens) }")
    let kotlin = try #require(Self.write(ComposeWriter(), graph).files.first?.contents)
    #expect(kotlin.contains("val light = SwatchColors(lightPart0() + lightPart1() + lightPart2())"))
    #expect(kotlin.components(separatedBy: "private fun lightPart").count == 4)
    #expect(kotlin.contains("0xFF000000L // cT999\n    )"))
  }
}
