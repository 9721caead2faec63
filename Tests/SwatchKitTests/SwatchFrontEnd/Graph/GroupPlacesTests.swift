import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A path is both a token and a group (`token.group-conflict`) only where some appearance would hold both: two
/// themes of one Tokens Studio group never meet, two groups' themes (a brand and a mode) do, and so do a set
/// every theme enables and any theme.
@Suite struct GroupPlacesTests {
  /// A Tokens Studio folder whose `$themes.json` is `themes`, with the sets `sets` (name to JSON).
  private static func load(themes: String, sets: [String: String]) throws -> (Project, TemporaryProject) {
    var files = ["swatch.yaml": "tokens: [tokens]\n", "tokens/$themes.json": themes]
    for (name, text) in sets { files["tokens/\(name).json"] = text }
    let project = try TemporaryProject(files: files)
    return (Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []), project)
  }

  private static let modes = ##"""
    [{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
     {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
    """##

  /// The light theme's `color.primary` is a token, the dark theme's a group: each appearance has its own.
  @Test func twoThemesOfOneGroupEachKeepTheirs() throws {
    let (loaded, project) = try Self.load(
      themes: Self.modes,
      sets: [
        "core": ##"{"base": {"value": "#101010", "type": "color"}}"##,
        "light": ##"{"color": {"primary": {"value": "#ff0000", "type": "color"}}}"##,
        "dark": ##"{"color": {"primary": {"main": {"value": "{base}", "type": "color"}}}}"##,
      ])
    defer { project.remove() }
    let graph = try #require(loaded.resolved, "\(loaded.diagnostics.map(\.message))")
    #expect(!loaded.diagnostics.contains { $0.id == "token.group-conflict" })
    let (dark, light) = try (
      #require(graph.traits.appearance(named: "dark")), #require(graph.traits.appearance(named: "light"))
    )
    #expect(graph.hex("color.primary", in: "light") == "#FF0000FF")
    #expect(graph.token("color.primary")?.absentAppearances == [dark.index])
    #expect(graph.hex("color.primary.main", in: "dark") == "#101010FF")
    #expect(graph.token("color.primary.main")?.absentAppearances == [light.index])
  }

  /// A set every theme reads (`source`) making the path a group meets each theme's token of that path.
  @Test func aSourceSetsGroupMeetsAThemesToken() throws {
    let (loaded, project) = try Self.load(
      themes: Self.modes,
      sets: [
        "core": ##"{"color": {"primary": {"main": {"value": "#101010", "type": "color"}}}}"##,
        "light": ##"{"color": {"primary": {"value": "#ff0000", "type": "color"}}}"##,
        "dark": ##"{"color": {"bg": {"value": "#000000", "type": "color"}}}"##,
      ])
    defer { project.remove() }
    let conflict = try #require(loaded.diagnostics.first { $0.id == "token.group-conflict" })
    #expect(conflict.severity == .error && conflict.range?.file.hasSuffix("tokens/light.json") == true)
    #expect(conflict.notes.first?.range?.file.hasSuffix("tokens/core.json") == true)
  }

  /// A brand's token and a mode's group meet in the appearance that is that brand in that mode.
  @Test func themesOfTwoGroupsMeet() throws {
    let themes = ##"""
      [{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
       {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}},
       {"id": "3", "name": "Acme", "group": "Brand", "selectedTokenSets": {"acme": "enabled"}}]
      """##
    let (loaded, project) = try Self.load(
      themes: themes,
      sets: [
        "light": ##"{"color": {"primary": {"main": {"value": "#ff0000", "type": "color"}}}}"##,
        "dark": ##"{"color": {"bg": {"value": "#000000", "type": "color"}}}"##,
        "acme": ##"{"color": {"primary": {"value": "#00ff00", "type": "color"}}}"##,
      ])
    defer { project.remove() }
    let conflict = try #require(loaded.diagnostics.first { $0.id == "token.group-conflict" })
    #expect(conflict.range?.file.hasSuffix("tokens/acme.json") == true)
    #expect(conflict.notes.first?.range?.file.hasSuffix("tokens/light.json") == true)
  }
}
