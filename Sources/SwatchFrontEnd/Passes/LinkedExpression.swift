/// One value a token may take as binding first reads it: mode key parsed and aliases linked, its literal
/// still YAML. It never leaves `BindPass`, which reads it into a `BoundCandidate` once types are settled.
struct LinkedCandidate: Sendable {
  /// The mode key, or nil for `$value`.
  var mode: ModeKey?
  /// The value's expression.
  var expression: LinkedExpression
  /// Where the value is written.
  var range: SourceRange
}

/// A value's expression once aliases are linked, before its literal is read.
enum LinkedExpression: Sendable {
  /// An alias to the token at `target`, with an optional alpha that replaces the target's.
  case alias(target: Int, alpha: Double?)
  /// A literal, read once the token's type is known.
  case literal(YAMLNode)
  /// An object or list some of whose members are aliases (a composite such as a shadow whose color
  /// names a color token), or a text with references inside, read once the token's type is known.
  case structured(YAMLNode, references: [MemberReference])
  /// A value already reported as wrong.
  case invalid
  /// No value: the `$value` of a token that exists only in some resolver contexts.
  case absent
}
