import Foundation
import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// What the graph makes once for every writer: each token's value classes, the distinct values with each
/// token's position among them, the paths' words, and the memo that holds them.
@Suite struct GraphMemoTests {
  static let yaml = """
    base:
      $type: color
      red: { $value: "#FF0000" }
      blue: { $value: "#0000FF" }
    ink:
      $type: color
      flat: { $value: "{base.red}" }
      dark: { $value: "{base.red}", $modes: { dark: "{base.blue}" } }
      contrast: { $value: "{base.blue}", $modes: { high-contrast: "#FF0000" } }
    size:
      $type: dimension
      gap: { $value: 4px, $modes: { dark: 8px } }
    """

  private func graph() throws -> ResolvedTokenGraph {
    try #require(TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: Self.yaml)]).resolved)
  }

  @Test func valueClassesAgreeWithComparingTheValues() throws {
    let graph = try graph()
    for token in graph.tokens {
      for appearance in token.values.indices {
        let first = token.values.indices.first { token.values[$0] == token.values[appearance] }
        #expect(token.valueClass(appearance) == first, "\(token.path.string) in \(appearance)")
      }
      #expect(token.hasOneValueClass == token.values.allSatisfy { $0 == token.values[0] })
      #expect(token.isConstant == token.values.allSatisfy { $0 == token.values[0] })
    }
    #expect(try #require(graph.token("ink.flat")).isConstant)
    #expect(try !#require(graph.token("ink.dark")).isConstant)
  }

  @Test func everyTokenValueIsFoundAmongTheDistinctValues() throws {
    let graph = try graph()
    let distinct = graph.distinctValues
    for (index, token) in graph.tokens.enumerated() {
      for appearance in graph.appearances.indices {
        #expect(distinct.values[distinct.position(index, appearance)] == token.values[appearance])
      }
    }
    // Red and blue, each once, though six tokens show them in eight appearances; then 4px and 8px.
    #expect(distinct.values.count == 4)
  }

  @Test func pathWordsAreTheWordsOfEachPath() throws {
    let graph = try graph()
    #expect(graph.pathWords == graph.tokens.map { NameStyle.words(of: $0.path) })
  }

  @Test func theMemoMakesEachValueOnceWhoeverAsksFirst() {
    struct Made: Sendable { let number: Int }
    let memo = GraphMemo()
    let count = Counter()
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let made = memo.value(Made.self) {
        count.increment()
        return Made(number: 7)
      }
      #expect(made.number == 7)
    }
    #expect(count.value == 1)
    // Another type has its own slot.
    #expect(memo.value(String.self) { "text" } == "text")
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }
}
