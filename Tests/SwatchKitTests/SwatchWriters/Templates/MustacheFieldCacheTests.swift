import Testing

@testable import SwatchWriters

/// Name lookups remembered by tag and object type (`MustacheFieldCache`) give what a scan of the shape gives:
/// per type, when types of one list put a name at different positions; falling through a field an object
/// leaves absent; and when more tags than the cache has slots share a render.
@Suite struct MustacheFieldCacheTests {
  final class Swatch: SwatchWriters.MustacheObject {
    static let shape = MustacheShape("Swatch", [("name", .text), ("hex", .text), ("note", .text)])
    let name: String
    let note: String?
    init(_ name: String, note: String? = nil) { (self.name, self.note) = (name, note) }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: .text(name)
      case 1: .text("#\(name.count)")
      case 2: note.map { .text($0) }
      default: nil
      }
    }
  }

  /// The same names as `Swatch`, in another order, and no `note`.
  final class Shade: SwatchWriters.MustacheObject {
    static let shape = MustacheShape("Shade", [("hex", .text), ("name", .text)])
    let name: String
    init(_ name: String) { self.name = name }

    func field(_ index: Int) -> MustacheValue? { index == 0 ? .text("shade-hex") : .text(name) }
  }

  final class Root: SwatchWriters.MustacheObject {
    static let shape = MustacheShape(
      "Root", [("note", .text), ("items", .list(.json))] + (0..<300).map { ("n\($0)", .text) })
    let items: [MustacheValue]
    init(_ items: [MustacheValue]) { self.items = items }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: .text("root-note")
      case 1: .list(items)
      default: .text("v\(index - 2)")
      }
    }
  }

  private func render(_ template: String, _ root: Root) throws -> String {
    var library = TemplateLibrary()
    #expect(library.add(template, named: "t", path: "t").isEmpty)
    return try library.render("t", context: .object(root))
  }

  @Test func looksUpEachTypesOwnPositionAndFallsThroughAbsentFields() throws {
    let root = Root([
      .object(Swatch("a")), .object(Shade("b")), .object(Swatch("c", note: "own")), .object(Shade("d")),
    ])
    let text = try render("{{#items}}{{name}} {{hex}} {{note}};{{/items}}", root)
    #expect(text == "a #1 root-note;b shade-hex root-note;c #1 own;d shade-hex root-note;")
  }

  @Test func staysRightWithMoreTagsThanSlots() throws {
    let names = (0..<300).map { "{{n\($0)}}" }.joined(separator: ",")
    let text = try render(
      "\(names)|{{#items}}\(names)|{{/items}}", Root([.object(Swatch("a")), .object(Shade("b"))]))
    let expected = (0..<300).map { "v\($0)" }.joined(separator: ",") + "|"
    #expect(text == expected + expected + expected)
  }
}
