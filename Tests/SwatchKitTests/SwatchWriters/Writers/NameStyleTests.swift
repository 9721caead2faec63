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
  /// Two numbers side by side keep an `_` in the cased styles, so `space.1_5` and `space.15` stay apart; a number
  /// after a word, or a word after a number, runs on as before.
  @Test func casedStylesKeepTwoNumbersApart() {
    let half = TokenPath(["space", "1_5"])
    #expect(NameStyle.camelCase.name(for: half) == "space1_5")
    #expect(NameStyle.pascalCase.name(for: half) == "Space1_5")
    #expect(NameStyle.kebabCase.name(for: half) == "space-1-5")
    #expect(NameStyle.snakeCase.name(for: half) == "space_1_5")
    #expect(NameStyle.camelCase.name(for: TokenPath(["space", "15"])) == "space15")
    #expect(NameStyle.camelCase.name(for: TokenPath(["gray", "2", "x3"])) == "gray2X3")
    #expect(NameStyle.camelCase.name(for: TokenPath(["grå", "1", "5"])) == "gr1_5")
  }
}
