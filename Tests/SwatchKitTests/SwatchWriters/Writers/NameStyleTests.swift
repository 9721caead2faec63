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
    ("-100", ["negative", "100"]),
    ("-0_5", ["negative", "0", "5"]),
    ("-md", ["md"]),
    ("--1", ["1"]),
    ("a-1", ["a", "1"]),
  ])
  func asciiWords(name: String, words: [String]) {
    #expect(NameStyle.words(name) == words)
  }

  /// A letter keeps its base when accented, however the accent is written (precomposed or combining), and a
  /// joiner is dropped; any other character that is not an ASCII letter or digit separates words.
  @Test func nonASCIICharactersSeparateWordsAndAccentsAreDropped() {
    #expect(NameStyle.words("café-au-lait") == ["cafe", "au", "lait"])
    #expect(NameStyle.words("cafe\u{301}") == ["cafe"])
    #expect(NameStyle.words("e\u{301}clair") == ["eclair"])
    #expect(NameStyle.words("naïve") == ["naive"])
    #expect(NameStyle.words("zw\u{200D}j") == ["zwj"])
    #expect(NameStyle.words("größeText") == ["gro", "e", "Text"])
    #expect(NameStyle.words("色-primary") == ["primary"])
  }

  /// A negative step of a scale is named apart from the positive one (they collided: `z-index-100` twice).
  @Test func aNegativeStepIsNamedApartFromThePositiveOne() {
    let negative = TokenPath(["z-index", "-100"])
    #expect(NameStyle.kebabCase.name(for: negative) == "z-index-negative-100")
    #expect(NameStyle.camelCase.name(for: negative) == "zIndexNegative100")
    #expect(NameStyle.kebabCase.name(for: TokenPath(["z-index", "100"])) == "z-index-100")
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
    #expect(NameStyle.camelCase.name(for: TokenPath(["grå", "1", "5"])) == "gra1_5")
  }
  /// A path of symbols, or of letters no platform name keeps, is named `token` in every style, as Kotlin and
  /// Android named it: Swift wrote `static var _` and CSS `--`, neither of which declares anything.
  @Test(arguments: ["_", "-", "日本", "🎨", "__"])
  func aPathOfNoWordsIsNamedToken(_ name: String) {
    let path = TokenPath([name])
    #expect(NameStyle.camelCase.name(for: path) == "token")
    #expect(NameStyle.kebabCase.name(for: path) == "token")
    #expect(SwiftIdentifier.tokenMember(path) == "token")
    #expect(NameStyle.camelCase.name(for: TokenPath(["color", name])) == "color")
  }
}
