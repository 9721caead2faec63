/// Keeping going past tokens with errors: the `keepGoing: true` / `--keep-going` behaviour.
///
/// Reads: the merged graph and the diagnostics of one run of the passes. Produces: the passes' result
/// on the graph without every token an error is located in and every token that aliases one of them,
/// transitively, run again until no error falls on a token. Reports: every error located in a token
/// file turned into a warning, and one summary warning (`keep-going.dropped`) counting the tokens left
/// out, with a few of their paths. Errors with no place in a token file stay errors.
struct KeepGoing {
  /// The paths of the token files (and resolvers holding inline tokens) of the run.
  let tokenFiles: Set<String>

  /// The passes' result on `graph` with every token that has an error left out.
  func run(_ graph: TokenGraph, passes: (TokenGraph) -> (ResolvedTokenGraph?, [Diagnostic]))
    -> (ResolvedTokenGraph?, [Diagnostic], dropped: [String])
  {
    var (current, (resolved, diagnostics)) = (graph, passes(graph))
    var dropped: [String] = []
    var earlier: [Diagnostic] = []
    // The dependents of a removed token go with it, so a second round is rare; the bound keeps a
    // pathological graph from looping long.
    for _ in 0..<8 {
      let errors = diagnostics.filter { $0.severity == .error }
      let faulty = Self.tokens(at: errors, in: current)
      guard !faulty.isEmpty else { break }
      let removed = current.aliasClosure(of: faulty)
      dropped += removed.map { current.tokens[$0].path.string }
      current = current.removing(removed)
      earlier += errors
      (resolved, diagnostics) = passes(current)
    }
    var seen = Set<Diagnostic>()
    return (resolved, (earlier + diagnostics).filter { seen.insert($0).inserted }, dropped.sorted())
  }

  /// `diagnostics` with every error located in a token file turned into a warning.
  func demote(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      guard diagnostic.severity == .error, let range = diagnostic.range, tokenFiles.contains(range.file) else {
        return diagnostic
      }
      var copy = diagnostic
      copy.severity = .warning
      return copy
    }
  }

  /// The summary of what was left out, or nil if nothing was.
  static func summary(demoted: Int, dropped: [String]) -> Diagnostic? {
    guard demoted > 0 else { return nil }
    return Diagnostic(.keepGoingDropped(errors: demoted, tokens: dropped), at: nil)
  }

  /// The tokens the located `errors` fall on: in a token's name, `$type`, `$value` or a `$modes` entry.
  static func tokens(at errors: [Diagnostic], in graph: TokenGraph) -> Set<Int> {
    let ranges = errors.compactMap(\.range)
    guard !ranges.isEmpty else { return [] }
    let files = Set(ranges.map(\.file))
    var result = Set<Int>()
    for (index, token) in graph.tokens.enumerated() where files.contains(token.nameRange.file) {
      let own =
        [token.nameRange, token.value.range] + (token.declaredType.map { [$0.range] } ?? [])
        + token.modes.flatMap { [$0.keyRange, $0.value.range] }
      if ranges.contains(where: { error in own.contains { $0.contains(error) } }) { result.insert(index) }
    }
    return result
  }
}

extension SourceRange {
  /// Whether `other` lies within this range, in the same file.
  func contains(_ other: SourceRange) -> Bool {
    fileID == other.fileID && start <= other.start && other.end <= end
  }
}
