import Foundation
import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Typography tokens naming their text color (`dev.swatch.textColor`, docs/text-styles.md): the front end's
/// check and what each writer makes of the pairing. The outputs are compiled and run by `.ci/checks`
/// (apple-swift.sh, compose-kotlinc.sh, css-browser.sh); these tests pin what those checks cannot see.
@Suite struct TextStyleTests {
  static func resolve(_ yaml: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens.yaml", text: yaml)])
  }

  static let tokens = """
    label:
      $type: color
      primary: { $value: "#000000", $modes: { dark: "#FFFFFF" } }
    title:
      $type: typography
      $value: { fontFamily: ["Brand \\"Sans\\"\\nimport Evil"], fontSize: 20px, letterSpacing: 0.1em, lineHeight: 1.2 }
      $extensions: { dev.swatch.textColor: "{label.primary}" }
    """

  /// The ids of the errors (the `em` letter spacing adds a warning).
  static func errors(_ result: PipelineResult) -> [String] {
    result.diagnostics.filter { $0.severity == .error }.map(\.id)
  }

  static let context = WriterContext(templates: .builtIn, entryRange: nil)

  @Test func readingTakesOnlyOneWholeReference() {
    let read = { (text: String) in TextStyleColor.reading(.object([(TextStyleColor.extensionKey, .string(text))])) }
    #expect(read("{label.primary}") == .reference("label.primary"))
    #expect(read("#000000") == .malformed("#000000"))
    #expect(read("{a} {b}") == .malformed("{a} {b}"))
    #expect(read("{}") == .malformed("{}"))
    #expect(TextStyleColor.reading(nil) == nil)
  }

  @Test func anUnknownColorIsLocatedWithTheNearestColorToken() throws {
    let result = Self.resolve(Self.tokens.replacingOccurrences(of: "{label.primary}", with: "{label.primry}"))
    #expect(result.resolved == nil)
    let error = try #require(result.diagnostics.first { $0.id == "text-style.unknown" })
    #expect(Self.errors(result) == ["text-style.unknown"])
    #expect(error.range?.start.line == 4 && error.range?.start.column == 1)
    #expect(error.notes.map(\.message) == ["did you mean 'label.primary'?"])
  }

  @Test func aNonColorTargetAndANonTypographyHostAreErrors() {
    let dimension = Self.tokens + "\nsize: { $type: dimension, $value: 4px }\n"
    let notColor = Self.resolve(dimension.replacingOccurrences(of: "{label.primary}", with: "{size}"))
    #expect(Self.errors(notColor) == ["text-style.not-color"])
    let host = Self.resolve(
      "label: { $type: color, $value: \"#000000\", $extensions: { dev.swatch.textColor: \"{label}\" } }\n")
    #expect(Self.errors(host) == ["text-style.host"])
  }

  @Test func swiftAttributesUseTheDynamicColorAndEscapeTheFamily() throws {
    let graph = try #require(Self.resolve(Self.tokens).resolved)
    let written = SwiftWriter().write(graph, options: .init(), context: Self.context)
    let file = try #require(written.files.first { $0.path == "SwatchTokens+TextStyles.swift" })
    #expect(file.contents.contains(".attributes(color: SwatchColors.labelPrimary, traits: traits)"))
    #expect(file.contents.contains(".container(color: SwatchColors.Color.labelPrimary)"))
    #expect(file.contents.contains(#"families: ["Brand \"Sans\"\u{a}import Evil"]"#))
    #expect(!file.contents.contains("\nimport Evil"))
    // 0.1em at 20pt is 2pt of kern; `title` scales like Dynamic Type's title1.
    #expect(file.contents.contains("textStyle: .title1, kern: 2, lineHeight: 1.2"))
    var extensions = SwiftWriter.Options()
    extensions.style = .extensions
    let styled = SwiftWriter().write(graph, options: extensions, context: Self.context)
    let other = try #require(styled.files.first { $0.path == "SwatchTokens+TextStyles.swift" })
    #expect(other.contents.contains(".attributes(color: UIColor.labelPrimary, traits: traits)"))
  }

