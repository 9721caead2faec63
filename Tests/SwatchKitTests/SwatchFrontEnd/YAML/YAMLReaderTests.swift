import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct YAMLReaderTests {
  func read(_ text: String, limit: Int = 1_000_000) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    YAMLReader(expansionLimit: limit).read(text, path: "t.yaml")
  }

  @Test func readsNestedMappingWithRanges() throws {
    let (root, diagnostics) = read("a:\n  b: \"x\"\n")
    #expect(diagnostics.isEmpty)
    let b = try #require(root?["a"]?["b"])
    #expect(b.text == "x")
    #expect(b.range.start == SourcePosition(line: 2, column: 6))
    #expect(b.range.end == SourcePosition(line: 2, column: 9))
  }

  @Test func givesKeysRangesOfTheirOwn() throws {
    let (root, _) = read("color:\n  red: \"#FF0000\"\n")
    let pair = try #require(root?["color"]?.pairs?.first)
    #expect(pair.key.text == "red")
    #expect(pair.key.range.start == SourcePosition(line: 2, column: 3))
    #expect(pair.key.range.end == SourcePosition(line: 2, column: 6))
    // A quoted scalar's range includes its quotes: `"#FF0000"` is 9 characters from column 8.
    #expect(pair.value.range.start == SourcePosition(line: 2, column: 8))
    #expect(pair.value.range.end == SourcePosition(line: 2, column: 17))
  }

  @Test func keepsEachScalarsStyle() throws {
    let (root, diagnostics) = read("a: 1\nb: \"1\"\nc: '1'\nd: |\n  1\ne: >\n  1\n")
    #expect(diagnostics.isEmpty)
    let styles = try #require(root?.pairs).map { $0.value.scalar?.style }
    #expect(styles == [.plain, .doubleQuoted, .singleQuoted, .literal, .folded])
    #expect(root?["a"]?.scalar?.isPlain == true)
    #expect(root?["b"]?.scalar?.isPlain == false)
    #expect(root?["d"]?.text == "1\n")
  }

  @Test func expandsAnchorsIntoCopies() throws {
    let (root, diagnostics) = read("a: &x {k: v, n: [1, 2]}\nb: *x\nc: &s hello\nd: *s\n")
    #expect(diagnostics.isEmpty)
    #expect(root?["b"]?["k"]?.text == "v")
    #expect(root?["b"]?["n"]?.items?.map(\.text) == ["1", "2"])
    #expect(root?["d"]?.text == "hello")
  }

  @Test func reportsAnUnknownAnchor() {
    let (root, diagnostics) = read("a: *nope\n")
    #expect(root == nil)
    #expect(diagnostics.map(\.id) == ["yaml.unknown-anchor"])
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 1, column: 4))
  }

  @Test func reportsADuplicateKeyAtItsSecondUse() throws {
    let (root, diagnostics) = read("a: 1\nb: 2\na: 3\n")
    #expect(root == nil)
    let duplicate = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(duplicate.id == "yaml.duplicate-key")
    #expect(duplicate.range?.start == SourcePosition(line: 3, column: 1))
    #expect(duplicate.notes.first?.range?.start == SourcePosition(line: 1, column: 1))
  }

  /// A JSON object may repeat a key (Baloise's Figma export writes `FileUpload` twice): the later one is read,
  /// as `JSON.parse` and Style Dictionary read it, with a warning at it and a note at the first, not YAML's error.
  @Test func aJSONObjectRepeatingAKeyKeepsTheLaterOne() throws {
    let (root, diagnostics) = YAMLReader().read(#"{"a": {"x": 1}, "b": 2, "a": {"y": 3}}"#, path: "t.json")
    let tree = try #require(root)
    #expect(tree.pairs?.compactMap(\.key.text) == ["b", "a"])
    #expect(tree["a"]?["y"] != nil && tree["a"]?["x"] == nil)
    #expect(diagnostics.map(\.id) == ["json.duplicate-key"])
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.range?.start.column == 25 && diagnostics.first?.notes.first?.range?.start.column == 2)
  }

  /// A JSON key longer than 1,024 characters is valid JSON libyaml cannot read as a key: the syntax error has a
  /// note at the key saying so; a long value is no key and gets no such note.
  @Test func aJSONKeyPastLibYAMLsLimitIsNamed() throws {
    let long = String(repeating: "a", count: 1_100)
    let (root, diagnostics) = YAMLReader().read(#"{"\#(long)": {"$value": 1}}"#, path: "t.json")
    #expect(root == nil)
    let note = try #require(diagnostics.first?.notes.last)
    #expect(note.message.hasPrefix("this key is 1100 characters long"))
    // A JSON file's syntax error says JSON, though libyaml reads it (it said "invalid YAML").
    #expect(diagnostics.first?.message.hasPrefix("invalid JSON: ") == true)
    #expect(note.range?.start == SourcePosition(line: 1, column: 2))
    // libyaml's limit counts the quotes: a key of 1,023 characters fails and is named, one of 1,022 reads.
    let (_, edge) = YAMLReader().read(#"{"\#(String(repeating: "a", count: 1_023))": 1}"#, path: "t.json")
    #expect(edge.first?.notes.last?.message.hasPrefix("this key is 1023 characters long") == true, "\(edge)")
    let (fits, none) = YAMLReader().read(#"{"\#(String(repeating: "a", count: 1_022))": 1}"#, path: "t.json")
    #expect(fits != nil && none.isEmpty)
    // The limit runs to the `:`: a space before it makes 1,022 characters too long, and it is named too.
    let (_, spaced) = YAMLReader().read(#"{"\#(String(repeating: "a", count: 1_022))" : 1}"#, path: "t.json")
    #expect(spaced.first?.notes.last?.message.hasPrefix("this key is 1022 characters long") == true, "\(spaced)")
    let (_, value) = YAMLReader().read(#"{"a": "\#(long)" "b": 1}"#, path: "t.json")
    #expect(value.map(\.id) == ["yaml.syntax"] && !(value.first?.notes.contains { $0.message.contains("key") } ?? true))
    // A YAML key past it gets its note too, at the key, beside libyaml's "could not find expected ':'".
    let (_, yaml) = YAMLReader().read("c:\n  \(long): 1\n", path: "t.yaml")
    let yamlNote = try #require(yaml.first?.notes.last)
    #expect(yamlNote.message.hasPrefix("this key is longer than 1,024 characters"))
    #expect(yamlNote.range?.start == SourcePosition(line: 2, column: 3))
    // A long value after a short key is no long key, though libyaml stops at a `: ` inside it.
    let (_, value2) = YAMLReader().read("c:\n  $value: \(long) note: x\n", path: "t.yaml")
    #expect(value2.map(\.id) == ["yaml.syntax"])
    #expect(!(value2.first?.notes.contains { $0.message.contains("1,024") } ?? true))
  }

  @Test func reportsASecondDocument() {
    let (_, diagnostics) = read("a: 1\n---\nb: 2\n")
    #expect(diagnostics.map(\.id) == ["yaml.multiple-documents"])
    #expect(diagnostics.first?.range?.start.line == 2)
  }

  @Test func stopsAtTheExpansionLimit() throws {
    // `a` weighs 4 nodes (the sequence and its items); the third `*a` brings the expansion to 12 > 10.
    let (root, diagnostics) = read("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n", limit: 10)
    #expect(root == nil)
    let error = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(error.id == "yaml.expansion-limit")
    #expect(error.range?.start == SourcePosition(line: 2, column: 13))
  }

  @Test func acceptsExpansionUpToTheLimit() {
    let (root, diagnostics) = read("a: &a [1, 2, 3]\nb: [*a, *a]\n", limit: 8)
    #expect(diagnostics.isEmpty)
    #expect(root?["b"]?.items?.count == 2)
  }

  @Test func rejectsBillionLaughs() {
    // Nine levels of nine aliases would expand to 9^9 (about 387 million) strings.
    var lines = ["a: &a [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ", ") + "]"]
    for (previous, name) in zip("abcdefgh", "bcdefghi") {
      lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
    }
    let result = read(lines.joined(separator: "\n"))
    #expect(result.root == nil)
    #expect(result.diagnostics.map(\.id) == ["yaml.expansion-limit"])
  }

  @Test func readsSequencesNestedToTheBound() throws {
    let depth = YAMLReader.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    let (root, diagnostics) = read(text)
    #expect(diagnostics.isEmpty)
    var node = try #require(root)
    var levels = 1
    while let inner = node.items?.first {
      node = inner
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func rejectsNestingPastTheBoundAtTheFirstCollectionTooDeep() {
    let depth = 200_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    let (root, diagnostics) = read(text)
    #expect(root == nil)
    #expect(diagnostics.map(\.id) == ["yaml.too-deep"])
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 1, column: YAMLReader.maximumDepth + 1))
  }
}

extension YAMLReaderTests {
  /// libyaml reports a control character with a byte offset, not a mark: located where the character is.
  @Test func aNULIsLocatedWhereItIs() {
    let (_, diagnostics) = read("a:\n  b: \"#FFFFFF\"\n  é: \"#00\u{0}000\"\n")
    #expect(diagnostics.map(\.id) == ["yaml.syntax"])
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 10))
  }
}
