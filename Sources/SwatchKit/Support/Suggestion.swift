/// Did-you-mean suggestions by edit distance.
enum Suggestion {
  /// The candidate closest to `word`, if one is near enough to be a likely typo.
  ///
  /// Near enough means an edit distance of at most a third of the word's length (at least 1, at most 3);
  /// ties go to the candidate that sorts first, so the suggestion is stable.
  static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
    let limit = min(3, max(1, word.count / 3))
    var best: (distance: Int, candidate: String)?
    let target = Array(word.unicodeScalars)
    for candidate in candidates where candidate != word {
      let other = Array(candidate.unicodeScalars)
      guard abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other, limit: limit)
      guard distance <= limit else { continue }
      if best == nil || (distance, candidate) < (best!.distance, best!.candidate) {
        best = (distance, candidate)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance between `a` and `b`, stopping early once every path exceeds `limit`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      current[0] = i
      var rowMinimum = i
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return rowMinimum }
      swap(&previous, &current)
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
