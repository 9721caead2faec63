import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// Sibling folders defining the same tokens (brands, platforms) get one note with the `tokens:` lines that make
/// them a trait's values.
@Suite struct FolderAlternativesSuggestionTests {
  @Test func siblingFoldersDefiningTheSameTokensGetTheLinesThatMakeThemATrait() throws {
    let color = { (hex: String) in ##"{"color": {"brand": {"value": ""## + hex + ##"", "type": "color"}}}"## }
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "tokens/brands/brand-1/color.json", text: color("#111111")),
      SourceText(path: "tokens/brands/brand-2/color.json", text: color("#222222")),
      SourceText(path: "tokens/brands/brand 3/color.json", text: color("#333333")),
    ])
    let notes = result.diagnostics.filter { $0.id == "format.alternative-folders" }
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note.severity == .note && note.message.contains("'tokens/brands' ('brand 3', 'brand-1', 'brand-2')"))
    #expect(
      note.notes.first?.message
        == """
        tokens:  # with the other token files, instead of 'tokens/brands'
          - { path: "tokens/brands/brand 3", brands: brand-3 }
          - { path: tokens/brands/brand-1, brands: brand-1 }
          - { path: tokens/brands/brand-2, brands: brand-2 }
        """)
  }

  @Test func onlyTheSameFileInSiblingFoldersIsSuggestedAndModeFoldersAreAppearances() {
    #expect(FolderAlternativesSuggestion.siblings("a/x/color.json", "a/y/color.json")! == ("a", "x", "y"))
    #expect(FolderAlternativesSuggestion.siblings("/r/a/x/c.json", "/r/a/y/c.json")! == ("/r/a", "x", "y"))
    #expect(FolderAlternativesSuggestion.siblings("a/x/color.json", "a/x/size.json") == nil)
    #expect(FolderAlternativesSuggestion.siblings("a/x/color.json", "b/y/color.json") == nil)
    #expect(FolderAlternativesSuggestion.siblings("x/color.json", "y/color.json") == nil)
    let dark = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "t/light/c.json", text: ##"{"c": {"value": "#ffffff", "type": "color"}}"##),
      SourceText(path: "t/dark/c.json", text: ##"{"c": {"value": "#000000", "type": "color"}}"##),
    ])
    let modes = dark.diagnostics.first { $0.id == "format.alternative-folders" }?.notes.first?.message
    #expect(modes?.hasSuffix("{ path: t/dark, appearance: dark }\n  - { path: t/light, appearance: light }") == true)
  }
}
