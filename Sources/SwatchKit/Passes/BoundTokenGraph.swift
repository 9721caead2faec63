/// The token graph with every value's syntax read: mode keys parsed and aliases linked to their targets.
public struct BoundTokenGraph: Sendable {
  /// The merged graph this was bound from.
  public var graph: TokenGraph
  /// The trait set mode keys were read against.
  public var traits: TraitSet
  /// For each token in `graph.tokens`, its candidates: `$value` first, then `$modes` in source order.
  public var candidates: [[BoundCandidate]]
}

/// One value a token may take: its `$value` (no mode key) or one `$modes` entry.
public struct BoundCandidate: Sendable {
  /// The mode key, or nil for `$value`.
  public var mode: ModeKey?
  /// The value's expression.
  public var expression: BoundExpression
  /// Where the value is written.
  public var range: SourceRange
}

/// A value's expression once aliases are linked.
public enum BoundExpression: Sendable {
  /// An alias to the token at `target`, with an optional alpha that replaces the target's.
  case alias(target: Int, alpha: Double?)
  /// A literal, read once the token's type is known.
  case literal(YAMLNode)
  /// A value already reported as wrong; later passes skip it.
  case invalid
}
