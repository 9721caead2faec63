/// The bound graph with every whole alias checked against its target's type.
public struct TypedTokenGraph: Sendable {
  /// Each token's path, place, own type and other fields besides its value.
  public var catalog: TokenCatalog
  /// The trait set.
  public var traits: TraitSet
  /// Each token's type, or nil where none could be found (already reported).
  public var types: [TokenType?]
  /// Each token's candidates, `$value` first.
  public var candidates: [[TypedCandidate]]
}

/// A candidate value, checked.
public struct TypedCandidate: Sendable {
  /// The mode key, or nil for `$value`.
  public var mode: ModeKey?
  /// The value's expression.
  public var expression: TypedExpression
  /// Where the value is written.
  public var range: SourceRange
}

/// A value's expression, checked: what later passes read.
public enum TypedExpression: Sendable {
  /// An alias to the token at `target`, with an optional alpha that replaces the target's.
  case alias(target: Int, alpha: Double?)
  /// A concrete value.
  case literal(TokenValue)
  /// A value some of whose parts alias tokens (a composite's members, references inside a string, math or
  /// a color modifier), type-checked and read into a template; each appearance fills it with the targets'
  /// values there.
  case template(ValueTemplate)
  /// A value already reported as wrong.
  case invalid
  /// No value: the token is absent where this candidate wins (see `BoundExpression.absent`).
  case absent
}
