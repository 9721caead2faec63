import Foundation
import SwatchKit
import Testing

/// The token format issue's own example, checked value by value against what the issue says it means.
@Suite struct IssueExampleTests {
  func resolve() throws -> ResolvedTokenGraph {
    let url = GoldenCase.casesDirectory.appendingPathComponent("issue-example/tokens/colors.yaml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens/colors.yaml", text: text)])
    #expect(result.diagnostics.isEmpty)
    return try #require(result.resolved)
  }

  /// `#RRGGBBAA` of `path` in the appearance named `appearance`, computed here from the sRGB components.
  func hex(_ graph: ResolvedTokenGraph, _ path: String, _ appearance: String) throws -> String {
    let token = try #require(graph.token(path))
    let index = try #require(graph.traits.appearance(named: appearance)).index
    guard case .color(let color) = token.values[index] else {
      Issue.record("\(path) is not a color")
      return ""
    }
    #expect(color.space == .srgb)
    return "#"
      + (color.components + [color.alpha]).map { component in
        let byte = Int((component * 255).rounded())
        return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }.joined()
  }

  @Test func backgroundPrimaryFollowsTheDarkAndElevatedKeys() throws {
    let graph = try resolve()
    #expect(try hex(graph, "background.primary", "light normal base") == "#FFFFFFFF")
    #expect(try hex(graph, "background.primary", "light high-contrast elevated") == "#FFFFFFFF")
    #expect(try hex(graph, "background.primary", "dark normal base") == "#000000FF")
    #expect(try hex(graph, "background.primary", "dark high-contrast base") == "#000000FF")
    #expect(try hex(graph, "background.primary", "dark normal elevated") == "#1C1C1EFF")
    #expect(try hex(graph, "background.primary", "dark high-contrast elevated") == "#1C1C1EFF")
    #expect(graph.token("background.primary")?.description == "Base background of a full-screen view.")
  }

  @Test func labelSecondaryReplacesAlphaAndWeighsDarkOverContrast() throws {
    let graph = try resolve()
    // 60% of 255 is 153 (0x99); 68% is 173.4, which rounds to 173 (0xAD).
    #expect(try hex(graph, "label.secondary", "light normal base") == "#3C3C4399")
    #expect(try hex(graph, "label.secondary", "light normal elevated") == "#3C3C4399")
    #expect(try hex(graph, "label.secondary", "light high-contrast base") == "#3C3C43AD")
    // `dark` weighs 4 and `high-contrast` 2, so dark wins where both hold.
    #expect(try hex(graph, "label.secondary", "dark normal base") == "#EBEBF599")
    #expect(try hex(graph, "label.secondary", "dark high-contrast base") == "#EBEBF599")
  }

  @Test func shorthandAndValueMappingsReadAlike() throws {
    let graph = try resolve()
    #expect(
      graph.tokens.map(\.path.string) == [
        "background.primary", "label.secondary", "palette.black", "palette.ink.1c", "palette.label-gray",
        "palette.white",
      ])
    #expect(graph.tokens.allSatisfy { $0.type == .color })
    #expect(try hex(graph, "palette.black", "dark normal base") == "#000000FF")
    #expect(try hex(graph, "palette.ink.1c", "light normal base") == "#1C1C1EFF")
  }
}
