import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A NEL (U+0085) written as itself inside a JSON string is a character of the string, as JSON reads it (libyaml
/// alone folds it into a space); places after it stay the file's, a YAML file keeps YAML's rules, and a
/// private-use character the file holds stays as it is.
@Suite struct JSONNextLinesTests {
  static func read(_ text: String, path: String = "t.json") -> (root: YAMLNode?, ids: [String]) {
    let (root, diagnostics) = YAMLReader().read(text, path: path)
    return (root, diagnostics.map(\.id))
  }

  @Test func aNELInAStringIsKept() {
    let (root, ids) = Self.read("{\"a\": \"x\u{85}y\", \"b\": \"\u{85}\", \"c\u{85}d\": \"\\u0085\"}")
    #expect(ids.isEmpty)
    #expect(root?["a"]?.text == "x\u{85}y")
    #expect(root?["b"]?.text == "\u{85}")
    #expect(root?["c\u{85}d"]?.text == "\u{85}")
  }

  @Test func aJSON5SingleQuotedStringKeepsItToo() {
    #expect(Self.read("{a: 'x\u{85}y'}", path: "t.json5").root?["a"]?.text == "x\u{85}y")
  }

  /// The file's private-use characters (an icon font's glyphs) are text of their own, whatever stands for NEL.
  @Test func privateUseCharactersStayThemselves() {
    let icons = (0xE000...0xE004).compactMap(Unicode.Scalar.init).map(String.init).joined()
    let (root, ids) = Self.read("{\"icons\": \"\(icons)\", \"a\": \"x\u{85}y\"}")
    #expect(ids.isEmpty)
    #expect(root?["icons"]?.text == icons)
    #expect(root?["a"]?.text == "x\u{85}y")
  }

  /// An escaped private-use character (`\ue000`) is that character, whatever stands for NEL in the same file.
  @Test func escapedPrivateUseCharactersStayThemselves() {
    let (root, ids) = Self.read("{\"icon\": \"Icons \\ue000 \\uE001\", \"a\": \"x\u{85}y\"}")
    #expect(ids.isEmpty)
    #expect(root?["icon"]?.text == "Icons \u{E000} \u{E001}")
    #expect(root?["a"]?.text == "x\u{85}y")
  }

  /// No editor breaks a line at NEL: a place after one on its line is the file's line and column.
  @Test func placesAfterANELAreTheFiles() throws {
    let text = "{\"a\": \"x\u{85}y\", \"b\": \"z\",\n \"c\": [1, }"
    let (root, ids) = Self.read(text)
    #expect(root == nil)
    #expect(ids == ["yaml.syntax"])
    let (_, diagnostics) = YAMLReader().read(text, path: "t.json")
    #expect(diagnostics.first?.range?.start.line == 2)
    let (tree, _) = YAMLReader().read("{\"a\": \"x\u{85}y\", \"b\": \"z\"}", path: "t.json")
    #expect(tree?["b"]?.range.start == SourcePosition(line: 1, column: 19))
  }

  /// YAML folds a NEL in a double-quoted scalar into a space, as its specification says.
  @Test func aYAMLFileIsReadByYAMLRules() {
    #expect(Self.read("a: \"x\u{85}y\"\n", path: "t.yaml").root?["a"]?.text == "x y")
  }
}
