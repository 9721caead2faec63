/// The seeds of this file's keys, each domain hashed once rather than per item.
private let cssRuleSeed = StableHash("css.rule 1")
private let cssDeclarationSeed = StableHash("css.declaration 1")

/// The reuse keys of the CSS context's rules and their declarations (`MustacheList.key(_:)`).
///
/// `CSSStylesheet` has already written every declaration as text (the prefix in the name; a literal, a
/// `var(--target)` reference to another property by its name, or `initial` as the value, whatever `CSSCascade`
/// decided for the rule's page or scope state), so a key hashes that text: exact, with no option or table to
/// add, and only as long as the declaration. The one input beside a rule's own lists is the deprecation
/// comment the first rule of a list shows beside a property.
extension CSSContext.Rules {
  /// The reuse key of the rule at `row`: whether it is the first, its media query, its selectors and each
  /// declaration's key. One rule holds many tokens, so an unchanged rule is copied whole and a changed one
  /// still reuses its unchanged declarations.
  func ruleKey(_ row: Int) -> UInt64 {
    let rule = rules[row]
    var hash = cssRuleSeed
    hash.combine(flag: row == 0)
    hash.combine(optional: rule.media)
    hash.combine(UInt64(rule.selectors.count))
    for selector in rule.selectors { hash.combine(selector) }
    let keys = declarationKeys[row]
    hash.combine(UInt64(keys.count))
    for key in keys { hash.combine(key) }
    return hash.value
  }

  /// The reuse key of declaration `index` of the rule at `row` (`declarationKeys`).
  func declarationKey(row: Int, index: Int) -> UInt64 { declarationKeys[row][index] }

  /// The reuse key of declaration `index` of the rule at `row` of `rules`: its name, its value and its
  /// comment (from `comments`), which only the first rule shows.
  static func declarationKey(_ rules: [CSSRule], _ comments: [String: String], row: Int, index: Int) -> UInt64 {
    let declaration = rules[row].declarations[index]
    var hash = cssDeclarationSeed
    hash.combine(declaration.name)
    hash.combine(declaration.value)
    hash.combine(optional: row == 0 && !comments.isEmpty ? comments[declaration.name] : nil)
    return hash.value
  }
}
