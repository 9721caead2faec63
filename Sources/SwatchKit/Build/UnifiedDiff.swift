/// A unified diff of two texts, line by line, the way `diff -u` prints it, for `swatch build --check`.
public enum UnifiedDiff {
  /// The diff from `old` to `new` labelled with `path`, with three lines of context; empty if equal.
  public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(a, b)
    guard edits.contains(where: { $0.kind != .same }) else { return "" }
    var text = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks(edits, context: context) {
      text += header(hunk, edits: edits)
      for edit in edits[hunk] {
        switch edit.kind {
        case .same: text += " " + a[edit.oldIndex] + "\n"
        case .delete: text += "-" + a[edit.oldIndex] + "\n"
        case .insert: text += "+" + b[edit.newIndex] + "\n"
        }
      }
    }
    return text
  }

  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  /// The shortest edit script from `a` to `b` (Myers' O((N+M)D) algorithm), as a list of line edits.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    let offset = n + m + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    search: for d in 0...(n + m) {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m { break search }
      }
    }
    return backtrack(trace, n: n, m: m, offset: offset)
  }

  private static func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int) -> [Edit] {
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(Edit(kind: .same, oldIndex: x, newIndex: y))
      }
      if d > 0 {
        edits.append(
          x == previousX
            ? Edit(kind: .insert, oldIndex: x, newIndex: previousY)
            : Edit(kind: .delete, oldIndex: previousX, newIndex: y))
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
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
