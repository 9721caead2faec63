import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct ModeKeyTests {
  let range = SourceRange.file("tokens/test.yaml")

  func key(_ text: String, traits: TraitSet = .standard) -> ModeKey? {
    ModeKey.parse(text, traits: traits, at: range).0
  }

  @Test func weighsEachTraitByItsPlace() {
    // Three traits: appearance 4, contrast 2, level 1.
    #expect(key("dark")?.weight == 4)
    #expect(key("light")?.weight == 4)
    #expect(key("high-contrast")?.weight == 2)
    #expect(key("elevated")?.weight == 1)
    #expect(key("dark elevated")?.weight == 5)
    #expect(key("high-contrast elevated")?.weight == 3)
    #expect(key("dark high-contrast elevated")?.weight == 7)
  }

  @Test func readsWordsInAnyOrder() throws {
    let reversed = try #require(key("elevated  dark"))
    let ordered = try #require(key("dark elevated"))
    #expect(reversed.requirements == ordered.requirements)
    #expect(reversed.requirements == [TraitValueIndex(trait: 0, value: 1), TraitValueIndex(trait: 2, value: 1)])
    #expect(reversed.text == "elevated  dark")
  }

  @Test func weighsACustomFourthTrait() {
    let traits = TraitSet(TraitSet.standard.traits + [Trait(name: "theme", values: ["standard", "sepia"])])
    #expect(key("dark", traits: traits)?.weight == 8)
    #expect(key("sepia", traits: traits)?.weight == 1)
    #expect(key("dark sepia", traits: traits)?.weight == 9)
    #expect(key("high-contrast elevated sepia", traits: traits)?.weight == 7)
  }

  @Test func holdsOnlyWhereEveryValueHolds() throws {
    let darkElevated = try #require(key("dark elevated"))
    let holding = TraitSet.standard.appearances.filter { darkElevated.holds(in: $0) }.map(\.name)
    #expect(holding == ["dark normal elevated", "dark high-contrast elevated"])
  }

  @Test func rejectsTwoValuesOfOneTrait() {
    let (key, diagnostics) = ModeKey.parse("light dark", traits: .standard, at: range)
    #expect(key == nil)
    #expect(diagnostics.map(\.id) == ["mode.conflict"])
    #expect(diagnostics.first?.message == "mode key names two values of trait 'appearance': 'light' and 'dark'")
  }

  @Test func rejectsAnUnknownWordWithASuggestion() {
    let (key, diagnostics) = ModeKey.parse("dark elevatd", traits: .standard, at: range)
    #expect(key == nil)
    #expect(diagnostics.map(\.id) == ["mode.unknown"])
    #expect(diagnostics.first?.notes.first?.message == "did you mean 'elevated'?")
  }

  @Test func rejectsAnEmptyKey() {
    let (key, diagnostics) = ModeKey.parse("  ", traits: .standard, at: range)
    #expect(key == nil)
    #expect(diagnostics.map(\.id) == ["mode.empty"])
  }
}
