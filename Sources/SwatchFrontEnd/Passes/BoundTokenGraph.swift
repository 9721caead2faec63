/// The token graph with every value read: mode keys parsed, aliases linked to their targets, each token's
/// type settled and its literals read as values of that type.
public struct BoundTokenGraph: Sendable {
  /// The merged graph this was bound from.
  public var graph: TokenGraph
  /// The trait set mode keys were read against.
  public var traits: TraitSet
  /// For each token in `graph.tokens`, its candidates: `$value` first, then `$modes` in source order.
  public var candidates: [[BoundCandidate]]
  /// Each token's type, or nil where none could be found (already reported).
  public var types: [TokenType?]
  /// What the passes after binding read of each token besides its candidates.
  public let catalog: TokenCatalog
  /// What settling each token's type and reading its values found (no type, invalid literals, references
  /// that do not fit), by the positions of the tokens that have any. The type pass reports them, so a token
  /// taken out of the graph (`UnsupportedTypeFilter`, `KeepGoing`) takes them with it, whatever their place.
  let readDiagnostics: [Int: [Diagnostic]]

  /// The graph `graph` bound to `candidates` of the tokens' `types`, read against `traits`; `catalog` is
  /// `graph`'s, and `readDiagnostics` what reading found, by token.
  init(
    graph: TokenGraph, traits: TraitSet, candidates: [[BoundCandidate]], types: [TokenType?], catalog: TokenCatalog,
    readDiagnostics: [Int: [Diagnostic]]
  ) {
    (self.graph, self.traits, self.candidates, self.types) = (graph, traits, candidates, types)
    (self.catalog, self.readDiagnostics) = (catalog, readDiagnostics)
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

/// A value's expression once aliases are linked and literals read: no YAML is left in it.
public enum BoundExpression: Sendable {
  /// An alias to the token at `target`, with an optional alpha that replaces the target's; the type pass
  /// checks the target's type.
  case alias(target: Int, alpha: Double?)
  /// A concrete value, read as the token's type.
  case literal(TokenValue)
  /// A value some of whose parts alias tokens (a composite's members, references inside a string, math or
  /// a color modifier), each part checked against its target's type and read into a template.
  case template(ValueTemplate)
  /// A value already reported as wrong, or whose token has no type; later passes skip it.
  case invalid
  /// A value naming tokens that could not be read (already reported, or a token it names has no type):
  /// later passes skip it, but it still depends on `targets`, so it goes with them when they are taken out.
  case rejected(targets: [Int])
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
  /// The steps into the target's value of a DTCG pointer into its parts (`["components", "0"]`,
  /// `YAMLNode.valuePart`); nil for an alias to the whole value.
  public var part: [String]? = nil
}
