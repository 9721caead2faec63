import Testing

@testable import SwatchKit

@Suite struct TemplateContextRenderingTests {
  private func render(_ template: String, _ context: JSONValue) -> String? {
    var library = TemplateLibrary()
    #expect(library.add(template, named: "t", path: "t.mustache").isEmpty)
    return library.render("t", context: context)
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
