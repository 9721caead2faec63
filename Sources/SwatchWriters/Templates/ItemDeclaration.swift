/// The declaration of one type of context item: its fields (`ContextField`), from which its template shape,
/// its lookups by name, its reuse key and its table in docs/templates.md are all derived.
///
/// Adding a field is one edit to the declaration's list; the shape checks templates against it, the key
/// covers its inputs, and `ContextDeclarationTests` checks that the docs show its row.
package final class ItemDeclaration<Item: Sendable>: Sendable {
  /// The shape templates are checked against, named as docs/templates.md names the item.
  package let shape: MustacheShape
  /// The fields, in the shape's order.
  package let fields: [ContextField<Item>]
  /// The shared inputs the fields read, each once, in order of first use.
  package let sharedInputs: [KeyInput<Item>]
  /// What a key hashes, in order: each shared input once, then the fields' own inputs (the closures alone,
  /// so a key calls them without touching the inputs' objects).
  private let combiners: [@Sendable (Item, inout StableHash) -> Void]
  /// The key's seed: the item type's name, its fields' names and its shared inputs' names, so a changed
  /// declaration changes every key.
  private let seed: StableHash

  /// A declaration of the item type called `name` with `fields`.
  package init(_ name: String, _ fields: [ContextField<Item>]) {
    shape = MustacheShape(name, fields.map { ($0.name, $0.kind) })
    self.fields = fields
    var shared: [KeyInput<Item>] = []
    for input in fields.flatMap(\.reads) where !shared.contains(where: { $0 === input }) {
      precondition(!shared.contains { $0.name == input.name }, "\(name) declares two key inputs named \(input.name)")
      shared.append(input)
    }
    sharedInputs = shared
    combiners = shared.map(\.combine) + fields.compactMap(\.inputs)
    var seed = StableHash("context.item 2")
    seed.combine(name)
    for field in fields { seed.combine(field.name) }
    for input in shared { seed.combine(input.name) }
    self.seed = seed
  }

  /// The reuse key of `item`: a hash of every shared input once and of every field's own inputs
  /// (`MustacheList.key(_:)` says what it promises).
  package func key(_ item: Item) -> UInt64 {
    var hash = seed
    for combine in combiners { combine(item, &hash) }
    return hash.value
  }

  /// The value of the field at `index` for `item`.
  @inline(__always)
  func value(_ index: Int, of item: Item) -> MustacheValue? { fields[index].value(item) }

  /// The rows of the item's table in docs/templates.md: `| `name` | type | meaning |` per field, fields in a
  /// row of their own but for neighbours of one type and meaning (`red`, `green`, `blue`, `alpha`), which
  /// share one.
  package var documentationRows: [String] {
    var rows: [(names: [String], typeName: String, meaning: String)] = []
    for field in fields {
      if let last = rows.last, last.typeName == field.typeName, last.meaning == field.meaning {
        rows[rows.count - 1].names.append(field.name)
      } else {
        rows.append(([field.name], field.typeName, field.meaning))
      }
    }
    return rows.map { row in
      "| " + row.names.map { "`\($0)`" }.joined(separator: ", ") + " | \(row.typeName) | \(row.meaning) |"
    }
  }
}

/// A context object whose fields come from a declaration: the object holds its item, the declaration says
/// everything else.
package protocol DeclaredObject: MustacheObject {
  /// What the object shows.
  associatedtype Item: Sendable
  /// The object's fields.
  static var declaration: ItemDeclaration<Item> { get }
  /// The item shown.
  var item: Item { get }
  /// The object showing `item`.
  init(_ item: Item)
}

extension DeclaredObject {
  package static var shape: MustacheShape { declaration.shape }

  package func field(_ index: Int) -> MustacheValue? { Self.declaration.value(index, of: item) }

  /// `items` as a list of objects, with `keys` as their reuse keys when given (`declaration.key` of each).
  package static func list(_ items: [Item], keys: [UInt64]?) -> MustacheValue {
    let key: (@Sendable (Int) -> UInt64)? = keys.map { keys in { @Sendable in keys[$0] } }
    return .items(MustacheItems(count: items.count, key: key) { .object(Self(items[$0])) })
  }
}
