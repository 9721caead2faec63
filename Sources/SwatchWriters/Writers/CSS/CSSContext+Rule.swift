/// A rule of the CSS context and its parts, each a position in a rule list (`CSSContext.Rules`).
extension CSSContext {
  /// A rule: whether it is the first of its list, its selectors, its declarations and its media query.
  final class Rule: DeclaredObject {
    /// The rule at `row` of `list`.
    struct Item: Sendable {
      let list: Rules
      let row: Int
      var rule: CSSRule { list.rules[row] }
    }

    static let declaration = ItemDeclaration<Item>(
      "CSSRule",
      [
        .flag("isFirst", "the first rule of its list") { $0.row == 0 },
        .list(
          "selectors", of: Selector.self, keyed: false, "the rule's selectors: `:root[data-appearance=\"dark\"]`"
        ) { item in
          let selectors = item.rule.selectors
          return selectors.indices.map { Selector.Item(text: selectors[$0], isLast: $0 == selectors.count - 1) }
        },
        .list(
          "declarations", of: Declaration.self, keyed: true, "the rule's custom properties, in order",
          keys: { $0.list.declarationKeys[$0.row] }
        ) { $0.list.declarations($0.row) },
        .text("media", "when the rule sits in a media query: `(prefers-color-scheme: dark)`") { $0.rule.media },
      ])

    let item: Item

    init(_ item: Item) { self.item = item }
  }

  /// A selector and the text after it.
  final class Selector: DeclaredObject {
    /// A selector's text and whether it is the rule's last.
    struct Item: Sendable {
      let text: String
      let isLast: Bool
    }

    static let declaration = ItemDeclaration<Item>(
      "CSSSelector",
      [
        .text("text", "the selector: `:root[data-appearance=\"dark\"]`") { $0.text },
        .text("suffix", "`,`, or ` {` after the last") { $0.isLast ? " {" : "," },
      ])

    let item: Item

    init(_ item: Item) { self.item = item }
  }

  /// A custom property.
  final class Declaration: DeclaredObject {
    /// A property's name and value, and the comment the first rule of a list shows beside it.
    struct Item: Sendable {
      let name: String
      let value: String
      let comment: String?
    }

    static let declaration = ItemDeclaration<Item>(
      "CSSDeclaration",
      [
        .text("name", "the property: `--background-primary`") { $0.name },
        .text("value", "its value: `#1c1c1e`, `var(--palette-gray-6)`") { $0.value },
        .text("comment", "the deprecation note, on a deprecated token's property in the first page rule") {
          $0.comment
        },
      ])

    let item: Item

    init(_ item: Item) { self.item = item }
  }
}
