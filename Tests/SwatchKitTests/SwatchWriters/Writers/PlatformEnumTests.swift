import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// String tokens naming a platform enum (`dev.swatch.enum`): the front end's check, the Swift writer's UIKit
/// cases and the Android writer's status bar flag. The Swift file is compiled and run against the stub UIKit by
/// `.ci/checks/apple-swift.sh`.
@Suite struct PlatformEnumTests {
  static func resolve(_ yaml: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens.yaml", text: yaml)])
  }

  static let bar = """
    bar:
      $type: string
      $extensions: { dev.swatch.enum: statusBarStyle }
      $value: darkContent
      $modes: { dark: lightContent }
    """

  @Test func aValueOutsideTheEnumIsLocatedWithASuggestion() throws {
    let result = Self.resolve(Self.bar.replacingOccurrences(of: "lightContent", with: "lightcontent"))
    #expect(result.resolved == nil)
    let error = try #require(result.diagnostics.first { $0.id == "enum.value" })
    #expect(error.message.contains("'lightcontent'") && error.message.contains("in appearance 'dark"))
    #expect(error.range?.start.line == 1)
    #expect(error.notes.map(\.message) == ["did you mean 'lightContent'?"])
  }

  @Test func anUnknownEnumAndANonStringTokenAreErrors() {
    let unknown = Self.resolve(Self.bar.replacingOccurrences(of: "statusBarStyle", with: "statusBarStyles"))
    #expect(unknown.diagnostics.map(\.id) == ["enum.unknown"])
    #expect(unknown.diagnostics.first?.notes.map(\.message) == ["did you mean 'statusBarStyle'?"])
    let number = Self.resolve("n:\n  $type: number\n  $extensions: { dev.swatch.enum: statusBarStyle }\n  $value: 1\n")
    #expect(number.diagnostics.map(\.id) == ["enum.type"])
  }

  @Test func theSwiftWriterGivesUIKitsCasePerAppearance() throws {
    let graph = try #require(Self.resolve(Self.bar).resolved)
    let written = SwiftWriter().write(
      graph, options: .init(), context: WriterContext(templates: .builtIn, entryRange: nil))
    let file = try #require(written.files.first { $0.path == "SwatchTokens+PlatformEnums.swift" })
    #expect(file.contents.contains("public static func bar(in traits: UITraitCollection) -> UIStatusBarStyle {"))
    // Appearances in order: light/dark outermost, then contrast, then level.
    let cases = [String](repeating: ".darkContent", count: 4) + [String](repeating: ".lightContent", count: 4)
    #expect(file.contents.contains("let cases: [UIStatusBarStyle] = [\(cases.joined(separator: ", "))]"))
  }

  @Test func theSwiftWriterAddsNoFileWithoutEnums() throws {
    let graph = try #require(Self.resolve("s:\n  $type: string\n  $value: light\n").resolved)
    let written = SwiftWriter().write(
      graph, options: .init(), context: WriterContext(templates: .builtIn, entryRange: nil))
    #expect(written.files.map(\.path).sorted() == ["SwatchColors.swift", "SwatchTokens.swift"])
  }

  @Test func theAndroidFlagIsTrueWhereTheStatusBarDrawsDarkIcons() throws {
    let graph = try #require(Self.resolve(Self.bar).resolved)
    let files = AndroidPlatformEnums.files(graph, prefix: "")
    #expect(files.map(\.path) == ["values/bools.xml", "values-night/bools.xml"])
    #expect(files[0].contents.contains(#"<bool name="bar_light_status_bars">true</bool>"#))
    #expect(files[1].contents.contains(#"<bool name="bar_light_status_bars">false</bool>"#))
    #expect(PlatformEnum.statusBarStyle.androidLightStatusBars("default", isDark: true) == false)
    #expect(PlatformEnum.keyboardAppearance.androidLightStatusBars("dark", isDark: true) == nil)
  }
}
