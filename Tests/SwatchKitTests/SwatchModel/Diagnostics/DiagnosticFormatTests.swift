import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct DiagnosticFormatTests {
  private static let range = SourceRange(
    file: "tokens/a,b:c.yaml", start: SourcePosition(line: 3, column: 6), end: SourcePosition(line: 3, column: 12))

  private static let diagnostic = Diagnostic(
    .aliasUnresolved("c.100%", appearance: nil), at: range,
    notes: [.init("did you mean 'c.1'?", at: range), .init("no place,\r\nsecond: line")])

  private func render(_ format: DiagnosticFormat, absoluteBase: String? = nil) -> String {
    DiagnosticRenderer(sources: SourceFileStore(), format: format, absoluteBase: absoluteBase).render(
      Self.diagnostic)
  }

  @Test func githubEscapesPropertiesAndMessageAsTheRunnerDocuments() {
    #expect(
      render(.github)
        == "::error file=tokens/a%2Cb%3Ac.yaml,line=3,col=6,endLine=3,endColumn=12,title=[alias.unresolved]"
        + "::unknown token 'c.100%25'%0Atokens/a,b:c.yaml:3:6: note: did you mean 'c.1'?%0Anote: no place,%0D%0Asecond: line\n"
    )
  }

  @Test func githubWithoutAPlaceHasOnlyATitle() {
    let text = DiagnosticRenderer(sources: SourceFileStore(), format: .github).render(
      Diagnostic(.configTraitsIgnored(), at: nil))
    #expect(text.hasPrefix("::warning title=[config.traits-ignored]::'traits' is ignored"))
  }

  @Test func githubNamesEachSeverityWithItsWorkflowCommand() {
    #expect(DiagnosticRenderer.command(for: .error) == "error")
    #expect(DiagnosticRenderer.command(for: .warning) == "warning")
    #expect(DiagnosticRenderer.command(for: .note) == "notice")
  }

  @Test func jsonIsOneLineWithEveryKeyInOrder() {
    #expect(
      render(.json)
        == #"{"severity":"error","id":"alias.unresolved","message":"unknown token 'c.100%'","#
        + #""file":"tokens/a,b:c.yaml","line":3,"column":6,"endLine":3,"endColumn":12,"notes":["#
        + #"{"message":"did you mean 'c.1'?","file":"tokens/a,b:c.yaml","line":3,"column":6},"#
        + #"{"message":"no place,\r\nsecond: line","file":null,"line":null,"column":null}]}"# + "\n")
  }

  /// Past 20 of one id, a reader sees one note counting the rest; a program reading JSON gets every one, each on
  /// a line of its own, and notes grouped in turn (more than 20 ids grouped) are listed too.
  @Test func jsonListsWhatTheTextFormatsGroup() {
    let floods = (0..<25).flatMap { id in
      (0..<30).map { index in
        Diagnostic(.aliasUnresolved("t\(id).\(index)", appearance: nil), at: Self.range).with(id: "flood.\(id)")
      }
    }
    let grouped = DiagnosticGrouping.group(DiagnosticGrouping.group(floods.sorted()))
    let clang = DiagnosticRenderer(sources: SourceFileStore(), format: .clang).render(grouped)
    #expect(clang.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count == 25 * 20)
    #expect(clang.contains("more diagnostic(s) [flood.0] like the 20 above, not shown"))
    let json = DiagnosticRenderer(sources: SourceFileStore(), format: .json).render(grouped)
    let lines = json.split(separator: "\n")
    #expect(lines.count == 25 * 30)
    #expect(lines.allSatisfy { $0.contains(#""severity":"error""#) })
    #expect(Set(lines).count == lines.count)
  }

  @Test func absolutePathsJoinTheBaseToRelativePathsOnly() {
    #expect(render(.clang, absoluteBase: "/src").hasPrefix("/src/tokens/a,b:c.yaml:3:6: error: unknown token"))
    var diagnostic = Self.diagnostic
    diagnostic.range?.file = "./t.yaml"
    diagnostic.notes = [.init("n", at: SourceRange.file("/abs/u.yaml"))]
    let text = DiagnosticRenderer(sources: SourceFileStore(), format: .clang, absoluteBase: "/src").render(diagnostic)
    #expect(text.hasPrefix("/src/t.yaml:3:6: error:"))
    #expect(text.contains("\n/abs/u.yaml:1:1: note: n\n"))
  }
}

extension Diagnostic {
  /// The diagnostic under another id, as a flood of one id is made here.
  fileprivate func with(id: String) -> Diagnostic {
    var copy = self
    copy.id = id
    return copy
  }
}
