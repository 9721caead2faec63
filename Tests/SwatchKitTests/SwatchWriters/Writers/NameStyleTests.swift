import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct NameStyleTests {
  @Test(arguments: [
    ("onAccent", ["on", "Accent"]),
    ("background-primary2", ["background", "primary2"]),
    ("label_3x", ["label", "3x"]),
    ("URLBar", ["URLBar"]),
    ("a.b--c", ["a", "b", "c"]),
    ("", []),
    ("--", []),
  ])
  func asciiWords(name: String, words: [String]) {
    #expect(NameStyle.words(name) == words)
  }

  @Test func nonASCIICharactersSeparateWords() {
    #expect(NameStyle.words("café-au-lait") == ["caf", "au", "lait"])
    #expect(NameStyle.words("e\u{301}clair") == ["clair"])
    #expect(NameStyle.words("größeText") == ["gr", "e", "Text"])
  }

  @Test func stylesJoinTheSameWords() {
    let path = TokenPath(["background", "onAccent", "$root"])
    #expect(NameStyle.camelCase.name(for: path) == "backgroundOnAccent")
    #expect(NameStyle.pascalCase.name(for: path) == "BackgroundOnAccent")
    #expect(NameStyle.kebabCase.name(for: path) == "background-on-accent")
    #expect(NameStyle.snakeCase.name(for: path) == "background_on_accent")
  }
}
