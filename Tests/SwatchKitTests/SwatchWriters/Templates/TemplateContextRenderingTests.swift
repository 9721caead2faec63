import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TemplateContextRenderingTests {
  private func render(_ template: String, _ context: JSONValue) -> String? {
    var library = TemplateLibrary()
    #expect(library.add(template, named: "t", path: "t.mustache").isEmpty)
    return try? library.render("t", context: context)
  }

  private let context = JSONValue.object([
    ("name", .string("x")),
    ("object", .object([("b", .number(2)), ("a", .string("one")), ("b", .number(3))])),
    ("items", .array([.object([("v", .number(1.5))]), .object([("v", .bool(true))])])),
  ])

  @Test func objectsAreReadByKeyTheFirstPairWinning() {
    #expect(render("{{object.a}} {{object.b}}{{#object}} {{a}}{{/object}}", context) == "one 2 one")
  }

  @Test func lookupsClimbToEnclosingObjects() {
    #expect(render("{{#items}}{{name}}={{v}};{{/items}}", context) == "x=1.5;x=true;")
  }

  @Test func objectTransformsCountAndSortKeys() {
    #expect(
      render("{{count(object)}}{{#sorted(object)}} {{key}}:{{value}}{{/sorted(object)}}", context) == "2 a:one b:2")
  }
}

@Suite struct TemplateLibraryTests {
  @Test func stringsKeepStringTransformsAndAnEmptyOneOpensASection() {
    var library = TemplateLibrary()
    #expect(
      library.add("{{uppercased(name)}}|{{#empty}}open{{/empty}}|{{^empty}}closed{{/empty}}", named: "t", path: "t")
        .isEmpty)
    let context = JSONValue.object([("name", .string("ab")), ("empty", .string(""))])
    #expect((try? library.render("t", context: context)) == "AB|open|")
  }

  @Test func aProjectTemplateIncludesABuiltInOneAsAPartial() {
    var library = TemplateLibrary.builtIn
    let text = "before\n{{> android/resources.xml.mustache}}after\n"
    #expect(library.add(text, named: "t", path: "t").isEmpty)
    let context = JSONValue.object([
      ("header", .array([.string("h")])),
      (
        "resources",
        .array([.object([("element", .string("color")), ("name", .string("a")), ("value", .string("#FF000000"))])])
      ),
    ])
    let rendered = try? library.render("t", context: context)
    #expect(rendered?.hasPrefix("before\n<?xml") == true)
    #expect(rendered?.contains("<color name=\"a\">#FF000000</color>") == true)
    #expect(rendered?.hasSuffix("</resources>\nafter\n") == true)
  }

  @Test func aDynamicPartialIsNamedByAContextString() {
    var library = TemplateLibrary()
    #expect(library.add("[{{name}}]", named: "chip", path: "chip").isEmpty)
    #expect(library.add("{{#items}}{{>*kind}}{{/items}}", named: "t", path: "t").isEmpty)
    let item = JSONValue.object([("kind", .string("chip")), ("name", .string("a"))])
    #expect((try? library.render("t", context: .object([("items", .array([item, item]))]))) == "[a][a]")
  }
}
