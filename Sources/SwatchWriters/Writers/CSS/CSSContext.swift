/// The CSS template context as typed objects: each rule, selector and declaration is made as the template
/// reads it from the rule lists `CSSStylesheet` derives, so no JSON tree of every declaration is built, held
/// and freed. Rendering reads the objects from every core, so they are immutable.
///
/// Reads: a `CSSStylesheet`'s rule lists, the generated header and the deprecation comments. Produces: the
/// context `CSSWriter.stylesheetShape` declares; its JSON form (`MustacheValue.json`) is the JSON context
/// templates are documented against. Every string is already escaped where it was made (`CSSName`, `CSSValue`,
/// `DeprecationText.cssComment`).
enum CSSContext {
  /// The rules of one list and what the first rule's declarations show beside them.
  final class Rules: Sendable {
    let rules: [CSSRule]
    /// The comment of each property name, shown in the first rule only.
    let comments: [String: String]

    /// Per rule, its declarations' reuse keys, made once: a rule's key mixes them all in, and a changed rule
    /// (after an edit, the `:root` rule of thousands of declarations) asks them again as its items render.
    let declarationKeys: LazyTable<[UInt64]>

    init(_ rules: [CSSRule], comments: [String: String] = [:]) {
      self.rules = rules
      self.comments = comments
      declarationKeys = LazyTable(count: rules.count) { row in
        rules[row].declarations.indices.map { Self.declarationKey(rules, comments, row: row, index: $0) }
      }
    }

    /// The list as the template reads it, each rule with its reuse key (`CSSContext+Keys.swift`).
    var value: MustacheValue {
      .items(MustacheItems(count: rules.count, key: { self.ruleKey($0) }) { .object(Rule(list: self, row: $0)) })
    }
  }

  /// The whole context: `header`, the three rule lists and whether the scope and utility lists have rules.
  final class Root: MustacheObject {
    static var shape: MustacheShape { CSSWriter.stylesheetShape }
    let header: JSONValue
    let page: Rules
    let scope: Rules
    let utilities: Rules

    init(header: JSONValue, page: Rules, scope: Rules, utilities: Rules) {
      self.header = header
      self.page = page
      self.scope = scope
      self.utilities = utilities
    }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: return .json(header)
      case 1: return page.value
      case 2: return scope.value
      case 3: return .bool(!scope.rules.isEmpty)
      case 4: return utilities.value
      default: return .bool(!utilities.rules.isEmpty)
      }
    }
  }
}
