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

  @Test func aYAMLFileIsReadByYAMLRules() {
    #expect(Self.description("c:\n  $description: \"\\ud83d\\udd34\"\n", path: "t.yaml").1 == ["yaml.syntax"])
  }
}
