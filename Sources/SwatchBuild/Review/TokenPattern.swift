/// A token path pattern from `lint: contrast:`: dot-separated names where `*` matches one or more names.
struct TokenPattern: Sendable {
  let components: [Substring]

  init(_ text: String) {
    components = text.split(separator: ".", omittingEmptySubsequences: false)
  }

  /// Whether `path` matches. Backtracking is bounded by pattern length times path length.
  func matches(_ path: TokenPath) -> Bool {
    let names = path.components
    // reachable[j]: the first i pattern components can match the first j names.
    var reachable = [Bool](repeating: false, count: names.count + 1)
    reachable[0] = true
    for component in components {
      var next = [Bool](repeating: false, count: names.count + 1)
      for j in 0..<names.count where reachable[j] {
        if component == "*" {
          for end in (j + 1)...names.count { next[end] = true }
        } else if names[j] == component {
          next[j + 1] = true
        }
      }
      reachable = next
    }
    return reachable[names.count]
  }
}
