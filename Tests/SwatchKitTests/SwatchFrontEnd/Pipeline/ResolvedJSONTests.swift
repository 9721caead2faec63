import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// What `swatch resolve --format json` prints: the tokens and appearances asked for, each token with where it is
/// defined.
@Suite struct ResolvedJSONTests {
  @Test func theSelectedTokensInTheSelectedAppearancesEachWithWhereItIsDefined() throws {
    let yaml = "c:\n  $type: color\n  a: { $value: \"#FFFFFF\", $modes: { dark: \"#000000\" } }\n  b: \"{c.a}\"\n"
    let graph = try #require(
      TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
    let dark = try #require(graph.appearances.first { $0.name == "dark normal base" })
    let b = try #require(graph.token("c.b"))
    guard case .object(let root) = graph.jsonValue(tokens: [b], appearances: [dark]),
      case .array(let appearances)? = root.first(where: { $0.0 == "appearances" })?.1,
      case .array(let tokens)? = root.first(where: { $0.0 == "tokens" })?.1, tokens.count == 1,
      case .object(let token) = tokens[0], case .object(let values)? = token.first(where: { $0.0 == "values" })?.1
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(appearances == [.string("dark normal base")])
    let field = { (name: String) in token.first { $0.0 == name }?.1 }
    #expect(field("path") == .string("c.b") && field("file") == .string("t.yaml"))
    #expect(field("line") == .number(4) && field("column") == .number(3))
    #expect(values.map(\.0) == ["dark normal base"] && field("absent") == nil)
    guard case .object(let whole) = graph.jsonValue, case .array(let all)? = whole.first(where: { $0.0 == "tokens" })?.1
    else { return }
    #expect(all.count == 2)
  }
}
