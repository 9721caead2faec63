import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Names checked against the shape of the context when templates load (`template.unknown-name`).
@Suite struct TemplateNameCheckTests {
  /// The problems of `template` (and `partials`) against the template context, as `line:column id message`.
  private func check(_ template: String, partials: [String: String] = [:], shape: MustacheShape = TemplateContext.shape)
    -> [Diagnostic]
  {
    var library = TemplateLibrary()
    #expect(library.add(template, named: "t", path: "t.mustache").isEmpty)
    for (name, text) in partials { #expect(library.add(text, named: name, path: name).isEmpty) }
    return library.nameDiagnostics(of: "t", against: shape)
  }

  private func places(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.range!.file):\($0.range!.start.line):\($0.range!.start.column) \($0.id)" }
  }

  @Test func namesOfTheContextPass() {
    let template = """
      {{#header}}// {{.}}{{/header}}
      {{#appearances}}{{names.camelCase}} {{id}}{{#isDefault}}*{{/isDefault}}{{/appearances}}
      {{#tokens}}{{names.kebab-case}} {{type}}{{#isColor}}{{value.hex}}{{#value.p3}}{{red}}{{/value.p3}}{{/isColor}}
      {{#values}}{{appearance.names.snake_case}}={{css}}{{#members}}{{fontSize.css}}{{/members}}{{/values}}
      {{#value.layers}}{{color.hex}}{{#isInset}}inset{{/isInset}}{{/value.layers}}{{description}}{{deprecated.reason}}
      {{#extensions}}{{#com.example}}{{anything.at.all}}{{/com.example}}{{/extensions}}{{^isLast}},{{/isLast}}
      {{index()}}{{count(values)}}{{/tokens}}{{#traits}}{{name}}{{#values}}{{name}}{{isDefault}}{{/values}}{{/traits}}
      """
    #expect(check(template).isEmpty)
  }

  @Test func everyExampleTemplatePasses() {
    for name in TemplateLibrary.builtIn.names where name.hasPrefix("example/") {
      #expect(TemplateLibrary.builtIn.nameDiagnostics(of: name, against: TemplateContext.shape).isEmpty, "\(name)")
    }
  }

  @Test func anUnknownNameIsLocatedAtItsTag() {
    let diagnostics = check("{{#tokens}}\n  {{nmes.camelCase}} {{path}}\n{{/tokens}}\n{{tokenz}}\n")
    #expect(places(diagnostics) == ["t.mustache:2:3 template.unknown-name", "t.mustache:4:1 template.unknown-name"])
    #expect(diagnostics[0].message.contains("'nmes.camelCase' names nothing"))
    #expect(diagnostics[0].message.contains("Token within Context"))
    #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'names'?"])
  }

  @Test func aDottedNameIsCheckedInsideEachShape() {
    let diagnostics = check("{{#tokens}}{{value.hexx}}{{names.camelcase}}{{value.p3.red}}{{path.length}}{{/tokens}}")
    #expect(diagnostics.count == 3)
    #expect(diagnostics[0].message.contains("(Value)"))
    #expect(diagnostics[0].notes.map(\.message) == ["did you mean 'hex'?"])
    #expect(diagnostics[1].notes.map(\.message) == ["did you mean 'camelCase'?"])
    #expect(diagnostics[2].message.contains("a value with no fields"))
  }

  @Test func aFlagSectionEntersNothingAndAListOfTextIsClosed() {
    #expect(places(check("{{#tokens}}{{#isColor}}{{path}}{{/isColor}}{{/tokens}}")).isEmpty)
    #expect(places(check("{{#header}}{{path}}{{/header}}")) == ["t.mustache:1:12 template.unknown-name"])
    // An inverted section renders with the enclosing contexts.
    #expect(places(check("{{#tokens}}{{^isColor}}{{path}}{{/isColor}}{{/tokens}}")).isEmpty)
  }

  @Test func anAnchoredNameLooksOnlyInTheCurrentItem() {
    #expect(places(check("{{#tokens}}{{.header}}{{header}}{{/tokens}}")) == ["t.mustache:1:12 template.unknown-name"])
  }

  @Test func partialsAreCheckedWhereTheyAreIncluded() {
    let partials = ["row.mustache": "{{path}} {{colour}}\n"]
    let diagnostics = check("{{#tokens}}\n{{> row.mustache}}\n{{/tokens}}\n{{> row.mustache}}\n", partials: partials)
    // At the top level `path` is unknown too; inside tokens only `colour`. Each tag once per place it is met.
    #expect(
      places(diagnostics) == [
        "row.mustache:1:10 template.unknown-name", "row.mustache:1:1 template.unknown-name",
      ])
  }

  @Test func aPartialIncludingItselfIsCheckedOnce() {
    let partials = ["p": "{{#tokens}}{{> p}}{{nope}}{{/tokens}}"]
    #expect(places(check("{{> p}}", partials: partials)) == ["p:1:19 template.unknown-name"])
  }

  @Test func aJSONContextAcceptsAnyName() {
    let open = MustacheShape("Open", [("data", .json)])
    #expect(check("{{#data}}{{whatever.deep}}{{/data}}{{data.x.y}}", shape: open).isEmpty)
    #expect(places(check("{{dat}}", shape: open)) == ["t.mustache:1:1 template.unknown-name"])
  }

  @Test func aUserTemplateWithAnUnknownNameFailsTheBuildAndWritesNothing() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: template, template: t.txt.mustache, path: out }\n"
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": "color:\n  white: { $type: color, $value: '#FFFFFF' }\n",
      "t.txt.mustache": "{{#tokens}}\n{{names.camelcase}} = {{value.hex}}\n{{/tokens}}\n",
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["template.unknown-name"])
    #expect(outcome.diagnostics.first?.range?.file == project.root + "/t.txt.mustache")
    #expect(outcome.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 1))
    #expect(outcome.diagnostics.first?.notes.map(\.message) == ["did you mean 'camelCase'?"])
    #expect(!project.exists("out"))
  }
}

extension TemplateNameCheckTests {
  /// Each partial is checked once per context stack: partials that include the next one twice, 39 levels
  /// deep, inside sections, take well under a second (2^39 visits without it).
  @Test func partialsDoublingAtEveryLevelAreCheckedOncePerStack() {
    var library = TemplateLibrary()
    #expect(library.add("{{#tokens}}{{nope}}{{/tokens}}", named: "p39", path: "p39").isEmpty)
    for level in 0..<39 {
      let text = "{{#tokens}}{{> p\(level + 1)}}{{/tokens}}{{> p\(level + 1)}}"
      #expect(library.add(text, named: "p\(level)", path: "p\(level)").isEmpty)
    }
    #expect(library.add("{{> p0}}", named: "t", path: "t").isEmpty)
    let clock = ContinuousClock()
    let start = clock.now
    let diagnostics = library.nameDiagnostics(of: "t", against: TemplateContext.shape)
    #expect(clock.now - start < .seconds(1))
    #expect(diagnostics.map(\.id) == ["template.unknown-name"])
  }
}
