import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// Contrast pairs inferred from token names when none is configured: which pairs, which minimums, and that
/// configuring a pair or turning the rule off stops the inference.
@Suite struct ContrastInferenceTests {
  static let yaml = """
    label:
      $type: color
      primary: { $value: "#1C1C1E", $modes: { dark: "#FFFFFF" } }
      secondary: "#A0A0A0"
      disabled: "#EEEEEE"
      1-invert: "#FFFFFF"
    background:
      $type: color
      primary: { $value: "#FFFFFF", $modes: { dark: "#000000" } }
      grouped: "#F2F2F7"
    color:
      $type: color
      onAccent: "#FFFFFF"
      accent: "#FFCC00"
      chip: { labelBorder: "#00FF00" }
    palette:
      $type: color
      gray: "#888888"
    """

  static let range = SourceRange(
    file: "swatch.yaml", start: SourcePosition(line: 2, column: 3), end: SourcePosition(line: 2, column: 10))

  static func graph() throws -> ResolvedTokenGraph {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens.yaml", text: yaml)])
    return try #require(result.resolved)
  }

  static func names(_ graph: ResolvedTokenGraph) -> [String] {
    ContrastInference.pairs(in: graph).map {
      "\(graph.tokens[$0.foreground].path.string) on \(graph.tokens[$0.background].path.string) \($0.minimum)"
    }
  }

  /// The preview shows the pairs lint infers, when nothing is configured (it showed "0 contrast checks" while
  /// lint failed pairs), and none once the rule is `off`.
  /// A watching process's graph patched from the last one carries its pairs (the live preview asked for them on
  /// every save, 1.6 G instructions at 10,000 tokens), equal to the pairs of a graph resolved from scratch.
  /// An ASCII component's words are read byte by byte, as the Characters give them: checked over random ASCII
  /// names of letters, digits and separators, and a few by hand.
  @Test func asciiWordsAreTheCharactersWords() {
    #expect(ContrastInference.words(of: "onPrimary2Hover") == ["on", "primary", "2", "hover"])
    #expect(ContrastInference.words(of: "text-HTTPError_v2") == ["text", "httperror", "v", "2"])
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let alphabet = Array("aZ9-_ .Bx0\r\n")
    for _ in 0..<2_000 {
      var name = ""
      for _ in 0..<Int(state % 12) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        name.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      #expect(ContrastInference.asciiWords(of: name) == ContrastInference.characterWords(of: name), "\(name)")
    }
  }

  @Test func aPatchedGraphCarriesThePairsAsAFreshOneMakesThem() throws {
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    let resolve = { (text: String) in
      try #require(pipeline.resolve([SourceText(path: "tokens.yaml", text: text)]).resolved)
    }
    let first = try resolve(Self.yaml)
    #expect(Self.names(first).count > 0)
    let edited = Self.yaml.replacingOccurrences(of: "\"#A0A0A0\"", with: "\"#A0A0A1\"")
    let second = try resolve(edited)
    #expect(second.remadeTokens?.isEmpty == false)
    let fresh = try #require(
      TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens.yaml", text: edited)]).resolved)
    #expect(Self.names(second) == Self.names(fresh))
  }

  @Test func thePreviewMeasuresTheInferredPairs() throws {
    let graph = try Self.graph()
    let measured = PreviewPage(graph: graph, config: .standard).measurements
    let inferred = Set(Self.names(graph).map { $0.split(separator: " ").prefix(3).joined(separator: " ") })
    #expect(!inferred.isEmpty)
    #expect(Set(measured.map { "\($0.foreground) on \($0.background)" }) == inferred)
    #expect(measured.count == inferred.count * graph.appearances.count)
    var config = SwatchConfig.standard
    config.lint.severities["contrast-inferred"] = Located(.off, at: Self.range)
    #expect(PreviewPage(graph: graph, config: config).measurements.isEmpty)
  }

  @Test func pairsByRoleWithMinimumsByRole() throws {
    // Body text on the main background at 4.5, secondary text at 3, disabled text skipped, an onX on its
    // sibling X, a background that is not the main one (grouped) and a palette color left alone.
    #expect(
      Set(Self.names(try Self.graph())) == [
        "label.primary on background.primary 4.5", "label.secondary on background.primary 3.0",
        "color.onAccent on color.accent 4.5",
      ])
  }

  @Test(arguments: [
    ("colorNeutralForeground1", ["color", "neutral", "foreground", "1"]),
    ("fgColor-default", ["fg", "color", "default"]),
    ("on_surface", ["on", "surface"]), ("TEXT2", ["text", "2"]), ("$root", ["root"]),
  ])
  func wordsSplitLikeTheSecondImplementation(_ name: String, _ words: [String]) {
    #expect(ContrastInference.words(of: name) == words)
  }

  @Test func inferredFindingsAreWarningsAndOffOrConfiguredPairsStopThem() throws {
    let graph = try Self.graph()
    var config = SwatchConfig(tokenSources: [], traits: .standard, baseDirectory: "/")
    let findings = Linter(graph: graph, config: config).run().findings.filter { $0.rule == "contrast-inferred" }
    // '#A0A0A0' on white is 2.6:1, under 3; '#FFFFFF' on '#FFCC00' is 1.5:1, under 4.5.
    #expect(Set(findings.map(\.token)) == ["label.secondary", "color.onAccent"])
    #expect(findings.allSatisfy { $0.severity == .warning && $0.message.id == "lint.contrast-inferred" })
    config.lint.severities["contrast-inferred"] = Located(.off, at: Self.range)
    let off = Linter(graph: graph, config: config).run()
    #expect(off.findings.allSatisfy { !$0.rule.hasPrefix("contrast") })
    #expect(off.errors.map(\.id) == ["lint.contrast-none"], "nothing is checked: the note says so")
    config.lint.severities = [:]
    config.lint.contrast = [
      ContrastRequirement(
        foreground: Located("label.primary", at: Self.range), background: Located("background.grouped", at: Self.range),
        minimum: 4.5, algorithm: .wcag, range: nil)
    ]
    let configured = Linter(graph: graph, config: config).run()
    #expect(!configured.findings.contains { $0.rule == "contrast-inferred" })
    #expect(configured.errors.isEmpty)
  }
}
