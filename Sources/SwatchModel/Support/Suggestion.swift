/// Did-you-mean suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if one is near enough to be a likely typo.
  ///
  /// Near enough means an edit distance of at most a third of the word's length (at least 1, at most 3), and
  /// less than the word's length: a one-letter word is no typo of another word (`x` is not `😀` mistyped);
  /// ties go to the candidate that sorts first, so the suggestion is stable.
  public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
    let limit = min(3, max(1, word.count / 3))
    var best: (distance: Int, candidate: String)?
    let target = Array(word.unicodeScalars)
    for candidate in candidates where candidate != word {
      let other = Array(candidate.unicodeScalars)
      guard abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other, limit: limit)
      guard distance <= limit, distance < target.count else { continue }
      if best == nil || (distance, candidate) < (best!.distance, best!.candidate) {
        best = (distance, candidate)
      }
    }
    return best?.candidate
  }

  /// Edit distance between `a` and `b` counting insertions, deletions, substitutions and swaps of two
  /// adjacent characters as one edit each (optimal string alignment), so the common typo `drak` is one edit
  /// from `dark`. Stops early once every path exceeds `limit`: a swap only undoes a substitution the row
  /// before could have made, so a row minimum past `limit` stays past it.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return rowMinimum }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
