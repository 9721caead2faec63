import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Every declared item in some contexts, field by field: two items of one declaration with one key, in one
/// build or in two, must show every field the same, so a field whose value reads something its declared key
/// inputs do not cover shows up as the field that differs.
struct DeclaredFields {
  /// Per declaration name and key, the fields of the first item that had them, as the UTF-8 bytes of their
  /// JSON text (the bytes the renderer copies: equal Swift strings may differ in their scalars).
  private var forms: [String: [UInt64: [String: [UInt8]]]] = [:]
  /// Each field shown differently by two items of one key: `Declaration.field`.
  private(set) var conflicts: Set<String> = []
  /// How many keyed items were seen, by declaration name.
  private(set) var counts: [String: Int] = [:]

  /// Adds every keyed item of a declared type reachable from `value`.
  mutating func add(_ value: MustacheValue) {
    Self.forEachListed(in: value) { object, key in
      if let key { record(object, key: key) }
    }
  }

  /// Calls `body` with every object an item list holds, at any depth below `value`, and its key in that list.
  static func forEachListed(
    in value: MustacheValue, _ body: (any SwatchWriters.MustacheObject, UInt64?) -> Void
  ) {
    switch value {
    case .object(let object):
      for (_, field) in object.presentFields { forEachListed(in: field, body) }
    case .items(let list):
      for index in 0..<list.count {
        let item = list.item(index)
        if case .object(let object) = item { body(object, list.key(index)) }
        forEachListed(in: item, body)
      }
    case .list(let items):
      for item in items { forEachListed(in: item, body) }
    default:
      return
    }
  }

  /// `object`'s fields, each as the UTF-8 bytes of its JSON text.
  static func written(_ object: any SwatchWriters.MustacheObject) -> [String: [UInt8]] {
    Dictionary(
      uniqueKeysWithValues: object.presentFields.map { name, value in
        (name, Array(JSONSerializer().string(from: value.json).utf8))
      })
  }

  private mutating func record(_ object: any SwatchWriters.MustacheObject, key: UInt64) {
    let name = type(of: object).shape.name
    counts[name, default: 0] += 1
    let fields = Self.written(object)
    guard let first = forms[name]?[key] else {
      forms[name, default: [:]][key] = fields
      return
    }
    for field in Set(first.keys).union(fields.keys) where first[field] != fields[field] {
      conflicts.insert("\(name).\(field)")
    }
  }
}

extension ContextDeclarationTests {
  /// The graphs the coverage tests build contexts for: every golden case's, and the key tests' bases and edits.
  static func graphs() throws -> [ResolvedTokenGraph] {
    try GoldenCase.all.compactMap { try $0.run().resolved } + fixtureGraphs()
  }

  /// The key tests' bases and edits, the Swift base under other appearance names, and two strings equal as Swift
  /// strings but of other scalars.
  static func fixtureGraphs() throws -> [ResolvedTokenGraph] {
    var graphs: [ResolvedTokenGraph] = []
    for yaml in [ItemKeyFixture.base] + ItemKeyFixture.edits.map(\.yaml) {
      graphs.append(try WebAndroidWriterTests.graph(yaml))
    }
    for yaml in [SwiftItemKeyTests.base] + SwiftItemKeyTests.edits.map({ $0.apply(to: SwiftItemKeyTests.base) }) {
      graphs.append(try SwiftItemKeyTests.graph(yaml))
    }
    graphs.append(try SwiftItemKeyTests.graph(SwiftItemKeyTests.base, traits: SwiftItemKeyTests.renamedLevel))
    let second = "b:\n  $type: string\n  second: \"\u{E9}\"\n"
    graphs.append(try SwiftItemKeyTests.graph("a:\n  $type: string\n  first: \"e\u{301}\"\n" + second))
    graphs.append(try SwiftItemKeyTests.graph(second))
    return graphs
  }

  /// Every context each templated writer and the `template` writer build for `graph`.
  static func contexts(_ graph: ResolvedTokenGraph) -> [MustacheValue] {
    contexts(SwiftWriter(), graph) + contexts(ComposeWriter(), graph) + contexts(CSSWriter(), graph)
      + contexts(AndroidWriter(), graph) + [TemplateContext.typed(graph)]
  }

  private static func contexts<W: TemplatedWriter>(_ writer: W, _ graph: ResolvedTokenGraph) -> [MustacheValue] {
    let (images, _) = ImageSupport.filter(graph, writer: W.name)
    let (present, _) = AbsentTokens.filter(
      images, writer: W.name, needsEveryAppearance: W.needsEveryAppearance, at: nil)
    let (supported, _) = UnitSupport.filter(present, writer: W.name, at: nil)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    return writer.templatedFiles(for: supported, options: W.Options(), context: context).files.map(\.context)
  }

  /// The fields of every keyed item in `contexts`, by its list's key.
  static func fields(_ contexts: [MustacheValue]) -> DeclaredFields {
    var fields = DeclaredFields()
    for context in contexts { fields.add(context) }
    return fields
  }

  /// The key of an object of `O`'s type by `O`'s declaration without the shared input called `input`: the key
  /// it would have had if no field had declared that input.
  static func keyWithout<O: DeclaredObject>(_ input: String, of type: O.Type)
    -> @Sendable (any SwatchWriters.MustacheObject) -> UInt64?
  {
    let fields = O.declaration.fields.map { field in
      ContextField(
        field.name, field.kind, typeName: field.typeName, field.meaning, reads: field.reads.filter { $0.name != input },
        inputs: field.inputs, value: field.value)
    }
    let declaration = ItemDeclaration<O.Item>(O.declaration.shape.name, fields)
    return { ($0 as? O).map { declaration.key($0.item) } }
  }
}
