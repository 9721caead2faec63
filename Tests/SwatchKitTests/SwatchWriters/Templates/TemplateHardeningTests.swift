import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Hostile templates get located diagnostics instead of crashing or hanging the process: partials that
/// include themselves, sections nested thousands deep, partials that double at every level, unknown
/// partials, runaway dynamic partials and outputs past the size limit.
@Suite struct TemplateHardeningTests {
  private func library(_ templates: [String: String]) -> (TemplateLibrary, [Diagnostic]) {
    var library = TemplateLibrary()
    var diagnostics: [Diagnostic] = []
    for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
      diagnostics += library.add(text, named: name, path: name)
    }
    return (library, diagnostics + library.linkDiagnostics())
  }

  private func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.range.map { "\($0)" } ?? "-"): \($0.message) [\($0.id)]" }
  }

  @Test func aPartialIncludingItselfIsReportedWhenTemplatesLoad() {
    let (_, diagnostics) = library(["a": "x\n  {{> a}}\n"])
    #expect(summary(diagnostics) == ["a:2:3: template 'a' includes itself: a → a [template.recursive]"])
  }

  @Test func mutuallyIncludingPartialsNameEveryHop() {
    let (_, diagnostics) = library(["a": "{{> b}}", "b": "{{> c}}", "c": "c {{> a}}"])
    #expect(summary(diagnostics) == ["c:1:3: template 'a' includes itself: a → b → c → a [template.recursive]"])
  }

  @Test func aPartialIncludingItselfInsideASectionIsReported() {
    let (_, diagnostics) = library(["a": "{{#items}}\n{{> a}}\n{{/items}}\n"])
    #expect(summary(diagnostics) == ["a:2:1: template 'a' includes itself: a → a [template.recursive]"])
  }

  @Test func sectionsNestedPastTheLimitAreALocatedError() {
    let text = String(repeating: "{{#a}}", count: 5_000) + String(repeating: "{{/a}}", count: 5_000)
    let (_, diagnostics) = library(["deep": text])
    #expect(
      summary(diagnostics) == ["deep:1:601: invalid template: sections nested deeper than 100 [template.syntax]"])
  }

  @Test func oneHundredNestedSectionsRender() throws {
    let text = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
    let (library, diagnostics) = library(["t": text])
    #expect(diagnostics.isEmpty)
    #expect(try library.render("t", context: .object([("a", .bool(true))])) == "x")
  }

  @Test func partialsDoublingAtEveryLevelAreRejectedBeforeRendering() {
    var templates = ["p39": "x"]
    for level in 0..<39 { templates["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}" }
    let clock = ContinuousClock()
    let start = clock.now
    let (_, diagnostics) = library(templates)
    #expect(clock.now - start < .seconds(5))
    #expect(
      summary(diagnostics) == [
        "p20:1:1: template 'p20' expands to more than 1000000 tags and texts through its partials [template.tooLarge]"
      ])
  }

  @Test func anUnknownPartialIsALocatedError() {
    let (_, diagnostics) = library(["t": "a\n{{#x}}{{> nowhere/else.mustache}}{{/x}}\n"])
    #expect(summary(diagnostics) == ["t:2:7: no template named 'nowhere/else.mustache' [template.missing]"])
  }

  @Test func aDynamicPartialIncludingItselfStopsAtTheDepthLimit() {
    let (library, diagnostics) = library(["t": "{{>*name}}"])
    #expect(diagnostics.isEmpty)
    #expect(throws: TemplateRenderFailure.self) {
      try library.render("t", context: .object([("name", .string("t"))]))
    }
    do {
      _ = try library.render("t", context: .object([("name", .string("t"))]))
    } catch {
      #expect(error.diagnostic.id == "template.tooDeep")
      #expect(error.diagnostic.range?.file == "t")
    }
  }

  @Test func anUnknownDynamicPartialIsALocatedErrorWhenItRenders() throws {
    let (library, _) = library(["t": "a\n {{>*name}}"])
    do {
      _ = try library.render("t", context: .object([("name", .string("gone"))]))
      Issue.record("rendered")
    } catch {
      #expect(summary([error.diagnostic]) == ["t:2:2: no template named 'gone' [template.missing]"])
    }
  }

  @Test func anOutputPastTheSizeLimitStopsTheRender() throws {
    let template = try MustacheTemplate("{{#items}}0123456789{{/items}}")
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.sizeLimit = 1_000
    let context = JSONValue.object([("items", .array(Array(repeating: .bool(true), count: 200)))])
    #expect(throws: MustacheRenderError.tooLarge(limit: 1_000)) { try renderer.render(template, context: context) }
    renderer.sizeLimit = 2_000
    try renderer.render(template, context: context)
    #expect(renderer.output.count == 2_000)
  }

  /// Sections nested over a list write nothing here, so the size limit never stops them; the step limit does,
  /// and a render within it gives the template's output.
  @Test func sectionsNestedOverListsStopAtTheStepLimit() throws {
    let template = try MustacheTemplate("{{#items}}{{#items}}{{#items}}{{/items}}{{/items}}{{/items}}done")
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.stepLimit = 100_000
    let context = JSONValue.object([("items", .array(Array(repeating: .bool(true), count: 100)))])
    #expect(throws: MustacheRenderError.tooManySteps(limit: 100_000)) {
      try renderer.render(template, context: context)
    }
    renderer.stepLimit = 2_000_000
    try renderer.render(template, context: context)
    #expect(String(decoding: renderer.output, as: UTF8.self) == "done")
    // Each render counts from zero.
    try renderer.render(template, context: context)
    #expect(renderer.steps < 2_000_000)
  }

  /// A list long enough to render in chunks on every core stops at the step limit too, whichever way the chunks
  /// fail (each takes a share of the budget; a failed wave renders one item after the other).
  @Test func aChunkedRenderStopsAtTheStepLimit() throws {
    let template = try MustacheTemplate("{{#items}}{{#items}}{{/items}}{{/items}}")
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.stepLimit = 1_000_000
    let context = JSONValue.object([("items", .array(Array(repeating: .bool(true), count: 3_000)))])
    #expect(throws: MustacheRenderError.tooManySteps(limit: 1_000_000)) {
      try renderer.render(template, context: context)
    }
  }

  @Test func aRecursiveProjectTemplateFailsTheBuildAndWritesNothing() throws {
    let config = """
      tokens: [tokens]
      templates: custom
      outputs:
        - { writer: template, template: t.txt.mustache, path: out }
      """
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": "color:\n  $type: color\n  white: \"#FFFFFF\"\n",
      "custom/t.txt.mustache": "{{#tokens}}\n{{> t.txt.mustache}}\n{{/tokens}}\n",
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["template.recursive"])
    #expect(outcome.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 1))
    #expect(!project.exists("out"))
  }
}
