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

  /// The passes' result on `graph` with every token that has an error left out. `first` is their result on the
  /// whole graph, with `bindDiagnostics`, what binding reported, first; the graph is bound once, and what
  /// binding reported of the tokens still kept is carried into every later round.
  func run(
    _ graph: BoundTokenGraph, bindDiagnostics: [Diagnostic], first: (ResolvedTokenGraph?, [Diagnostic]),
    passes: (BoundTokenGraph) -> (ResolvedTokenGraph?, [Diagnostic])
  ) -> (ResolvedTokenGraph?, [Diagnostic], dropped: [String]) {
    var (current, (resolved, diagnostics)) = (graph, first)
    var carried = bindDiagnostics
    var dropped: [String] = []
    var earlier: [Diagnostic] = []
    // The dependents of a removed token go with it, so a second round is rare; the bound keeps a
    // pathological graph from looping long.
    for _ in 0..<8 {
      let errors = diagnostics.filter { $0.severity == .error }
      let faulty = Self.tokens(at: errors, in: current.graph)
      guard !faulty.isEmpty else { break }
      let removed = current.aliasClosure(of: faulty)
      dropped += removed.map { current.graph.tokens[$0].path.string }
      carried = current.dropping(carried, locatedIn: removed)
      current = current.removing(removed)
      earlier += errors
      let (next, passDiagnostics) = passes(current)
      (resolved, diagnostics) = (next, carried + passDiagnostics)
    }
    var seen = Set<Diagnostic>()
    return (resolved, (earlier + diagnostics).filter { seen.insert($0).inserted }, dropped.sorted())
  }

  /// `diagnostics` with every error located in a token file turned into a warning, those a `format.grouped` note
  /// stands for too.
  func demote(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      guard diagnostic.grouped.isEmpty else {
        var note = diagnostic
        note.grouped = demote(note.grouped)
        return note
      }
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
  ///
  /// Errors are sorted by file and start once and each token's ranges looked up by binary search, so
  /// thousands of errors cost no more than a sort: comparing every token with every error did not scale.
  static func tokens(at errors: [Diagnostic], in graph: TokenGraph) -> Set<Int> {
    var byFile: [String: [SourceRange]] = [:]
    for range in errors.compactMap(\.range) { byFile[range.file, default: []].append(range) }
    guard !byFile.isEmpty else { return [] }
    for file in byFile.keys { byFile[file]!.sort { $0.start < $1.start } }
    var result = Set<Int>()
    // A token's ranges may lie in several files: a context's file overrides a value another file defines.
    for (index, token) in graph.tokens.enumerated() {
      let holds = token.ownRanges.contains { range in byFile[range.file].map { holdsError(range, $0) } ?? false }
      if holds { result.insert(index) }
    }
    return result
  }

  /// Whether one of `sorted` (one file's error ranges, by start) lies within `range`.
  private static func holdsError(_ range: SourceRange, _ sorted: [SourceRange]) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].start < range.start { low = middle + 1 } else { high = middle }
    }
    var position = low
    while position < sorted.count, sorted[position].start <= range.end {
      if range.contains(sorted[position]) { return true }
      position += 1
    }
    return false
  }
}

extension SourceRange {
  /// Whether `other` lies within this range, in the same file.
  func contains(_ other: SourceRange) -> Bool {
    fileID == other.fileID && start <= other.start && other.end <= end
  }
}
