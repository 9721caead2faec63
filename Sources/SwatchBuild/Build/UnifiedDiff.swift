/// A unified diff of two texts, line by line, the way `diff -u` prints it, for `swatch build --check`. The
/// result applies with `patch -p1` (or `git apply`) from the folder the paths are relative to.
public enum UnifiedDiff {
  /// The diff from `old` to `new` labelled with `path`, with three lines of context; empty if equal. A nil
  /// side is a file that does not exist: `/dev/null` in the header, so `patch` creates or deletes the file.
  /// A last line without a line break is marked `\ No newline at end of file`.
  public static func make(old: String?, new: String?, path: String, context: Int = 3) -> String {
    let a = lines(of: old ?? "")
    let b = lines(of: new ?? "")
    let edits = script(a, b)
    guard edits.contains(where: { $0.kind != .same }) || (old == nil) != (new == nil) else { return "" }
    var text = "--- \(old == nil ? "/dev/null" : "a/" + path)\n+++ \(new == nil ? "/dev/null" : "b/" + path)\n"
    for hunk in hunks(edits, context: context) {
      text += header(hunk, edits: edits)
      for edit in edits[hunk] {
        switch edit.kind {
        case .same: text += line(" ", a[edit.oldIndex])
        case .delete: text += line("-", a[edit.oldIndex])
        case .insert: text += line("+", b[edit.newIndex])
        }
      }
    }
    return text
  }

  /// The lines of `text`, without their line breaks; a last line without one keeps a trailing "\n" as a
  /// marker (no line can otherwise contain one), so it differs from the same line with a break.
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    } else if !lines.isEmpty {
      lines[lines.count - 1] += "\n"
    }
    return lines
  }

  /// One diff line: `marker`, the text and a line break, then the no-newline note for a marked last line.
  private static func line(_ marker: String, _ text: String) -> String {
    guard text.hasSuffix("\n") else { return marker + text + "\n" }
    return marker + text + "\\ No newline at end of file\n"
  }

  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  /// Edit distances past this are shown as one replacement rather than searched further, which keeps
  /// time and memory bounded for a file that changed completely.
  static let maximumDistance = 2_000

  /// The shortest edit script from `a` to `b`, as a list of line edits: common leading and trailing lines
  /// first, then Myers' O((N+M)D) search on what is left.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
    edits += middle(a[prefix..<(a.count - suffix)], b[prefix..<(b.count - suffix)])
    edits += (0..<suffix).map { Edit(kind: .same, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
    return edits
  }

  /// Myers' search on the differing middle. Each step keeps only its band of diagonals (2d+1 values), so
  /// memory grows with the square of the distance, not with the file.
  private static func middle(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit] {
    let (n, m) = (a.count, b.count)
    let limit = min(n + m, maximumDistance)
    guard n > 0, m > 0 else { return replacement(a, b) }
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var bands: [[Int]] = []
    for d in 0...limit {
      var done = false
      for k in stride(from: -d, through: d, by: 2) {
        let down = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
        var x = down ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          done = true
          break
        }
      }
      bands.append(Array(v[(offset - d)...(offset + d)]))
      if done { return backtrack(bands, n: n, m: m, oldStart: a.startIndex, newStart: b.startIndex) }
    }
    return replacement(a, b)
  }

  /// The edits along the path the search found, from the bands of each step (`bands[d][k + d]`).
  private static func backtrack(_ bands: [[Int]], n: Int, m: Int, oldStart: Int, newStart: Int) -> [Edit] {
    var edits: [Edit] = []
    var (x, y) = (n, m)
    for d in stride(from: bands.count - 1, through: 0, by: -1) {
      var (previousX, previousY) = (0, 0)
      if d > 0 {
        let k = x - y
        let before = bands[d - 1]
        let down = k == -d || (k != d && before[k - 1 + d - 1] < before[k + 1 + d - 1])
        let previousK = down ? k + 1 : k - 1
        previousX = before[previousK + d - 1]
        previousY = previousX - previousK
      }
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(Edit(kind: .same, oldIndex: oldStart + x, newIndex: newStart + y))
      }
      if d > 0 {
        edits.append(
          x == previousX
            ? Edit(kind: .insert, oldIndex: oldStart + x, newIndex: newStart + previousY)
            : Edit(kind: .delete, oldIndex: oldStart + previousX, newIndex: newStart + y))
      }
      (x, y) = (previousX, previousY)
    }
    return edits.reversed()
  }

  /// Every line of `a` deleted, then every line of `b` inserted.
  private static func replacement(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit] {
    a.indices.map { Edit(kind: .delete, oldIndex: $0, newIndex: b.startIndex) }
      + b.indices.map { Edit(kind: .insert, oldIndex: a.endIndex, newIndex: $0) }
  }

  /// Ranges of `edits` to print: each change with `context` unchanged lines around it, overlapping merged.
  private static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() where edit.kind != .same {
      let range = max(0, index - context)..<min(edits.count, index + context + 1)
      if let last = ranges.last, last.upperBound >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  private static func header(_ hunk: Range<Int>, edits: [Edit]) -> String {
    let slice = edits[hunk]
    let oldCount = slice.filter { $0.kind != .insert }.count
    let newCount = slice.filter { $0.kind != .delete }.count
    let oldStart = (slice.first { $0.kind != .insert }?.oldIndex ?? slice.first!.oldIndex) + (oldCount > 0 ? 1 : 0)
    let newStart = (slice.first { $0.kind != .delete }?.newIndex ?? slice.first!.newIndex) + (newCount > 0 ? 1 : 0)
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
  }
}
