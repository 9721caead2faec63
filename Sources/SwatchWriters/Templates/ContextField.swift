/// One field of a context item, declared once: the name templates read, what it holds, the line
/// docs/templates.md gives it, how its value is made from the item, and what of the item that value is made
/// from, which the item's reuse key hashes (`ItemDeclaration.key(_:)`).
///
/// A field's value and its key inputs sit side by side and neither is optional, so a field cannot be added
/// without saying what its key covers: its own inputs (`inputs`), the shared inputs it reads (`reads`, such as
/// a token's record, hashed once per item however many fields read them), or both.
/// `ContextDeclarationKeyInputTests` checks, on the golden cases and the key fixtures, that items with equal keys show equal fields.
package struct ContextField<Item: Sendable>: Sendable {
  /// The name templates use.
  package let name: String
  /// What the field holds, as the shape documents it.
  package let kind: MustacheShape.Kind
  /// The type column of its row in docs/templates.md, such as `string` or `[AndroidStyleItem]`.
  package let typeName: String
  /// The meaning column of its row in docs/templates.md.
  package let meaning: String
  /// The value, or nil when the item has none (the lookup then goes on in enclosing contexts).
  let value: @Sendable (Item) -> MustacheValue?
  /// Mixes into a key what `value` is made from besides the shared inputs in `reads`; nil when those cover it.
  let inputs: (@Sendable (Item, inout StableHash) -> Void)?
  /// The shared inputs `value` reads (`KeyInput`).
  package let reads: [KeyInput<Item>]

  /// A field of any kind: `value` makes it, `inputs` hashes everything `value` reads.
  package init(
    _ name: String, _ kind: MustacheShape.Kind, typeName: String, _ meaning: String,
    inputs: @escaping @Sendable (Item, inout StableHash) -> Void,
    value: @escaping @Sendable (Item) -> MustacheValue?
  ) {
    (self.name, self.kind, self.typeName, self.meaning) = (name, kind, typeName, meaning)
    (self.value, self.inputs, self.reads) = (value, inputs, [])
  }

  /// A field of any kind made only from the shared inputs in `reads`, and from `inputs` when given.
  package init(
    _ name: String, _ kind: MustacheShape.Kind, typeName: String, _ meaning: String, reads: [KeyInput<Item>],
    inputs: (@Sendable (Item, inout StableHash) -> Void)? = nil, value: @escaping @Sendable (Item) -> MustacheValue?
  ) {
    (self.name, self.kind, self.typeName, self.meaning) = (name, kind, typeName, meaning)
    (self.value, self.inputs, self.reads) = (value, inputs, reads)
  }

  /// A text field made from the shared inputs in `reads`.
  package static func text(
    _ name: String, _ meaning: String, reads: [KeyInput<Item>], _ text: @escaping @Sendable (Item) -> String?
  ) -> Self {
    Self(name, .text, typeName: "string", meaning, reads: reads) { text($0).map { .text($0) } }
  }

  /// A flag made from the shared inputs in `reads`.
  package static func flag(
    _ name: String, _ meaning: String, reads: [KeyInput<Item>], _ flag: @escaping @Sendable (Item) -> Bool
  ) -> Self {
    Self(name, .flag, typeName: "bool", meaning, reads: reads) { .bool(flag($0)) }
  }

  /// A field whose value is its own key input: text, a flag, a number, JSON or a list of those, never a typed
  /// object or list (which no hash of the value covers). For a context's root, made once per file.
  package static func shown(
    _ name: String, _ kind: MustacheShape.Kind, typeName: String, _ meaning: String,
    _ value: @escaping @Sendable (Item) -> MustacheValue?
  ) -> Self {
    Self(
      name, kind, typeName: typeName, meaning,
      inputs: { item, hash in
        let covered = MustacheBodyReads.combine(value(item), into: &hash)
        precondition(covered, "the field \(name) shows a typed value, which its own hash cannot cover")
      }, value: value)
  }

  /// A text field that shows `text` as it is, absent where it is nil: the text is its own key input.
  package static func text(_ name: String, _ meaning: String, _ text: @escaping @Sendable (Item) -> String?) -> Self {
    Self(
      name, .text, typeName: "string", meaning, inputs: { $1.combine(optional: text($0)) },
      value: { text($0).map { .text($0) } })
  }

  /// A text field made by `format` from `input`, keyed by the input (cheaper than the text when `format` is
  /// the work, such as escaping).
  package static func text(
    _ name: String, _ meaning: String, from input: @escaping @Sendable (Item) -> String?,
    _ format: @escaping @Sendable (String) -> String
  ) -> Self {
    Self(
      name, .text, typeName: "string", meaning, inputs: { $1.combine(optional: input($0)) },
      value: { input($0).map { .text(format($0)) } })
  }

  /// A flag.
  package static func flag(_ name: String, _ meaning: String, _ flag: @escaping @Sendable (Item) -> Bool) -> Self {
    Self(name, .flag, typeName: "bool", meaning, inputs: { $1.combine(flag: flag($0)) }, value: { .bool(flag($0)) })
  }

  /// A list of text lines.
  package static func lines(_ name: String, _ meaning: String, _ lines: @escaping @Sendable (Item) -> [String]) -> Self
  {
    Self(
      name, .list(.text), typeName: "[string]", meaning,
      inputs: { item, hash in
        let lines = lines(item)
        hash.combine(UInt64(lines.count))
        for line in lines { hash.combine(line) }
      },
      value: { .list(lines($0).map { .text($0) }) })
  }

  /// A list of declared objects made by position, as templates reach them: `count` items, the one at a
  /// position being `element` of it. The list's inputs are its items' keys; with `keyed`, the list gives the
  /// renderer each item's key, made when asked (`list(_:of:keyed:_:keys:_:)` says when a list needs one).
  package static func list<Child: DeclaredObject>(
    _ name: String, of child: Child.Type, keyed: Bool, _ meaning: String, count: @escaping @Sendable (Item) -> Int,
    _ element: @escaping @Sendable (Item, Int) -> Child.Item
  ) -> Self {
    Self(
      name, .list(.object(Child.declaration.shape)), typeName: "[\(Child.declaration.shape.name)]", meaning,
      inputs: { item, hash in
        let total = count(item)
        hash.combine(UInt64(total))
        for index in 0..<total { hash.combine(Child.declaration.key(element(item, index))) }
      },
      value: { item in
        let key: (@Sendable (Int) -> UInt64)?
        if keyed { key = { Child.declaration.key(element(item, $0)) } } else { key = nil }
        let make: @Sendable (Int) -> MustacheValue = { .object(Child(element(item, $0))) }
        return .items(MustacheItems(count: count(item), key: key, make))
      })
  }

  /// A list of declared objects: the list's inputs are its items' keys. With `keyed`, the list gives the
  /// renderer each item's key, so an unchanged item's text can be copied from the last build's file; a short
  /// nested list whose item's own key already covers it needs none. `keys`, when given, returns the keys
  /// `Child.declaration` gives `items` (kept by the caller when a long list's keys are asked twice: once
  /// for its parent's key and once as its items render).
  package static func list<Child: DeclaredObject>(
    _ name: String, of child: Child.Type, keyed: Bool, _ meaning: String,
    keys: (@Sendable (Item) -> [UInt64])? = nil, _ items: @escaping @Sendable (Item) -> [Child.Item]
  ) -> Self {
    let keysOf: @Sendable (Item) -> [UInt64] = keys ?? { items($0).map(Child.declaration.key) }
    return Self(
      name, .list(.object(Child.declaration.shape)), typeName: "[\(Child.declaration.shape.name)]", meaning,
      inputs: { item, hash in
        let keys = keysOf(item)
        hash.combine(UInt64(keys.count))
        for key in keys { hash.combine(key) }
      },
      value: { Child.list(items($0), keys: keyed ? keysOf($0) : nil) })
  }
}
