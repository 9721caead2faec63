import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The shared `write` of templated writers: every file rendered in order, a failing template reported once.
@Suite struct TemplatedWriterTests {
  static let range = SourceRange(
    file: "swatch.yaml", start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 30))

  static func graph() throws -> ResolvedTokenGraph {
    let yaml = """
      color:
        $type: color
        ink: { $value: "#000000", $modes: { dark: "#FFFFFF" } }
      space:
        $type: dimension
        small: 4px

      """
    return try #require(TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
  }

  @Test func everyBuiltInTemplateANamedWriterRendersExists() {
    let names = SwiftWriter.templates + ComposeWriter.templates + CSSWriter.templates + AndroidWriter.templates
    #expect(names.count == 5)
    for name in names { #expect(TemplateLibrary.builtIn.contains(name), "\(name)") }
  }

  @Test func aMissingTemplateIsReportedOnceAtTheEntryAndNothingIsWritten() throws {
    let context = WriterContext(templates: TemplateLibrary(), entryRange: Self.range)
    // Android renders its one template for several files: colors, dimens, night colors.
    let planned = AndroidWriter().templatedFiles(for: try Self.graph(), options: .init(), context: context)
    #expect(planned.files.map(\.path) == ["values/colors.xml", "values/dimens.xml", "values-night/colors.xml"])
    let result = AndroidWriter().write(try Self.graph(), options: .init(), context: context)
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.map(\.id) == ["template.missing"])
    #expect(result.diagnostics.first?.range == Self.range)
  }

  @Test func oneFailingTemplateOfTwoStopsTheWholeOutput() throws {
    var library = TemplateLibrary()
    #expect(library.add("// {{header}}\n", named: "swift/SwatchTokens.swift.mustache", path: "t.mustache").isEmpty)
    let context = WriterContext(templates: library, entryRange: Self.range)
    let result = SwiftWriter().write(try Self.graph(), options: .init(), context: context)
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.map(\.message) == ["no template named 'swift/SwatchColors.swift.mustache'"])
  }

  @Test func theFilesComeInTheOrderTheWriterPlansThem() throws {
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    var options = SwiftWriter.Options()
    options.file = "Table"
    options.colorsFile = "Colors"
    let result = SwiftWriter().write(try Self.graph(), options: options, context: context)
    #expect(result.files.map(\.path) == ["Table.swift", "Colors.swift"])
    #expect(result.diagnostics.isEmpty)
  }
}
