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
  /// The key's seed: the item type's name and its fields' names, so a changed declaration changes every key.
  private let seed: StableHash

  /// A declaration of the item type called `name` with `fields`.
  package init(_ name: String, _ fields: [ContextField<Item>]) {
    shape = MustacheShape(name, fields.map { ($0.name, $0.kind) })
    self.fields = fields
    var seed = StableHash("context.item 1")
    seed.combine(name)
    for field in fields { seed.combine(field.name) }
    self.seed = seed
  }

  /// The reuse key of `item`: a hash of every field's inputs (`MustacheList.key(_:)` says what it promises).
  package func key(_ item: Item) -> UInt64 {
    var hash = seed
    for field in fields { field.inputs(item, &hash) }
    return hash.value
  }

  /// The value of the field at `index` for `item`.
  @inline(__always)
  func value(_ index: Int, of item: Item) -> MustacheValue? { fields[index].value(item) }

  /// The rows of the item's table in docs/templates.md: `| `name` | type | meaning |` per field.
  package var documentationRows: [String] {
    fields.map { "| `\($0.name)` | \($0.typeName) | \($0.meaning) |" }
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
