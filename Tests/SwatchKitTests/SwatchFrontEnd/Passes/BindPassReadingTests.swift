import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// Binding settles types and reads every value, so no pass after it reads YAML; taking tokens out of the
/// bound graph renumbers what its values link to.
@Suite struct BindPassReadingTests {
  static let tokens = """
    s:
      $type: string
      gone: "x"
      a: "A"
      b: "B"
      both: "{s.a} and {s.b}"
    c:
      base: { $type: color, $value: "#102030" }
      same: { $value: "{c.base}" }
    n:
      bad: { $type: number, $value: "{s.a} px" }
    """

  private func bind() throws -> (BoundTokenGraph, [Diagnostic]) {
    let read = TokenPipeline.readOne(SourceText(path: "t.yaml", text: Self.tokens))
    let (graph, _) = TokenGraphBuilder().build([try #require(read.document)])
    return BindPass(traits: .standard).run(graph)
  }

  private func index(_ path: String, _ bound: BoundTokenGraph) throws -> Int {
    try #require(bound.catalog.indexByPath[path])
  }

  @Test func settlesTypesFromAliasTargetsAndReadsLiterals() throws {
    let (bound, _) = try bind()
    #expect(bound.types[try index("c.same", bound)] == .color)
    guard case .literal(.color(let color)) = bound.candidates[try index("c.base", bound)][0].expression else {
      Issue.record("the color literal is read at binding")
      return
    }
    #expect(color.hexRGB == "#102030")
    guard case .alias(let target, nil) = bound.candidates[try index("c.same", bound)][0].expression else {
      Issue.record("a whole alias stays an alias for the type pass to check")
      return
    }
    #expect(target == (try index("c.base", bound)))
  }

  @Test func aTextWithReferencesInAnotherTypeIsRejectedButStillDependsOnItsTargets() throws {
    let (bound, _) = try bind()
    let bad = try index("n.bad", bound)
    guard case .rejected(let targets) = bound.candidates[bad][0].expression else {
      Issue.record("expected a rejected value")
      return
    }
    #expect(targets == [try index("s.a", bound)])
    #expect(bound.readDiagnostics[bad]?.map(\.id) == ["alias.embedded"])
    #expect(bound.aliasClosure(of: [try index("s.a", bound)]).contains(bad))
  }

  @Test func removingATokenRenumbersTemplateTargets() throws {
    let (bound, _) = try bind()
    let removed = bound.removing([try index("s.gone", bound)])
    let both = try index("s.both", removed)
    guard case .template(let template) = removed.candidates[both][0].expression else {
      Issue.record("a string with references is read into a template")
      return
    }
    #expect(template.targets == [try index("s.a", removed), try index("s.b", removed)])
    let texts = removed.catalog.paths.map { TokenValue.string($0.string.uppercased()) }
    #expect((try? template.filled { texts[$0] }.get())?.0 == .string("S.A and S.B"))
    #expect(removed.types.count == removed.candidates.count)
  }

  @Test func aTokenLeftOutTakesOnlyItsOwnReadingProblemsWithIt() {
    // `n` shares the left-out token's value node (a YAML anchor), so its problem lies in that token's place.
    let text = """
      weird:
        $type: gradientish
        g1: { $value: &v "abc" }
      num:
        $type: number
        n: { $value: *v }
      """
    let result = TokenPipeline(traits: .standard, unsupportedTypes: .skip).resolve([
      SourceText(path: "t.yaml", text: text)
    ])
    #expect(result.diagnostics.map(\.id) == ["type.skipped", "value.invalid"])
    #expect(result.resolved == nil)
  }
}
