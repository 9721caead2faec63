/// The shapes of the CSS context (`CSSWriter.context`, `CSSRule.context`), as docs/templates.md documents
/// them: what `css/tokens.css.mustache` may read, checked when it loads, so an overriding template that
/// misspells a name fails the build instead of writing an empty string.
extension CSSWriter {
  /// The whole context: the header's comment lines and the three rule lists.
  static let stylesheetShape = MustacheShape(
    "CSSContext",
    [
      ("header", .list(.text)), ("pageRules", .list(of: ruleShape)), ("scopeRules", .list(of: ruleShape)),
      ("hasScopeRules", .flag), ("utilityRules", .list(of: ruleShape)), ("hasUtilityRules", .flag),
    ])

  /// A rule: `media` when it sits in a media query, its selectors, its declarations, and whether it is the
  /// first of its list.
  static let ruleShape = MustacheShape(
    "CSSRule",
    [
      ("isFirst", .flag), ("selectors", .list(of: selectorShape)), ("declarations", .list(of: declarationShape)),
      ("media", .text),
    ])

  /// A selector and the text after it: `,` or, for the last, ` {`.
  static let selectorShape = MustacheShape("CSSSelector", [("text", .text), ("suffix", .text)])

  /// A declaration: the property, its value, and `comment` for a deprecated token's property in the first
  /// page rule.
  static let declarationShape = MustacheShape(
    "CSSDeclaration", [("name", .text), ("value", .text), ("comment", .text)])
}
