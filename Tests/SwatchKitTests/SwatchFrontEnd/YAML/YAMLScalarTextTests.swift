import Testing

@testable import SwatchFrontEnd

/// Text Swatch writes into YAML it proposes or writes (`swatch init`, the notes' `tokens:` lines) reads back as
/// the same text through libyaml, whatever characters a folder's name holds.
@Suite struct YAMLScalarTextTests {
  @Test(arguments: [
    "tokens", "src/brands/brand#1", "brand #1", "a, b", "{x}", "- a", "a: b", "'quoted'", "back\\slash",
    "line\nbreak", "cr\rhere", "tab\there", "nel\u{85}here", "ls\u{2028}here", "ps\u{2029}here", "bell\u{7}",
    "c1\u{9B}", "日本語", "", "bom\u{FEFF}here", "\u{FEFF}first", "nonchar\u{FFFE}", "nonchar\u{FFFF}",
    "plane1\u{1FFFE}", "del\u{7F}",
  ])
  func aScalarReadsBackAsWritten(_ text: String) throws {
    let yaml = "key: \(YAMLScalarText.of(text))\nnext: [\(YAMLScalarText.of(text))]\n"
    let (root, diagnostics) = YAMLReader().read(yaml, path: "t.yaml")
    #expect(diagnostics.isEmpty, "\(text.debugDescription): \(diagnostics.map(\.message))")
    #expect(root?["key"]?.text == text, "\(text.debugDescription) as \(YAMLScalarText.of(text))")
    #expect(root?["next"]?.items?.first?.text == text)
  }

  /// A folder's name as the trait value a `format.alternative-folders` note proposes: one word `swatch.yaml`
  /// takes (`brand#1` as it is would be refused).
  @Test func anAlternativeFoldersNameBecomesOneWord() {
    #expect(FolderAlternativesSuggestion.value("brand#1") == "brand-1")
    #expect(FolderAlternativesSuggestion.value("Brand One") == "Brand-One")
    #expect(FolderAlternativesSuggestion.value("mode_dark") == "mode_dark")
    #expect(FolderAlternativesSuggestion.value("##") == "value")
    #expect(ModifierMapping.isWord(FolderAlternativesSuggestion.value("a (b) c!")))
    // Two folders whose words are one are proposed apart.
    let color = { (hex: String) in ##"{"color": {"brand": {"value": ""## + hex + ##"", "type": "color"}}}"## }
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "t/brands/brand 1/color.json", text: color("#111111")),
      SourceText(path: "t/brands/brand#1/color.json", text: color("#222222")),
    ])
    let values = FolderAlternativesSuggestion.proposals(in: result.diagnostics).flatMap(\.entries).map(\.value)
    #expect(values == ["brand-1", "brand-1-2"])
  }
}
