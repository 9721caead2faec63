/// A named input of an item's reuse key that several fields read, such as a token's record: declared once
/// beside the fields, named in each field that reads it (`ContextField`), and hashed once per item however
/// many fields read it (`ItemDeclaration.key(_:)`).
///
/// An input is an object: a declaration hashes each once, and two inputs of one name in one declaration are a
/// mistake it stops at (`ItemDeclaration.init`).
///
/// A field's value may read only what its declared inputs cover: its own inputs and the shared inputs it
/// names. `ContextDeclarationKeyInputTests` checks, over the golden cases and the key fixtures, that items of
/// one key show equal fields, and that leaving out any declared input is caught where the fixtures can tell.
package final class KeyInput<Item: Sendable>: Sendable {
  /// The input's name, unique within a declaration, as the key's seed and the docs name it.
  package let name: String
  /// Mixes the input of an item into a key.
  let combine: @Sendable (Item, inout StableHash) -> Void

  /// An input called `name`, hashed by `combine`.
  package init(_ name: String, _ combine: @escaping @Sendable (Item, inout StableHash) -> Void) {
    (self.name, self.combine) = (name, combine)
  }

  /// An input made from `text`, absent where it is nil.
  package static func text(_ name: String, _ text: @escaping @Sendable (Item) -> String?) -> KeyInput {
    KeyInput(name) { $1.combine(optional: text($0)) }
  }

  /// An input made from a word, such as a position or a precomputed hash.
  package static func word(_ name: String, _ word: @escaping @Sendable (Item) -> UInt64) -> KeyInput {
    KeyInput(name) { $1.combine(word($0)) }
  }

  /// An input made from a flag.
  package static func flag(_ name: String, _ flag: @escaping @Sendable (Item) -> Bool) -> KeyInput {
    KeyInput(name) { $1.combine(flag: flag($0)) }
  }
}
