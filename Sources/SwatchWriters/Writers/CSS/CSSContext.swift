/// The CSS template context as declared objects: each rule, selector and declaration is made as the template
/// reads it from the rule lists `CSSStylesheet` derives, so no JSON tree of every declaration is built, held
/// and freed. Rendering reads the objects from every core, so they are immutable.
///
/// Reads: a `CSSStylesheet`'s rule lists, the generated header and the deprecation comments. Produces: the
/// objects declared here and in `CSSContext+Rule.swift`, whose fields, shapes, docs rows and reuse keys come
/// from their declarations; the JSON form (`MustacheValue.json`) is the JSON context templates are documented
/// against. Every string is already escaped where it was made (`CSSName`, `CSSValue`,
/// `DeprecationText.cssComment`), and every declaration is finished text (the prefix in the name; a literal,
/// a `var(--target)` reference or `initial` as the value, as `CSSCascade` decided), so a key hashes that text.
enum CSSContext {
  /// The rules of one list and the deprecation comments its first rule shows beside its properties.
  final class Rules: Sendable {
    let rules: [CSSRule]
    /// The comment of each property name, shown in the first rule only.
    let comments: [String: String]

    /// Per rule, its declarations' keys (`CSSContext.Declaration.declaration`), made once: a rule's key mixes
    /// in every declaration's, and a changed rule (after an edit, the `:root` rule of thousands of
    /// declarations) asks them again as its items render.
    let declarationKeys: LazyTable<[UInt64]>

    init(_ rules: [CSSRule], comments: [String: String] = [:]) {
      self.rules = rules
      self.comments = comments
      declarationKeys = LazyTable(count: rules.count) { row in
        Self.declarations(of: rules[row], comments: row == 0 ? comments : [:]).map(Declaration.declaration.key)
      }
    }

    /// The declarations of the rule at `row` as items, made each time they are asked for and not kept: the
    /// rule itself holds their text, a table of them would hold 19 MB at 100,000 tokens while the file renders,
    /// and a rule's items are asked for twice at most (its key, and its render when it changed).
    func declarations(_ row: Int) -> [Declaration.Item] {
      Self.declarations(of: rules[row], comments: row == 0 ? comments : [:])
    }

    private static func declarations(of rule: CSSRule, comments: [String: String]) -> [Declaration.Item] {
      rule.declarations.map {
        Declaration.Item(name: $0.name, value: $0.value, comment: comments.isEmpty ? nil : comments[$0.name])
      }
    }

    /// The rules as list items, in order.
    var items: [Rule.Item] { rules.indices.map { Rule.Item(list: self, row: $0) } }
  }

  /// The whole stylesheet: the header's lines and the three rule lists.
  struct Sheet: Sendable {
    /// The header's lines, safe inside `/* */`.
    let header: [String]
    let page: Rules
    let scope: Rules
    let utilities: Rules
  }

  /// The whole context.
  final class Root: DeclaredObject {
    static let declaration = ItemDeclaration<Sheet>(
      "CSSContext",
      [
        .lines("header", "the generated-file notice and sources, safe inside `/* */`") { $0.header },
        .list(
          "pageRules", of: Rule.self, keyed: true,
          "the `swatch-page` layer: `:root` defaults, forced `color-scheme`, then one rule per combination of page "
            + "traits (`appearance`, `contrast`), each followed by its `(color-gamut: p3)` overrides"
        ) { $0.page.items },
        .list(
          "scopeRules", of: Rule.self, keyed: true,
          "the `swatch-scope` layer: one rule per combination of scoped traits (`[data-level=\"elevated\"]`)"
        ) { $0.scope.items },
        .flag("hasScopeRules", "whether `scopeRules` has a rule") { !$0.scope.rules.isEmpty },
        .list(
          "utilityRules", of: Rule.self, keyed: true,
          "one class per typography token (`.type-body { font-size: var(--type-body-font-size); … }`)"
        ) { $0.utilities.items },
        .flag("hasUtilityRules", "whether `utilityRules` has a rule") { !$0.utilities.rules.isEmpty },
      ])

    let item: Sheet

    init(_ item: Sheet) { self.item = item }
  }
}
