import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Compose writer's Material 3 bridge (`materialColorScheme`) and its `package` warning; the bridge is
/// compiled and run against a stub `androidx.compose.material3` by `.ci/checks/compose-kotlinc.sh`.
@Suite struct ComposeMaterialTests {
  static let tokens = """
    brand: { $type: color, accent: { $value: "#0A84FF", $modes: { dark: "#409CFF", high-contrast: "#0040DD" } } }
    background: { $type: color, primary: { $value: "#FFFFFF", $modes: { dark: "#000000", elevated: "#1C1C1E" } } }
    space: { $type: dimension, gap: 8px }
    """

  static func options(_ scheme: [(String, String)], package: String = "com.example.app") -> ComposeWriter.Options {
    var options = ComposeWriter.Options()
    options.package = package
    options.materialColorScheme.entries = scheme.map { .init(role: $0.0, token: $0.1) }
    return options
  }

  static func write(_ options: ComposeWriter.Options) throws -> WriterResult {
    WebAndroidWriterTests.write(ComposeWriter(), try WebAndroidWriterTests.graph(tokens), options)
  }

  @Test func onlyTheMappedRolesAreArgumentsSoTheOthersKeepMaterialsDefaults() throws {
    let result = try Self.write(Self.options([("onBackground", "brand.accent"), ("primary", "{brand.accent}")]))
    #expect(result.diagnostics.isEmpty)
    let file = try #require(result.files.first { $0.path == "SwatchMaterial.kt" })
    let kotlin = file.contents
    // Role order, not the order written; the alias braces are optional.
    let arguments = "            primary = colors.brandAccent,\n            onBackground = colors.brandAccent\n"
    #expect(
      kotlin.contains("if (dark) darkColorScheme(\n" + arguments + "        ) else lightColorScheme(\n" + arguments))
    #expect(!kotlin.contains("surface ="))
    #expect(kotlin.contains("package com.example.app\n"))
  }

  @Test func aSchemePerDarkAndContrastAppearanceAndAThemeThatFollowsTheCurrentOne() throws {
    let kotlin = try #require(
      try Self.write(Self.options([("background", "background.primary")])).files.first {
        $0.path == "SwatchMaterial.kt"
      }?.contents)
    let schemes = kotlin.split(separator: "\n").filter { $0.hasPrefix("    val ") && $0.contains(": ColorScheme") }.map
    {
      String($0.split(separator: ":")[0].dropFirst(8))
    }
    #expect(schemes == ["light", "lightHighContrast", "dark", "darkHighContrast"])
    #expect(
      kotlin.contains("val darkHighContrast: ColorScheme = scheme(SwatchColorSets.darkHighContrast, dark = true)"))
    #expect(
      kotlin.contains(
        "SwatchMaterialColorSchemes.scheme(LocalSwatchColors.current, dark = LocalSwatchAppearance.current.dark)"))
    #expect(kotlin.contains("fun SwatchMaterialTheme(content: @Composable() () -> Unit)"))
  }

  @Test func withoutAMappingThereIsNoMaterialFile() throws {
    let result = try Self.write(Self.options([]))
    #expect(result.files.map(\.path) == ["SwatchColors.kt"])
  }

  @Test func anUnknownRoleAnUnknownTokenAndANonColorAreErrorsWithSuggestions() throws {
    let result = try Self.write(
      Self.options([("primry", "brand.accent"), ("surface", "brand.acent"), ("outline", "space.gap")]))
    #expect(result.files.isEmpty)
    #expect(
      result.diagnostics.map(\.id) == ["compose.material-role", "compose.material-token", "compose.material-type"])
    #expect(
      result.diagnostics.map { $0.notes.map(\.message) } == [
        ["did you mean 'primary'?"], ["did you mean 'brand.accent'?"], [],
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func theOptionIsReadWithWhereEachRoleAndTokenIsWritten() throws {
    let (config, diagnostics) = WriterOptionsTests.load(
      "  - { writer: compose, path: out, package: a.b, materialColorScheme: { primary: brand.accent } }\n")
    #expect(diagnostics.isEmpty)
    let options = try #require(config.outputs.first?.writer.options as? ComposeWriter.Options)
    let entry = try #require(options.materialColorScheme.entries.first)
    #expect(entry.role == "primary" && entry.token == "brand.accent")
    #expect(entry.roleRange?.start == SourcePosition(line: 3, column: 72))
    #expect(entry.tokenRange?.start == SourcePosition(line: 3, column: 81))
  }

  @Test func aMissingPackageIsAWarningAndNotTheToolsOwnPackage() throws {
    let result = try Self.write(Self.options([], package: ""))
    #expect(result.diagnostics.map(\.id) == ["compose.package"])
    #expect(result.diagnostics.first?.severity == .warning)
    let kotlin = try #require(result.files.first?.contents)
    #expect(kotlin.contains("\npackage tokens\n"))
    #expect(try Self.write(Self.options([])).diagnostics.isEmpty)
  }

  @Test(arguments: [
    ("com.example.my-app", "com.example.myapp"), ("com.example.object", "com.example.object_"),
    ("com.1st.tokens", "com._1st.tokens"), ("com..example.", "com.example"),
    ("com.example; import evil", "com.exampleimportevil"),
  ])
  func aPackageThatIsNotKotlinIsAnErrorWithTheSpellingToWrite(given: String, valid: String) throws {
    let result = try Self.write(Self.options([], package: given))
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.map(\.id) == ["compose.package-invalid"])
    #expect(result.diagnostics.first?.severity == .error)
    #expect(result.diagnostics.first?.message.hasSuffix("write '\(valid)'") == true)
    // The suggested spelling builds as it is.
    #expect(try Self.write(Self.options([], package: valid)).diagnostics.isEmpty)
  }
}
