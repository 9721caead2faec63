import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The documented shapes of the built-in writers' contexts hold for the contexts the writers build, and
/// templates are checked against them: a misspelled name in an overriding template fails the build.
@Suite struct ContextShapeTests {
  /// The four built-in templated writers by name, with their shapes and templates.
  static let writers: [String: (shape: MustacheShape, templates: [String])] = [
    "swift": (SwiftWriter.contextShape!, SwiftWriter.templates),
    "compose": (ComposeWriter.contextShape!, ComposeWriter.templates),
    "css": (CSSWriter.contextShape!, CSSWriter.templates),
    "android": (AndroidWriter.contextShape!, AndroidWriter.templates),
  ]

  /// The golden context dumps matching `folder/name` under each case's `expected/`, with their case.
  private func dumps(_ folder: String, named: (String) -> Bool = { $0.hasSuffix(".json") }) -> [(String, URL)] {
    GoldenCase.all.flatMap { golden -> [(String, URL)] in
      let directory = golden.expectedDirectory.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter(named).sorted().map { (golden.name, directory.appendingPathComponent($0)) }
    }
  }

  private func problems(_ files: [(String, URL)], _ shape: MustacheShape) throws -> [String] {
    var validator = ShapeValidator()
    for (golden, url) in files { validator.check(try DecodedJSON.read(url), against: shape, at: golden) }
    return validator.problems
  }

  @Test(arguments: ["swift", "compose", "css", "android"])
  func everyGoldenContextDumpHasItsWritersShape(writer: String) throws {
    let files = dumps("contexts/\(writer)")
    #expect(files.count >= 10)
    #expect(try problems(files, Self.writers[writer]!.shape) == [])
  }

  @Test func everyTemplateContextDumpHasTheTemplateContextShape() throws {
    let files = dumps("", named: { $0 == "context.json" }) + dumps("contexts/example")
    #expect(files.count >= 40)
    #expect(try problems(files, TemplateContext.shape) == [])
  }

  /// The contexts `W` builds for `graph`, every file's, after the filters `AnyWriter` applies.
  private func contexts<W: TemplatedWriter>(_ writer: W, _ graph: ResolvedTokenGraph) -> [JSONValue] {
    let (images, _) = ImageSupport.filter(graph, writer: W.name)
    let (present, _) = AbsentTokens.filter(
      images, writer: W.name, needsEveryAppearance: W.needsEveryAppearance, at: nil)
    let (supported, _) = UnitSupport.filter(present, writer: W.name, at: nil)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    return writer.templatedFiles(for: supported, options: W.Options(), context: context).files.map(\.context.json)
  }

  /// Every file's context, not only the one dump per template: Android renders one file per resource kind.
  /// Every declared field is met in some golden case, so the shapes declare no field the writers never emit.
  @Test func everyContextOfEveryGoldenCaseHasItsShapeAndEveryFieldIsMet() throws {
    var validators = Self.writers.mapValues { _ in ShapeValidator() }
    for golden in GoldenCase.all {
      guard let graph = try golden.run().resolved else { continue }
      let built: [String: [JSONValue]] = [
        "swift": contexts(SwiftWriter(), graph), "compose": contexts(ComposeWriter(), graph),
        "css": contexts(CSSWriter(), graph), "android": contexts(AndroidWriter(), graph),
      ]
      for (writer, values) in built {
        for value in values { validators[writer]!.check(value, against: Self.writers[writer]!.shape, at: golden.name) }
      }
    }
    for (writer, validator) in validators {
      #expect(validator.problems == [], "\(writer)")
      let unmet = ShapeValidator.fields(of: Self.writers[writer]!.shape).subtracting(validator.seen)
      #expect(unmet.sorted() == [], "\(writer)")
    }
  }

  @Test func theValidatorFindsAnUndeclaredKeyAndAWrongKind() throws {
    #expect(
      try DecodedJSON.read(json: #"[true, 1, "1", null, {"a": false}]"#)
        == .array([.bool(true), .number(1), .string("1"), .null, .object([("a", .bool(false))])]))
    let rule = JSONValue.object([
      ("isFirst", .number(1)), ("selectors", .object([])),
      ("declarations", .array([.object([("name", .string("--a")), ("valeu", .string("0"))]), .string("x")])),
    ])
    let context = JSONValue.object([("hasScopeRules", .string("no")), ("pageRules", .array([rule]))])
    var validator = ShapeValidator()
    validator.check(context, against: CSSWriter.contextShape!, at: "c")
    #expect(
      validator.problems == [
        "c.hasScopeRules: a string where the shape has a flag",
        "c.pageRules[0].isFirst: a number where the shape has a flag",
        "c.pageRules[0].selectors: an object where the shape has a list of CSSSelector",
        "c.pageRules[0].declarations[0].valeu: not a field of CSSDeclaration",
        "c.pageRules[0].declarations[1]: a string where CSSDeclaration is an object",
      ])
  }

  @Test(arguments: ["swift", "compose", "css", "android"])
  func everyBuiltInTemplateReadsOnlyItsWritersNames(writer: String) {
    let (shape, templates) = Self.writers[writer]!
    for template in templates {
      #expect(TemplateLibrary.builtIn.nameDiagnostics(of: template, against: shape).isEmpty, "\(template)")
      #expect(RepositoryTemplates.library.nameDiagnostics(of: template, against: shape).isEmpty, "\(template)")
    }
    let configured = WriterRegistry.builtIn.first { $0.name == writer }!.withDefaults
    #expect(configured.shapedTemplates.map(\.template) == templates)
  }

  /// For each writer, a name its template reads, misspelled in a copy of the template in a `templates:` folder.
  static let misspellings = [
    ("swift", "swift/SwatchColors.swift.mustache", "colorsNamespace", "colorsNamespac"),
    ("compose", "compose/Colors.kt.mustache", "package", "pakage"),
    ("css", "css/tokens.css.mustache", "value", "valeu"),
    ("android", "android/resources.xml.mustache", "element", "elemnt"),
  ]

  @Test(arguments: misspellings)
  func aMisspelledNameInAnOverrideFailsTheBuildAtItsTag(
    writer: String, template: String, name: String, misspelling: String
  ) throws {
    let builtIn = try #require(RepositoryTemplates.templates[template])
    let tag = try #require(builtIn.range(of: "{{\(name)}}"))
    let before = builtIn[..<tag.lowerBound]
    let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
    let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.utf8.count ?? 0) + 1
    let override = builtIn.replacingCharacters(in: tag, with: "{{\(misspelling)}}")
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\ntemplates: my-templates\noutputs:\n  - { writer: \(writer), path: out }\n",
      "tokens/colors.yaml": "color:\n  white: { $type: color, $value: '#FFFFFF' }\n",
      "my-templates/" + template: override,
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["template.unknown-name"])
    #expect(outcome.diagnostics.first?.range?.file == project.root + "/my-templates/" + template)
    #expect(outcome.diagnostics.first?.range?.start == SourcePosition(line: line, column: column))
    #expect(outcome.diagnostics.first?.notes.map(\.message) == ["did you mean '\(name)'?"])
    #expect(!project.exists("out"))
  }
}
