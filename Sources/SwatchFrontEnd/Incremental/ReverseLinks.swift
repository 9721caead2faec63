/// For each token, the tokens whose candidates alias it or name it in a template, in any appearance: every
/// token's sources laid end to end in one array, with where each token's run starts.
struct ReverseLinks {
  private var starts: [Int32]
  private var sources: [Int32]

  /// The reverse of every link in every candidate of `typed`.
  init(_ typed: TypedTokenGraph) {
    let count = typed.candidates.count
    var starts = [Int32](repeating: 0, count: count + 1)
    Self.forEachLink(typed) { _, target in starts[target + 1] += 1 }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var next = starts
    var sources = [Int32](repeating: 0, count: Int(starts[count]))
    Self.forEachLink(typed) { source, target in
      sources[Int(next[target])] = Int32(source)
      next[target] += 1
    }
    (self.starts, self.sources) = (starts, sources)
  }

  /// The tokens linking to `token`.
  func sources(of token: Int) -> ArraySlice<Int32> {
    sources[Int(starts[token])..<Int(starts[token + 1])]
  }

  private static func forEachLink(_ typed: TypedTokenGraph, _ body: (_ source: Int, _ target: Int) -> Void) {
    for (source, candidates) in typed.candidates.enumerated() {
      for candidate in candidates {
        switch candidate.expression {
        case .alias(let target, _): body(source, target)
        case .template(let template): for target in template.targets { body(source, target) }
        case .literal, .invalid, .absent: break
        }
      }
    }
  }
}
