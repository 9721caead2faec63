import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The template context's item keys (`TemplateContext+Token.swift`): two tokens with one key, in one build or
/// across an edit, have the same JSON form (their `values` included), and an edit of one token leaves the other
/// tokens' keys as they were. The graph and edits are `SwiftItemKeyTests`'.
@Suite struct TemplateItemKeyTests {
  static func context(_ graph: ResolvedTokenGraph, colorsOnly: Bool = false) -> MustacheValue {
    TemplateContext.typed(graph) { !colorsOnly || $0.type == .color }
  }

  static func lostKeys(_ before: MustacheValue, _ after: MustacheValue) -> Int {
    SwiftItemKeyTests.lostKeys(before, after)
  }

  @Test func theTokenListIsKeyedAndItsKeysAreSound() throws {
    let items = SwiftItemKeyTests.keyed(Self.context(try SwiftItemKeyTests.graph(SwiftItemKeyTests.base)))
    #expect(items.keyedLists == 1)
    #expect(items.itemCount == 11)
    #expect(items.conflicts.isEmpty)
  }

  @Test(arguments: SwiftItemKeyTests.edits) func anEditKeepsThePromiseAndMostKeys(_ edit: SwiftItemKeyTests.Edit)
    throws
  {
    let before = Self.context(try SwiftItemKeyTests.graph(SwiftItemKeyTests.base))
    let after = Self.context(try SwiftItemKeyTests.graph(edit.apply(to: SwiftItemKeyTests.base)))
    #expect(Self.lostKeys(before, after) == edit.templateLost)
  }

  @Test func anotherLastTokenKeepsThePromise() throws {
    // With only the colors, `semantic.danger` is last: its `isLast` changes, nothing else of it; the 5 other
    // tokens are gone.
    let graph = try SwiftItemKeyTests.graph(SwiftItemKeyTests.base)
    #expect(Self.lostKeys(Self.context(graph), Self.context(graph, colorsOnly: true)) == 6)
  }

  @Test func renamedAppearancesKeepThePromise() throws {
    let before = Self.context(try SwiftItemKeyTests.graph(SwiftItemKeyTests.base))
    let after = Self.context(
      try SwiftItemKeyTests.graph(SwiftItemKeyTests.base, traits: SwiftItemKeyTests.renamedLevel))
    // Every token's `values` show the appearances.
    #expect(Self.lostKeys(before, after) == 11)
  }
}
