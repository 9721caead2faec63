import Foundation
import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A Material Theme Builder export read as Material's tokens: each scheme an appearance, the tonal palettes
/// as plain colors, the schemes a project's traits lack left out with one warning each.
@Suite struct MaterialThemeExportTests {
  /// The export's shape, cut to two roles, two palettes of three tones, and every scheme.
  static let export = ##"""
    {
      "description": "TYPE: CUSTOM\nMaterial Theme Builder export 2025-03-01 10:00:00",
      "seed": "#1D5BEE",
      "coreColors": {"primary": "#1D5BEE"},
      "extendedColors": [],
      "schemes": {
        "light": {"primary": "#4C5C92", "onPrimary": "#FFFFFF"},
        "light-medium-contrast": {"primary": "#24356A", "onPrimary": "#FFFFFE"},
        "light-high-contrast": {"primary": "#1A2B5F", "onPrimary": "#FFFFFD"},
        "dark": {"primary": "#B5C4FF", "onPrimary": "#1D2D61"},
        "dark-medium-contrast": {"primary": "#D3DBFF", "onPrimary": "#112155"},
        "dark-high-contrast": {"primary": "#EEEFFF", "onPrimary": "#000000"}
      },
      "palettes": {
        "primary": {"0": "#000000", "40": "#4C5C92", "100": "#FFFFFF"},
        "neutral-variant": {"0": "#000000", "50": "#767680", "100": "#FFFFFF"}
      }
    }
    """##

  private func resolve(_ text: String, traits: TraitSet = .standard) throws -> (PipelineResult, ResolvedTokenGraph) {
    let result = TokenPipeline(traits: traits).resolve([SourceText(path: "material-theme.json", text: text)])
    return (result, try #require(result.resolved, "\(result.diagnostics.map(\.message))"))
  }

  /// Under the standard traits the light, dark and high contrast schemes are appearances; the medium contrast
  /// ones name a value no trait has, and are left out with one warning each at the scheme's name.
  @Test func schemesAreAppearancesAndTheMediumContrastOnesNeedATraitValue() throws {
    let (result, graph) = try resolve(Self.export)
    #expect(graph.hex("md.sys.color.primary", in: "light") == "#4C5C92FF")
    #expect(graph.hex("md.sys.color.primary", in: "dark") == "#B5C4FFFF")
    #expect(graph.hex("md.sys.color.primary", in: "light high-contrast") == "#1A2B5FFF")
    #expect(graph.hex("md.sys.color.onPrimary", in: "dark high-contrast elevated") == "#000000FF")
    #expect(result.diagnostics.map(\.id) == ["format.unmapped", "format.unmapped"])
    let first = try #require(result.diagnostics.first)
    #expect(first.severity == .warning)
    #expect(first.range?.start == SourcePosition(line: 8, column: 5))
    #expect(first.message.contains("scheme 'light-medium-contrast' names 'medium-contrast'"))
    #expect(first.message.contains("'md.sys.color.primary' and 1 other(s)"))
    #expect(result.diagnostics.last?.message.contains("scheme 'dark-medium-contrast' names 'medium-contrast',") == true)
  }

  /// With a contrast value for it, every scheme is an appearance of its own.
  @Test func aDeclaredMediumContrastKeepsAllSixSchemes() throws {
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]),
      Trait(name: "contrast", values: ["normal", "high-contrast", "medium-contrast"]),
    ])
    let (result, graph) = try resolve(Self.export, traits: traits)
    #expect(result.diagnostics.isEmpty)
    let primary = [
      "light", "light medium-contrast", "light high-contrast", "dark", "dark medium-contrast",
      "dark high-contrast",
    ].map { graph.hex("md.sys.color.primary", in: $0) }
    #expect(primary == ["#4C5C92FF", "#24356AFF", "#1A2B5FFF", "#B5C4FFFF", "#D3DBFFFF", "#EEEFFFFF"])
    #expect(graph.hex("md.sys.color.onPrimary", in: "light medium-contrast") == "#FFFFFEFF")
  }

  /// The tonal palettes are named as Material names them (`md.ref.palette.primary40`), the same everywhere;
  /// the seed and core colors are not tokens.
  @Test func palettesAreNamedByPaletteAndTone() throws {
    let (_, graph) = try resolve(Self.export)
    #expect(graph.hex("md.ref.palette.primary40", in: "dark") == "#4C5C92FF")
    #expect(graph.hex("md.ref.palette.neutral-variant50", in: "light") == "#767680FF")
    #expect(graph.tokens.count == 2 + 6)
  }

  /// What the export holds that has no token form is said, once a kind: extended colors (their source colors
  /// only), a scheme named neither light nor dark, a role the light scheme lacks.
  @Test func whatHasNoTokenFormIsReported() throws {
    let text = ##"""
      {"coreColors": {"primary": "#6750A4"},
       "extendedColors": [{"name": "brand", "color": "#FF6B6B", "harmonized": true}, {"name": "ok", "color": "#00FF00"}],
       "schemes": {"light": {"primary": "#65558F"}, "dark": {"primary": "#CFBDFE", "scrim": "#000000"},
                   "monochrome": {"primary": "#444444"}}}
      """##
    let (result, graph) = try resolve(text)
    #expect(graph.hex("md.sys.color.primary", in: "dark") == "#CFBDFEFF")
    #expect(graph.token("md.sys.color.scrim") == nil)
    let messages = result.diagnostics.map(\.message)
    #expect(result.diagnostics.allSatisfy { $0.id == "format.unmapped" && $0.severity == .warning })
    #expect(
      messages.contains { $0.contains("a scheme named neither 'light…' nor 'dark…'") && $0.contains("'monochrome'") })
    #expect(messages.contains { $0.contains("the light scheme lacks") && $0.contains("'scrim'") })
    #expect(messages.contains { $0.contains("extended colors") && $0.contains("'brand' and 1 other(s)") })
  }

  /// With no `light` scheme the first stands for the default appearance too, and says so; a scheme named as one
  /// before it reads (`Light` beside `light`) is left out with a warning, the first kept.
  @Test func aMissingLightSchemeAndATwinSchemeAreSaid() throws {
    let text = ##"""
      {"palettes": {}, "schemes": {"dark": {"primary": "#CFBDFE"}, "dark-high-contrast": {"primary": "#F4EDFF"},
                                   "Dark": {"primary": "#000000"}}}
      """##
    let (result, graph) = try resolve(text)
    #expect(graph.hex("md.sys.color.primary", in: "dark") == "#CFBDFEFF")
    #expect(graph.hex("md.sys.color.primary", in: "light") == "#CFBDFEFF")
    #expect(graph.hex("md.sys.color.primary", in: "dark high-contrast") == "#F4EDFFFF")
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("no 'light' scheme: the first scheme is the default value too: 'dark'") })
    // With no dark scheme, the dark appearances take the light values, and a warning says so.
    let lightOnly = ##"""
      {"palettes": {}, "schemes": {"light": {"a": "#FFFFFF"}, "Light-High-Contrast": {"a": "#EEEEEE"}}}
      """##
    let (lit, litGraph) = try resolve(lightOnly)
    #expect(litGraph.hex("md.sys.color.a", in: "dark high-contrast") == "#EEEEEEFF")
    #expect(lit.diagnostics.contains { $0.message.contains("no 'dark…' scheme: the dark appearances take the light") })
    #expect(messages.contains { $0.contains("a scheme named as one before it reads") && $0.contains("'Dark'") })
  }

  /// `swatch init` declares the contrast values the export's schemes name, and no contrast trait for an export of
  /// light and dark alone.
  @Test func initDeclaresTheContrastValuesTheSchemesName() throws {
    let folder = NSTemporaryDirectory() + "swatch-material-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let full = folder + "/material-theme.json"
    try Data(Self.export.utf8).write(to: URL(fileURLWithPath: full))
    #expect(
      MaterialThemeExport.traits(ofExportAt: full)
        == ["  appearance: [light, dark]", "  contrast: [normal, high-contrast, medium-contrast]"])
    let plain = folder + "/plain.json"
    let twoSchemes = ##"{"palettes": {}, "schemes": {"light": {"a": "#FFFFFF"}, "dark": {"a": "#000000"}}}"##
    try Data(twoSchemes.utf8).write(to: URL(fileURLWithPath: plain))
    #expect(MaterialThemeExport.traits(ofExportAt: plain) == ["  appearance: [light, dark]"])
    let other = folder + "/tokens.json"
    try Data(##"{"a": {"$type": "color", "$value": "#FFFFFF"}}"##.utf8).write(to: URL(fileURLWithPath: other))
    #expect(MaterialThemeExport.traits(ofExportAt: other) == nil)
  }

  /// A scheme's name gives its mode key: the rest after `light-` or `dark-` is one trait value.
  @Test func schemeNamesReadAsModeKeys() {
    #expect(MaterialThemeExport.modeKey(ofScheme: "light") == "")
    #expect(MaterialThemeExport.modeKey(ofScheme: "dark") == "dark")
    #expect(MaterialThemeExport.modeKey(ofScheme: "light-high-contrast") == "high-contrast")
    #expect(MaterialThemeExport.modeKey(ofScheme: "dark-medium-contrast") == "dark medium-contrast")
    #expect(MaterialThemeExport.modeKey(ofScheme: "Dark-High-Contrast") == "dark high-contrast")
    #expect(MaterialThemeExport.modeKey(ofScheme: "lightish") == nil)
    #expect(MaterialThemeExport.modeKey(ofScheme: "vibrant") == nil)
  }

  /// A bad color in a scheme is the value error it is in any token file, at its place.
  @Test func aBadColorIsReportedWhereItIsWritten() {
    let text = ##"{"palettes": {}, "schemes": {"light": {"primary": "#65558F"}, "dark": {"primary": "blue-ish"}}}"##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "material-theme.json", text: text)])
    #expect(result.resolved == nil)
    #expect(result.diagnostics.first?.severity == .error)
    #expect(result.diagnostics.first?.range?.start.column == 83)  // "blue-ish"
  }
}