  @Test func composeCSSAndAndroidReadTheColorTokensOwnOutput() throws {
    let graph = try #require(Self.resolve(Self.tokens).resolved)
    let compose = ComposeWriter().write(graph, options: .init(), context: Self.context)
    let kotlin = try #require(compose.files.first { $0.path == "SwatchTextStyles.kt" })
    #expect(kotlin.contents.contains("TextStyle(color = LocalSwatchColors.current.labelPrimary, "))
    let css = CSSWriter().write(graph, options: .init(), context: Self.context)
    let sheet = try #require(css.files.first { $0.path == "tokens-text-styles.css" })
    #expect(sheet.contents.contains("  .title {\n    font: var(--title);\n"))
    #expect(sheet.contents.contains("    color: var(--label-primary);\n"))
    let android = AndroidWriter().write(graph, options: .init(), context: Self.context)
    let styles = try #require(android.files.first { $0.path == "values/styles.xml" })
    #expect(styles.contents.contains("<item name=\"android:textColor\">@color/label_primary</item>"))
  }

  @Test func noTextStyleNoFiles() throws {
    let graph = try #require(
      Self.resolve(
        Self.tokens.replacingOccurrences(of: "$extensions: { dev.swatch.textColor: \"{label.primary}\" }", with: "")
      ).resolved)
    let swift = SwiftWriter().write(graph, options: .init(), context: Self.context)
    #expect(!swift.files.contains { $0.path.contains("TextStyles") })
    let css = CSSWriter().write(graph, options: .init(), context: Self.context)
    #expect(css.files.map(\.path) == ["tokens.css"])
  }
}

/// A font stack as Apple's platforms read it (`AppleFontStack`): names that stand for the system font stop it,
/// in their design; the generated `Typography.appleFontStack` reads the same names.
@Suite struct AppleFontStackTests {
  @Test(arguments: [
    (["SF Pro Text", "-apple-system", "system-ui", "Helvetica Neue"], [String](), AppleFontStack.Design.standard),
    (["Inter", "system-ui", "sans-serif"], ["Inter"], .standard),
    (["Georgia", "New York", "serif"], ["Georgia"], .serif),
    (["Fira Code", "UI-Monospace", "Menlo"], ["Fira Code"], .monospaced),
    (["SF Pro Rounded"], [], .rounded),
    (["Inter", "Roboto"], ["Inter", "Roboto"], .standard),
    ([], [], .standard),
  ])
  func stopsAtTheSystemFont(names: [String], families: [String], design: AppleFontStack.Design) {
    let stack = AppleFontStack(names)
    #expect(stack.families == families && stack.design == design)
  }

  /// Android's `android:fontFamily`: the first family, or Android's system family of the design a system name
  /// before it stands for; `ui-serif` and `-apple-system` were written as they are, names Android does not know.
  @Test func androidTakesItsOwnSystemFamilies() {
    #expect(AndroidPart.family(["SF Pro Text", "-apple-system", "Helvetica Neue"]) == "sans-serif")
    #expect(AndroidPart.family(["ui-serif", "Georgia"]) == "serif")
    #expect(AndroidPart.family(["SF Mono", "Menlo"]) == "monospace")
    #expect(AndroidPart.family(["Inter", "system-ui"]) == "Inter")
    #expect(AndroidPart.family([]) == nil)
    #expect(AndroidPart.family(["cursive", "Comic Neue"]) == "cursive")
    #expect(AndroidPart.family(["", " -apple-system ", "Helvetica Neue"]) == "sans-serif")
  }

  /// The generated code's table of system names (`templates/swift/SwatchTokens.swift.mustache`) is the writer's.
  @Test func theGeneratedTableIsTheWritersTable() throws {
    let template = try #require(RepositoryTemplates.templates["swift/SwatchTokens.swift.mustache"])
    let declaration = try #require(template.components(separatedBy: "static let systemFontDesigns").last)
    let table = try #require(declaration.components(separatedBy: "= [").dropFirst().first)
    let body = String(table.prefix { $0 != "]" })
    var generated: [String: String] = [:]
    for pair in body.components(separatedBy: ",") {
      let parts = pair.split(separator: ":").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) }
      guard parts.count == 2 else { continue }
      generated[parts[0]] = parts[1]
    }
    #expect(generated == AppleFontStack.systemNames.mapValues(\.swiftUIName))
  }
}
