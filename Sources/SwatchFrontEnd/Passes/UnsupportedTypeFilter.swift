/// Takes out of the graph every token whose type Swatch cannot read, and every token that aliases one.
///
/// Reads: `BoundTokenGraph`, after binding, and what binding reported. Produces: the same graph without
/// those tokens, and binding's diagnostics without those located in them. A token's type is unreadable when
/// its own `$type`, or else the nearest group's, is a name Swatch does not know (every DTCG 2025.10 type,
/// composites included, is read). Tokens whose `$value` or a `$modes` value aliases a removed token, as a
/// whole, in a member or inside its text, are removed too, transitively, so nothing is left pointing at a
/// token that is gone; the links binding made say which, so no alias text is parsed twice. Reports, by
/// policy: `.error`, a `type.unknown` error at each unreadable `$type` some token takes; `.skip`, one warning
/// counting what was left out.
public struct UnsupportedTypeFilter: Sendable {
  /// What to do with tokens of types Swatch cannot read.
  public enum Policy: String, CaseIterable, Sendable {
    /// Report each unreadable `$type` as an error.
    case error
    /// Leave the tokens out with one warning, so the rest of a real-world token set still loads.
    case skip
  }

  /// The policy in force.
  public var policy: Policy

  /// Creates the filter.
  public init(policy: Policy) {
    self.policy = policy
  }

  /// The bound graph without unreadable tokens, `bindDiagnostics` (what binding reported) without those
  /// located in them, followed by the problems found here, and the paths of the tokens taken out.
  public func run(
    _ bound: BoundTokenGraph, bindDiagnostics: [Diagnostic]
  ) -> (BoundTokenGraph, [Diagnostic], removed: [String]) {
    let graph = bound.graph
    // Nearly every token set declares no unreadable type: nothing to look up for each token then.
    guard !graph.unsupportedGroupTypes.isEmpty || graph.tokens.contains(where: { $0.unsupportedType != nil }) else {
      return (bound, bindDiagnostics, [])
    }
    let causes = graph.tokens.map { unsupportedType(of: $0, in: graph) }
    let direct = Set(causes.indices.filter { causes[$0] != nil })
    guard !direct.isEmpty else { return (bound, bindDiagnostics, []) }
    let removed = bound.aliasClosure(of: direct)
    let diagnostics =
      policy == .error
      ? errors(causes.compactMap { $0 })
      : [warning(causes.compactMap { $0 }, dependents: removed.count - direct.count)]
    return (
      bound.removing(removed), bound.dropping(bindDiagnostics, locatedIn: removed) + diagnostics,
      removed.map { graph.tokens[$0].path.string }
    )
  }

  /// The token's own unreadable `$type`, or the nearest group's when the token declares none.
  private func unsupportedType(of token: TokenDefinition, in graph: TokenGraph) -> Located<String>? {
    if token.declaredType != nil { return nil }
    if let own = token.unsupportedType { return own }
    var components = token.path.components.dropLast()
    while true {
      let key = components.joined(separator: ".")
      if graph.groupTypes[key] != nil || (components.isEmpty && token.rootType != nil) {
        return nil
      }
      if let type = graph.unsupportedGroupTypes[key] { return type }
      guard !components.isEmpty else { return nil }
      components = components.dropLast()
    }
  }

  /// A `type.unknown` error at each cause, with a did-you-mean note when the name is close to a type Swatch reads
  /// (`colour`, `Color`, `colors`): most likely a mistake, not a type a design tool exports.
  private func errors(_ causes: [Located<String>]) -> [Diagnostic] {
    var seen = Set<SourceRange>()
    return causes.filter { seen.insert($0.range).inserted }.map { cause in
      let notes = Self.likelyMeant(cause.value).map { [Diagnostic.Note("did you mean '\($0)'?")] }
      return Diagnostic(.typeUnknown(cause.value), at: cause.range, notes: notes ?? [])
    }
  }

  /// The type Swatch reads that `name` most likely means: the one it spells in other letter case, else the
  /// closest by edit distance (`Suggestion`).
  static func likelyMeant(_ name: String) -> String? {
    let known = TokenType.allCases.map(\.rawValue)
    let lowered = name.lowercased()
    return known.first { $0.lowercased() == lowered } ?? Suggestion.closest(to: lowered, in: known)
  }

  /// Whether `diagnostics` hold errors and every one, those a grouping note stands for included, is a type Swatch
  /// does not know that is neither empty nor a likely mistake (both carry a note): the errors
  /// `unsupportedTypes: skip` would turn into one warning, a design tool's types no platform has a value for
  /// (`blur`, `grid`).
  public static func errorsAreOnlyUnknownTypes(_ diagnostics: [Diagnostic]) -> Bool {
    let errors = diagnostics.flatMap(\.listed).filter { $0.severity == .error }
    return !errors.isEmpty && errors.allSatisfy { $0.id == "type.unknown" && $0.notes.isEmpty }
  }

  private func warning(_ causes: [Located<String>], dependents: Int) -> Diagnostic {
    var counts: [String: Int] = [:]
    for cause in causes { counts[cause.value, default: 0] += 1 }
    let first = causes.min { ($0.range.file, $0.range.start) < ($1.range.file, $1.range.start) }
    return Diagnostic(
      .typeSkipped(counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, dependents: dependents),
      at: first?.range)
  }
}

extension TokenGraph {
  /// The graph without the tokens at `positions`.
  func removing(_ positions: Set<Int>) -> TokenGraph {
    var copy = self
    copy.tokens = tokens.enumerated().filter { !positions.contains($0.offset) }.map(\.element)
    copy.indexByPath = Dictionary(uniqueKeysWithValues: copy.tokens.enumerated().map { ($1.path.string, $0) })
    return copy
  }
}
