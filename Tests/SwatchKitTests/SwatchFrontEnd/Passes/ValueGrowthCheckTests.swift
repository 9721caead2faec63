import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// References that multiply a value (ten aliases to a token of ten aliases…) are stopped before any appearance
/// is resolved: a shadow past `maximumLayers`, a string past `maximumTextBytes`, and tokens too large together,
/// each located where the growth is written; what real sets do (a few spliced shadows) passes.
@Suite struct ValueGrowthCheckTests {
  /// `levels` tokens below `group`, each holding ten references to the one before it.
  static func bomb(_ group: String, type: String, seed: String, levels: Int, item: (String) -> String) -> String {
    var lines = ["\(group):", "  $type: \(type)", "  s0:", "    $value: \(seed)"]
    for level in 1...levels {
      let items = Array(repeating: item("{\(group).s\(level - 1)}"), count: 10)
      lines += [
        "  s\(level):",
        "    $value: \(type == "string" ? "\"\(items.joined(separator: " "))\"" : "[\(items.joined(separator: ", "))]")",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func resolve(_ text: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
  }

  @Test func shadowsSplicedTenfoldAtEachLevelStopPastTheLimit() {
    let seed = "{ color: \"#000000\", offsetX: 1px, offsetY: 1px, blur: 2px, spread: 0px }"
    let result = Self.resolve(Self.bomb("sh", type: "shadow", seed: seed, levels: 8) { "\"\($0)\"" })
    #expect(result.resolved == nil)
    let errors = result.diagnostics.filter { $0.id == "value.too-large" }
    // 10^4 layers and beyond: s4 to s8, each at its own `$value`.
    #expect(errors.map { $0.range?.start.line } == [12, 14, 16, 18, 20])
    #expect(errors.first?.message.hasPrefix("this shadow would have 10000 layers") == true)
    #expect(errors.last?.message.hasPrefix("this shadow would have 100000000 layers") == true)
  }

  @Test func aStringOfReferencesToReferencesStopsPastTheLimit() {
    let result = Self.resolve(Self.bomb("st", type: "string", seed: "\"xxxxxxxxxx\"", levels: 6) { $0 })
    #expect(result.resolved == nil)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == ["value.too-large", "value.too-large"])
    #expect(errors.first?.message.hasPrefix("this string would have 1099999 bytes") == true)
  }

  @Test func manyTokensUnderTheLimitAreStoppedTogether() {
    var text = "st:\n  $type: string\n  big: \"\(String(repeating: "x", count: 100_000))\"\n"
    for index in 0..<40 {
      text += "  s\(index): \"\(Array(repeating: "{st.big}", count: 10).joined(separator: " "))\"\n"
    }
    let result = Self.resolve(text)
    #expect(result.resolved == nil)
    let error = result.diagnostics.first { $0.id == "value.too-large" }
    #expect(
      error?.message.hasPrefix("the string tokens would have 320802880 bytes in all appearances together") == true)
  }

  /// Sizes are found without recursion: a chain of 20,000 shadows each splicing the one before is measured
  /// (and is too large) without exhausting the stack.
  @Test func aLongChainIsMeasuredWithoutRecursion() {
    var text =
      "s:\n  $type: shadow\n  s0: { $value: { color: \"#000\", offsetX: 0, offsetY: 0, blur: 0, spread: 0 } }\n"
    for index in 1..<20_000 { text += "  s\(index): { $value: [\"{s.s\(index - 1)}\", \"{s.s0}\"] }\n" }
    let result = Self.resolve(text)
    #expect(result.resolved == nil)
    #expect(result.diagnostics.first { $0.id == "value.too-large" }?.range?.start.line == 1_003)
  }

  /// Two tokens naming each other through different appearances are no cycle in any one appearance: sizes are
  /// found per appearance, so `a` (light: `{b}`, dark: a long text) and `b` (light: short, dark: `{a}`) do not
  /// hide the growth of the tokens built on them.
  @Test func tokensNamingEachOtherThroughDifferentAppearancesAreSizedInEach() {
    let long = String(repeating: "x", count: 20_000)
    let ten = { (name: String) in Array(repeating: "{s.\(name)}", count: 10).joined() }
    let text = """
      s:
        $type: string
        a: { $value: "{s.b}", $modes: { dark: "\(long)" } }
        b: { $value: "y", $modes: { dark: "{s.a}" } }
        c: { $value: "\(ten("b"))" }
        d: { $value: "\(ten("c"))" }
        e: { $value: "\(ten("d"))" }
      """
    let result = Self.resolve(text)
    #expect(result.resolved == nil)
    let errors = result.diagnostics.filter { $0.id == "value.too-large" }
    #expect(errors.map { $0.range?.start.line } == [6, 7])
    #expect(errors.last?.message.hasPrefix("this string would have 20000000 bytes") == true)
  }

  /// Only growth counts: a long text written out in full is the file's own size, whatever other tokens do.
  @Test func aLongLiteralIsNotGrowth() {
    let text =
      "s:\n  $type: string\n  big: \"\(String(repeating: "x", count: 1_100_000))\"\n  m: \"{s.n}{s.n}\"\n  n: x\n"
    #expect(Self.resolve(text).diagnostics.filter { $0.id == "value.too-large" }.isEmpty)
  }

  /// Too large together, the largest are reported, as many as must go for the rest to fit: keeping going
  /// leaves out just those.
  @Test func keepingGoingLeavesOutJustEnoughOfTokensTooLargeTogether() throws {
    var text = "st:\n  $type: string\n  big: \"\(String(repeating: "x", count: 100_000))\"\n"
    for index in 0..<40 { text += "  s\(index): \"\(Array(repeating: "{st.big}", count: 10).joined())\"\n" }
    let strict = Self.resolve(text)
    #expect(strict.diagnostics.filter { $0.id == "value.too-large" }.count == 7)
    let lenient = TokenPipeline(traits: .standard, keepGoing: true).resolve([SourceText(path: "t.yaml", text: text)])
    let graph = try #require(lenient.resolved)
    #expect(graph.tokens.count == 34)
  }

  @Test func splicedShadowsAndTextsOfRealSetsPass() throws {
    let seed = "{ color: \"#000000\", offsetX: 1px, offsetY: 1px, blur: 2px, spread: 0px }"
    let text =
      Self.bomb("sh", type: "shadow", seed: seed, levels: 2) { "\"\($0)\"" }
      + Self.bomb("st", type: "string", seed: "\"xxxxxxxxxx\"", levels: 3) { $0 }
    let result = Self.resolve(text)
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let s2 = try #require(graph.tokens.first { $0.path.string == "sh.s2" })
    guard case .shadow(let layers) = s2.values[0] else {
      Issue.record("sh.s2 is not a shadow")
      return
    }
    #expect(layers.count == 100)
  }
}
