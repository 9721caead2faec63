import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A JSON file may escape a character outside the Basic Multilingual Plane as two UTF-16 halves, as Python's
/// `json.dumps` does: it reads as that character; escaped backslashes stay text, a lone half is still an error,
/// and a YAML file is read by YAML's rules.
@Suite struct JSONSurrogatePairsTests {
  static func description(_ text: String, path: String = "t.json") -> (String?, [String]) {
    let (root, diagnostics) = YAMLReader().read(text, path: path)
    return (root?["c"]?["$description"]?.text, diagnostics.map(\.id))
  }

  @Test func aPairIsTheCharacterItEncodes() {
    #expect(
      Self.description(#"{"c": {"$description": "red \ud83d\udd34, \uD83C\uDFA8 and \u00e9"}}"#).0 == "red 🔴, 🎨 and é")
  }

  @Test func escapedBackslashesStayText() {
    #expect(Self.description(#"{"c": {"$description": "\\ud83d\\udd34 \\\ud83d\udd34"}}"#).0 == #"\ud83d\udd34 \🔴"#)
  }

  @Test func aLoneHalfIsStillAnErrorWhereItIs() {
    let (root, diagnostics) = YAMLReader().read(#"{"c": {"$description": "x \ud83d y"}}"#, path: "t.json")
    #expect(root == nil)
    #expect(diagnostics.map(\.id) == ["yaml.syntax"])
    #expect(diagnostics.first?.range?.start.column == 29)
  }

  /// Each pair is read as a shorter escape; the places after it on its line are still the file's columns.
  @Test func placesAfterAPairKeepTheFilesColumns() throws {
    let text = #"{"c": {"$description": "\ud83d\udd34\ud83d\udd34"}, "d": {"x": "\ud83d\udd34", "y": [1, }}"#
    let (root, diagnostics) = YAMLReader().read(text, path: "t.json")
    #expect(root == nil)
    let column = try #require(diagnostics.first?.range?.start.column)
    let bracket = text.distance(from: text.startIndex, to: try #require(text.firstIndex(of: "[")))
    #expect(column > bracket)
    let (_, valid) = YAMLReader().read(#"{"a": "\ud83d\udd34", "b": 5}"#, path: "t.json")
    #expect(valid.isEmpty)
    let (tree, _) = YAMLReader().read(#"{"a": "\ud83d\udd34\ud83d\udd34", "b": "x"}"#, path: "t.json")
    #expect(tree?["b"]?.range.start.column == 40)
  }

  @Test func aYAMLFileIsReadByYAMLRules() {
    #expect(Self.description("c:\n  $description: \"\\ud83d\\udd34\"\n", path: "t.yaml").1 == ["yaml.syntax"])
  }
}
