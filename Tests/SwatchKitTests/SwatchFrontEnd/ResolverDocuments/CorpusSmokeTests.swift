import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Real-world DTCG resolvers from `../shared/corpora` (never copied into the repository) load, composite
/// types included, and give the values their source files hold. Skipped when the folder is
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
    // Its 19 typography tokens give `letterSpacing` in `em`, a unit outside DTCG 2025.10's px and rem: read,
    // with one warning for the file naming them, and nothing else is reported.
    let (graph, all) = resolveResolver("\(Self.folder)/figma-sds.resolver.json")
    // `theme` has exactly a light and a dark context, so it becomes `appearance`, with a note saying so.
    #expect(all.filter { $0.severity == .note }.map(\.id) == ["resolver.modifier-appearance"])
    let diagnostics = all.filter { $0.severity != .note }
    #expect(graph != nil)
    #expect(diagnostics.map(\.id) == ["unit.beyond-dtcg"])
    #expect(diagnostics.first?.message.contains("dimension unit 'em'") == true)
    #expect(diagnostics.first?.message.contains("(19 token(s)") == true)
  }

  /// `microsoft-fluent/theme-{default,inverted}.tokens.json`: `semanticColors.errorText` is #a4262c / #f1707b.
  @Test(.enabled(if: isAvailable, "../shared/corpora is absent")) func microsoftFluent() throws {
    // Its shadows write a zero offset as `{value: 0, unit: ""}`, outside DTCG 2025.10: read as 0 with a warning.
    // Its typography tokens carry CSS-only members (`MozOsxFontSmoothing`), left out with a warning.
    let (graph, diagnostics) = resolveResolver("\(Self.folder)/microsoft-fluent.resolver.json")
    let resolved = try #require(graph)
    #expect(!diagnostics.containsErrors)
    let units = diagnostics.filter { $0.id == "unit.beyond-dtcg" }
    #expect(!units.isEmpty && units.allSatisfy { $0.message.contains("a unitless 0") })
    #expect(
      diagnostics.filter { $0.severity == .warning }.allSatisfy {
        $0.id == "value.member-unknown" || $0.id == "unit.beyond-dtcg"
      })
    #expect(resolved.hex("semanticColors.errorText") != nil)
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
