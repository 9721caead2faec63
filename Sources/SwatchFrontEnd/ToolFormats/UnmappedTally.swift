/// What a design tool's file left out, by kind: one `format.unmapped` warning per kind, at the first place met,
/// naming it and counting the others.
struct UnmappedTally {
  private var kinds: [String] = []
  private var first: [String: (path: String, range: SourceRange, count: Int)] = [:]

  /// Counts one more of `kind`, at `range`, of the token at `path`.
  mutating func add(_ kind: String, path: String, at range: SourceRange) {
    if let seen = first[kind] {
      first[kind] = (seen.path, seen.range, seen.count + 1)
    } else {
      kinds.append(kind)
      first[kind] = (path, range, 1)
    }
  }

  /// The warnings, in the order their kinds were first met.
  var diagnostics: [Diagnostic] {
    kinds.map { kind in
      let loss = first[kind]!
      return Diagnostic(.formatUnmapped(kind, first: loss.path, count: loss.count), at: loss.range)
    }
  }
}
