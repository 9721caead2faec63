/// A file glob as Style Dictionary's configurations write them, matched against relative paths.
///
/// `*` is any run of characters within a folder name, `?` one character, a `**` segment any number of folders,
/// `{a,b}` and `@(a|b)` (or `+(…)`, `!(…)`, read as `@(…)`) alternatives. Alternatives are expanded first (at
/// most `maximumAlternatives`); each is matched segment by segment, a `*` by the two-cursor wildcard walk, so a
/// hostile glob (`*****…x`) costs the product of the lengths, never an exponential search.
package struct Glob {
  /// How many alternatives braces may expand to; a glob past it matches nothing.
  static let maximumAlternatives = 256
  /// How long a glob may be; a longer one matches nothing.
  static let maximumLength = 1_000

  /// Each alternative's segments.
  private let alternatives: [[Substring]]

  /// The glob `text`, relative to the project's folder (`./` dropped).
  package init(_ text: String) {
    var pattern = Substring(text)
    while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
    let expanded = pattern.count <= Self.maximumLength ? Self.expand(pattern) ?? [] : []
    alternatives = expanded.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
  }

  /// Whether the relative `path` matches.
  package func matches(_ path: String) -> Bool {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    return alternatives.contains { Self.matches($0[...], segments[...]) }
  }

  /// Whether `pattern`'s segments match `path`'s, `**` standing for any number of them: a table of which
  /// suffixes match which, filled from the ends.
  private static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    let (p, s) = (Array(pattern), Array(path))
    // matched[i][j]: whether pattern[i...] matches path[j...].
    var matched = [[Bool]](repeating: [Bool](repeating: false, count: s.count + 1), count: p.count + 1)
    matched[p.count][s.count] = true
    for i in stride(from: p.count - 1, through: 0, by: -1) {
      for j in stride(from: s.count, through: 0, by: -1) {
        if p[i] == "**" {
          matched[i][j] = matched[i + 1][j] || (j < s.count && matched[i][j + 1])
        } else {
          matched[i][j] = j < s.count && matched[i + 1][j + 1] && segment(p[i], matches: s[j])
        }
      }
    }
    return matched[0][0]
  }

  /// Whether one folder or file name matches a segment of `*` and `?` wildcards: the greedy walk that returns
  /// to the last `*` on a mismatch.
  private static func segment(_ pattern: Substring, matches name: Substring) -> Bool {
    let (p, n) = (Array(pattern), Array(name))
    var (i, j) = (0, 0)
    var star: (pattern: Int, name: Int)?
    while j < n.count {
      if i < p.count, p[i] == "?" || p[i] == n[j] {
        (i, j) = (i + 1, j + 1)
      } else if i < p.count, p[i] == "*" {
        star = (i, j)
        i += 1
      } else if let last = star {
        (i, j) = (last.pattern + 1, last.name + 1)
        star = (last.pattern, last.name + 1)
      } else {
        return false
      }
    }
    while i < p.count, p[i] == "*" { i += 1 }
    return i == p.count
  }

  /// The glob with its first group of alternatives (`{a,b}`, `@(a|b)`) expanded, recursively; nil past
  /// `maximumAlternatives` or for an unclosed group.
  private static func expand(_ glob: Substring) -> [Substring]? {
    guard let (open, close, bodyStart) = firstGroup(in: glob) else {
      return glob.contains("{") || glob.contains("(") ? nil : [glob]
    }
    let separator: Character = glob[open] == "{" ? "," : "|"
    var results: [Substring] = []
    for option in topLevelSplit(glob[bodyStart..<close], on: separator) {
      let joined = glob[..<open] + option + glob[glob.index(after: close)...]
      guard let more = expand(Substring(joined)), results.count + more.count <= maximumAlternatives else { return nil }
      results += more
    }
    return results
  }

  /// The first group's opening mark, its closing mark and where its options start.
  private static func firstGroup(in glob: Substring) -> (String.Index, String.Index, String.Index)? {
    var index = glob.startIndex
    while index < glob.endIndex {
      let next = glob.index(after: index)
      let opensBrace = glob[index] == "{"
      let opensExtended = "@+!".contains(glob[index]) && next < glob.endIndex && glob[next] == "("
      if opensBrace || opensExtended {
        let bodyStart = opensBrace ? next : glob.index(after: next)
        let closing: Character = opensBrace ? "}" : ")"
        var depth = 0
        var cursor = bodyStart
        while cursor < glob.endIndex {
          if glob[cursor] == "{" || glob[cursor] == "(" { depth += 1 }
          if glob[cursor] == closing && depth == 0 { return (index, cursor, bodyStart) }
          if glob[cursor] == "}" || glob[cursor] == ")" { depth -= 1 }
          cursor = glob.index(after: cursor)
        }
        return nil
      }
      index = next
    }
    return nil
  }

  /// `text` split on `separator` outside nested groups.
  private static func topLevelSplit(_ text: Substring, on separator: Character) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
      switch text[index] {
      case "{", "(": depth += 1
      case "}", ")": depth -= 1
      case separator where depth == 0:
        parts.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    parts.append(text[start...])
    return parts
  }
}
