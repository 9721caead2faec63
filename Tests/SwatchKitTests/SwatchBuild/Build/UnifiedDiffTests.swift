import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct UnifiedDiffTests {
  /// Applies a unified diff to `old`, reading only its hunk headers and `-`/`+`/` ` lines.
  private func apply(_ diff: String, to old: String) throws -> String {
    var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var shift = 0
    var body = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    while let header = body.first, header.hasPrefix("@@") {
      body = body.dropFirst()
      let numbers = header.split(whereSeparator: { " -+,@".contains($0) }).compactMap { Int($0) }
      let (oldStart, oldCount) = (numbers[0], numbers[1])
      var removed: [String] = []
      var added: [String] = []
      while let line = body.first, !line.hasPrefix("@@"), !line.isEmpty {
        body = body.dropFirst()
        let text = String(line.dropFirst())
        switch line.first {
        case " ":
          removed.append(text)
          added.append(text)
        case "-": removed.append(text)
        default: added.append(text)
        }
      }
      #expect(removed.count == oldCount)
      let start = (oldCount == 0 ? oldStart : oldStart - 1) + shift
      #expect(Array(lines[start..<(start + removed.count)]) == removed)
      lines.replaceSubrange(start..<(start + removed.count), with: added)
      shift += added.count - removed.count
      if body.first == "" && body.count == 1 { break }
    }
    return lines.joined(separator: "\n")
  }

  @Test(arguments: 0..<200) func applyingTheDiffGivesTheNewText(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed))
    let old = (0..<Int(random.next() % 40)).map { _ in "line \(random.next() % 8)" }
    var new = old
    for _ in 0..<Int(random.next() % 6) {
      let position = new.isEmpty ? 0 : Int(random.next() % UInt64(new.count + 1))
      switch random.next() % 3 {
      case 0: new.insert("added \(random.next() % 5)", at: position)
      case 1 where position < new.count: new.remove(at: position)
      default: if position < new.count { new[position] = "changed \(random.next() % 5)" }
      }
    }
    let (oldText, newText) = (old.joined(separator: "\n") + "\n", new.joined(separator: "\n") + "\n")
    let diff = UnifiedDiff.make(old: oldText, new: newText, path: "f")
    #expect(diff.isEmpty == (oldText == newText))
    if !diff.isEmpty { #expect(try apply(diff, to: oldText) == newText) }
  }

  @Test func aNewFileIsAllAdditions() throws {
    let new = (0..<5_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let diff = UnifiedDiff.make(old: "", new: new, path: "f")
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 5_000)
    #expect(try apply(diff, to: "") == new)
  }

  @Test func aMissingFileIsCreatedFromDevNull() {
    #expect(UnifiedDiff.make(old: nil, new: "a\nb\n", path: "f") == "--- /dev/null\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n")
  }

  @Test func aStaleFileIsDeletedToDevNull() {
    #expect(UnifiedDiff.make(old: "a\n", new: nil, path: "f") == "--- a/f\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-a\n")
  }

  @Test func aMissingLineBreakIsMarked() {
    #expect(
      UnifiedDiff.make(old: "x\na", new: "x\na\n", path: "f")
        == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n x\n-a\n\\ No newline at end of file\n+a\n")
  }

  @Test func checkReportNamesEachFileAndUsesDevNull() {
    var report = OutputDirectory.Report()
    report.changed = [OutputFile(path: "out/new.txt", contents: "n\n"), OutputFile(path: "out/c.txt", contents: "c\n")]
    report.previous["out/c.txt"] = .some("b\n")
    report.deleted = ["out/old.txt"]
    report.previous["out/old.txt"] = .some("o\n")
    #expect(
      CheckReport.text(for: report) == """
        missing: out/new.txt
        --- /dev/null
        +++ b/out/new.txt
        @@ -0,0 +1,1 @@
        +n
        changed: out/c.txt
        --- a/out/c.txt
        +++ b/out/c.txt
        @@ -1,1 +1,1 @@
        -b
        +c
        deleted: out/old.txt
        --- a/out/old.txt
        +++ /dev/null
        @@ -1,1 +0,0 @@
        -o

        """)
  }

  @Test func aCompletelyChangedFileIsOneReplacementPastTheDistanceBound() throws {
    let count = UnifiedDiff.maximumDistance
    let old = (0..<count).map { "old \($0)" }.joined(separator: "\n") + "\n"
    let new = (0..<count).map { "new \($0)" }.joined(separator: "\n") + "\n"
    let diff = UnifiedDiff.make(old: old, new: new, path: "f")
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 1)
    #expect(try apply(diff, to: old) == new)
  }
}

/// A small deterministic generator for test inputs.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
