import Foundation
import Testing

@testable import SwatchKit

/// Real-world DTCG resolvers from `../shared/corpora` (never copied into the repository) load, with
/// composite types skipped, and give the values their source files hold. Skipped when the folder is
/// absent, except under `CI=true`, where it must be present.
@Suite struct CorpusSmokeTests {
  static let folder = DTCGReadBackTests.repository + "/../shared/corpora/terrazzo-dtcg-examples"
  static let isAvailable = FileManager.default.fileExists(atPath: folder)
  static let isRequired = ProcessInfo.processInfo.environment["CI"] == "true"

  @Test func corporaArePresentUnderCI() {
    #expect(Self.isAvailable || !Self.isRequired, "CI=true but \(Self.folder) is missing")
  }

  /// Values checked by hand in `figma-sds/theme-{light,dark}.tokens.json` and `color.tokens.json`:
  /// `color.background.default.$root` is `{color.white.1000}` (#ffffff) in light, `{color.gray.900}` (#1e1e1e) in dark.
  @Test(.enabled(if: isAvailable, "../shared/corpora is absent")) func figmaSDS() throws {
    let graph = try load("figma-sds", skipped: 19, notes: ["resolver.modifier-appearance"])
    // `theme` has exactly a light and a dark context, so it becomes the platforms' `appearance`.
    #expect(graph.traits.traits == [Trait(name: "appearance", values: ["light", "dark"])])
    #expect(graph.tokens.count == 279)
    #expect(graph.hex("color.background.default.$root", in: "light") == "#FFFFFFFF")
    #expect(graph.hex("color.background.default.$root", in: "dark") == "#1E1E1EFF")
    #expect(graph.value("size.blur.100") == .dimension(DimensionValue(value: 0.25, unit: .rem)))
  }

  /// `microsoft-fluent/theme-{default,inverted}.tokens.json`: `semanticColors.errorText` is #a4262c / #f1707b.
  @Test(.enabled(if: isAvailable, "../shared/corpora is absent")) func microsoftFluent() throws {
    let graph = try load("microsoft-fluent", skipped: 19)
    #expect(graph.traits.traits == [Trait(name: "theme", values: ["default", "inverted"])])
    #expect(graph.hex("semanticColors.errorText", in: "default") == "#A4262CFF")
    #expect(graph.hex("semanticColors.errorText", in: "inverted") == "#F1707BFF")
  }

  /// `shopify-polaris/colors.tokens.json`: `color.blueLighter` is #ebf5fa; no modifiers, so one appearance.
  @Test(.enabled(if: isAvailable, "../shared/corpora is absent")) func shopifyPolaris() throws {
    let graph = try load("shopify-polaris", skipped: 0)
    #expect(graph.appearances.count == 1)
    #expect(graph.tokens.count == 67)
    #expect(graph.hex("color.blueLighter") == "#EBF5FAFF")
  }

  private func load(_ name: String, skipped: Int, notes: [String] = []) throws -> ResolvedTokenGraph {
    let (graph, all) = resolveResolver("\(Self.folder)/\(name).resolver.json", unsupportedTypes: .skip)
    #expect(all.filter { $0.severity == .note }.map(\.id) == notes)
    let diagnostics = all.filter { $0.severity != .note }
    #expect(diagnostics.map(\.id) == (skipped == 0 ? [] : ["type.skipped"]), "\(diagnostics.prefix(3))")
    if skipped > 0 { #expect(diagnostics.first?.message.hasPrefix("skipped \(skipped) token(s)") == true) }
    return try #require(graph)
  }
}
