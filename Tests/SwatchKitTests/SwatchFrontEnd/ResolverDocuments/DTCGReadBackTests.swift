import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Swatch's DTCG output (token file plus resolver) read back by Swatch gives the graph it was written from.
@Suite struct DTCGReadBackTests {
  static let repository = TestPaths.repository.path

  @Test func embeddedTokensReadBackInEveryAppearance() throws {
    // With the repository's own traits (Reduce Motion among them), as `swatch build` reads them.
    let project = Project.load(configPath: Self.repository + "/swatch.yaml", tokenPaths: [])
    #expect(!project.diagnostics.containsErrors)
    let original = try #require(project.resolved)
    #expect(original.traits.appearances.count == 16)
    try expectReadBack(original)
  }

  /// A custom trait set (three traits, one with three values), a Display P3 color and every type DTCG has.
  @Test func customTraitsAndP3ReadBack() throws {
    let yaml = """
      brand:
        $type: color
        red: { $value: "color(display-p3 1 0.1 0.05)", $modes: { night: "color(display-p3 0.9 0.2 0.1)" } }
        ink: { $value: "#111111", $modes: { night: "#EEEEEE", "night dense": "#FFFFFF", sepia: "#332211" } }
        tint: { $value: "{brand.red} / 40%", $modes: { wide: "{brand.ink}" } }
      space:
        gap: { $type: dimension, $value: 8px, $modes: { dense: 4px, "dense wide": 0.5rem } }
        ratio: { $type: number, $value: 1.5 }
      motion:
        fast: { $type: duration, $value: 120ms, $modes: { dense: 0.1s } }
        ease: { $type: cubicBezier, $value: [0.2, 0, 0, 1] }
      font:
        body: { $type: fontFamily, $value: [Inter, sans-serif] }
        weight: { $type: fontWeight, $value: 400, $modes: { sepia: 600 } }
      """
    let traits = TraitSet([
      Trait(name: "theme", values: ["day", "night", "sepia"]),
      Trait(name: "density", values: ["comfortable", "dense"]),
      Trait(name: "width", values: ["narrow", "wide"]),
    ])
    let result = TokenPipeline(traits: traits).resolve([SourceText(path: "custom.yaml", text: yaml)])
    #expect(result.diagnostics.isEmpty)
    let original = try #require(result.resolved)
    #expect(original.value("brand.red", in: "night")?.type == .color)
    if case .color(let red) = original.value("brand.red") { #expect(red.space == .displayP3) }
    try expectReadBack(original)
  }

  /// Writes `original` through the JSON writer's `dtcg` shape, reads the resolver back and compares.
  private func expectReadBack(_ original: ResolvedTokenGraph) throws {
    var options = JSONWriter.Options()
    options.shape = .dtcg
    let written = JSONWriter().write(
      original, options: options, context: WriterContext(templates: .builtIn, entryRange: nil))
    let folder = try TemporaryFolder()
    for file in written.files { try folder.write(file.path, file.contents) }
    let (readBack, diagnostics) = resolveResolver(folder.path + "/tokens.resolver.json")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let graph = try #require(readBack)
    #expect(graph.traits == original.traits)
    // The DTCG shape leaves out string tokens and Swatch's material tokens (docs/materials.md).
    let expected = original.tokens.filter { $0.type != .string && $0.type != .material }
    #expect(graph.tokens.map(\.path) == expected.map(\.path))
    for (token, other) in zip(expected, graph.tokens) {
      #expect(token.type == other.type, "\(token.path)")
      for appearance in original.appearances {
        let (a, b) = (token.values[appearance.index], other.values[appearance.index])
        #expect(Self.equal(a, b), "\(token.path) in '\(appearance.name)': \(a) became \(b)")
      }
    }
  }

  /// Equal values; colors in the same space with components and alpha within 1e-9.
  static func equal(_ a: TokenValue, _ b: TokenValue) -> Bool {
    guard case .color(let x) = a, case .color(let y) = b else { return a == b }
    return x.space == y.space && isClose(x.components + [x.alpha], y.components + [y.alpha])
  }
}
