/// One CSS rule as the template lays it out: an optional media query, a selector list and declarations.
struct CSSRule: Sendable {
  /// The media condition wrapping the rule, or nil.
  var media: String?
  /// The selectors, one per line in the output.
  var selectors: [String]
  /// Property name and value text, in order.
  var declarations: [(name: String, value: String)]
}
