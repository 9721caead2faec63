/// An output's `include:` and `exclude:` patterns (`OutputPattern`): which tokens its writer sees.
///
/// Reads: the resolved graph. Changes: leaves out every token no `include` pattern matches (when there is one)
/// and every token an `exclude` pattern matches; an alias to a left-out token keeps its resolved value but
/// loses its target (`ResolvedTokenGraph.removing`), so a writer that writes references (CSS `references: true`)
/// writes the value instead of naming a token the output does not have. Reports: a warning for each pattern
/// that matches no token of the project.
public struct OutputFilter: Sendable {
  /// The `include:` patterns; none keeps every token.
  public var include: [Located<OutputPattern>] = []
  /// The `exclude:` patterns.
  public var exclude: [Located<OutputPattern>] = []

  /// Creates a filter.
  public init(include: [Located<OutputPattern>] = [], exclude: [Located<OutputPattern>] = []) {
    self.include = include
    self.exclude = exclude
  }

  /// Whether the filter keeps every token without looking.
  public var isEmpty: Bool { include.isEmpty && exclude.isEmpty }

  /// `graph` without the tokens this filter leaves out, and a warning for each pattern matching no token.
  public func apply(to graph: ResolvedTokenGraph) -> (ResolvedTokenGraph, [Diagnostic]) {
    guard !isEmpty else { return (graph, []) }
    let diagnostics =
      Self.unmatched(include, key: "include", in: graph) + Self.unmatched(exclude, key: "exclude", in: graph)
    var left = Set<Int>()
    for (index, token) in graph.tokens.enumerated() where !keeps(token.path) { left.insert(index) }
    return (left.isEmpty ? graph : graph.removing(left), diagnostics)
  }

  /// Whether a token at `path` stays.
  func keeps(_ path: TokenPath) -> Bool {
    if !include.isEmpty && !include.contains(where: { $0.value.matches(path) }) { return false }
    return !exclude.contains { $0.value.matches(path) }
  }

  private static func unmatched(_ patterns: [Located<OutputPattern>], key: String, in graph: ResolvedTokenGraph)
    -> [Diagnostic]
  {
    patterns.filter { pattern in !graph.tokens.contains { pattern.value.matches($0.path) } }.map {
      Diagnostic(.configOutputPatternUnmatched($0.value.text, key: key), at: $0.range)
    }
  }
}
