import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TraitSetTests {
  @Test func namesTheStandardAppearancesInTraitOrder() {
    let appearances = TraitSet.standard.appearances
    #expect(
      appearances.map(\.name) == [
        "light normal base", "light normal elevated", "light high-contrast base", "light high-contrast elevated",
        "dark normal base", "dark normal elevated", "dark high-contrast base", "dark high-contrast elevated",
      ])
    #expect(appearances.map(\.index) == Array(0..<8))
    #expect(appearances[5].values == [1, 0, 1])
  }

  @Test func defaultsToTheFirstValueOfEveryTrait() {
    let standard = TraitSet.standard
    #expect(standard.defaultAppearance.name == "light normal base")
    #expect(standard.appearances.filter(\.isDefault).map(\.name) == ["light normal base"])
  }

  @Test func combinesACustomTraitIntoSixteenAppearances() {
    let traits = TraitSet(TraitSet.standard.traits + [Trait(name: "theme", values: ["standard", "sepia"])])
    #expect(traits.appearances.count == 16)
    #expect(traits.appearances.prefix(2).map(\.name) == ["light normal base standard", "light normal base sepia"])
    #expect(traits.appearances.last?.name == "dark high-contrast elevated sepia")
    #expect(Set(traits.appearances.map(\.name)).count == 16)
  }

  @Test func findsAnAppearanceByPartialName() {
    #expect(TraitSet.standard.appearance(named: "dark elevated")?.name == "dark normal elevated")
    #expect(TraitSet.standard.appearance(named: "high-contrast")?.name == "light high-contrast base")
    #expect(TraitSet.standard.appearance(named: "")?.name == "light normal base")
    #expect(TraitSet.standard.appearance(named: "light dark") == nil)
    #expect(TraitSet.standard.appearance(named: "sepia") == nil)
  }
}
