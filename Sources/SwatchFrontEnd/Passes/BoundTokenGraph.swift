/// The token graph with every value's syntax read: mode keys parsed and aliases linked to their targets.
public struct BoundTokenGraph: Sendable {
  /// The merged graph this was bound from.
  public var graph: TokenGraph
  /// The trait set mode keys were read against.
  public var traits: TraitSet
  /// For each token in `graph.tokens`, its candidates: `$value` first, then `$modes` in source order.
  public var candidates: [[BoundCandidate]]
  /// What the passes after binding read of each token besides its candidates.
  public let catalog: TokenCatalog

  /// The graph `graph` bound to `candidates`, read against `traits`.
  init(graph: TokenGraph, traits: TraitSet, candidates: [[BoundCandidate]]) {
    (self.graph, self.traits, self.candidates) = (graph, traits, candidates)
    catalog = TokenCatalog(graph)
  }
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
  /// An object or list some of whose members are aliases (a composite such as a shadow whose color
  /// names a color token), read once the token's type is known.
  case structured(YAMLNode, references: [MemberReference])
  /// A value already reported as wrong; later passes skip it.
  case invalid
  /// No value: the `$value` of a token that exists only in some resolver contexts. Where it wins, the
  /// token (and every alias to it) is absent.
  case absent
}

/// A member of a composite value written as an alias, such as a border's `color: "{color.line}"`.
public struct MemberReference: Sendable {
  /// Where the member's value is written; the reader finds the member by it.
  public var range: SourceRange
  /// The token aliased.
  public var target: Int
  /// The alpha the alias applies, for a color member.
  public var alpha: Double?
}
