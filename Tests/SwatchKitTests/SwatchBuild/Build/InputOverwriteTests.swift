import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// An output never replaces what the build reads (the configuration, a token file, a template) and never writes
/// a file a token folder would read back: such a build is an error at the output's entry and writes nothing.
@Suite struct InputOverwriteTests {
  static let tokens = "c:\n  $type: color\n  a: \"#000000\"\n"

  static func build(_ config: String, _ files: [String: String] = [:]) throws -> (TemporaryProject, BuildOutcome) {
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/a.yaml": tokens].merging(files) { $1 })
    return (project, project.build())
  }

  @Test func anOutputOntoATokenFileIsAnErrorAndTheFileStays() throws {
    let source = ##"{"d": {"$type": "color", "b": {"$value": "#000000"}}}"##
    let (project, outcome) = try Self.build(
      "tokens: [tokens]\noutputs:\n  - { writer: json, path: ./tokens, file: b }\n", ["tokens/b.json": source])
    defer { project.remove() }
    #expect(outcome.diagnostics.map(\.id) == ["output.input"])
    #expect(outcome.diagnostics.first?.message.contains("tokens/b.json', which this build reads") == true)
    #expect(outcome.diagnostics.first?.range?.start.line == 3)
    #expect(project.read("tokens/b.json") == source)
  }

  @Test func anOutputOntoTheConfigurationOrATemplateIsAnError() throws {
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: template, template: tpl/t.mustache, path: ., file: swatch.yaml }
        - { writer: template, template: tpl/t.mustache, path: tpl, file: t.mustache }

      """
    let (project, outcome) = try Self.build(config, ["tpl/t.mustache": "replaced\n"])
    defer { project.remove() }
    #expect(outcome.diagnostics.map(\.id) == ["output.input", "output.input"])
    #expect(project.read("swatch.yaml") == config)
    #expect(project.read("tpl/t.mustache") == "replaced\n")
  }

  @Test func aTokenFileWrittenIntoATokenFolderIsAnErrorButOtherFilesAreNot() throws {
    let (nested, outcome) = try Self.build("tokens: [tokens]\noutputs:\n  - { writer: json, path: tokens/gen }\n")
    defer { nested.remove() }
    #expect(outcome.diagnostics.map(\.id) == ["output.input"])
    #expect(!nested.exists("tokens/gen"))
    let (css, cssOutcome) = try Self.build("tokens: [tokens]\noutputs:\n  - { writer: css, path: tokens/web }\n")
    defer { css.remove() }
    #expect(cssOutcome.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(css.exists("tokens/web/tokens.css"))
  }

  /// No walk of a token folder enters a hidden folder or `node_modules`: JSON written there is never read back.
  @Test func aTokenFileWrittenIntoAHiddenFolderOfATokenFolderIsFine() throws {
    let (hidden, outcome) = try Self.build(
      "tokens: [tokens]\noutputs:\n  - { writer: json, path: tokens/.build/json }\n")
    defer { hidden.remove() }
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics.map(\.message))")
    #expect(hidden.exists("tokens/.build/json/tokens.json"))
    #expect(hidden.build().diagnostics.filter { $0.severity != .note }.isEmpty)
  }

  /// A Style Dictionary project's folder reads only what its globs match: an output beside its token files is
  /// fine, one its globs would read back is not.
  @Test func aStyleDictionaryProjectsFolderReadsOnlyWhatItsGlobsMatch() throws {
    let files = [
      "config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"#,
      "tokens/a.json": ##"{"c": {"a": {"value": "#000000"}}}"##,
    ]
    let (apart, outcome) = try Self.build("tokens: [.]\noutputs:\n  - { writer: json, path: out/json }\n", files)
    defer { apart.remove() }
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics.map(\.message))")
    #expect(apart.exists("out/json/tokens.json"))
    let (inside, insideOutcome) = try Self.build(
      "tokens: [.]\noutputs:\n  - { writer: json, path: tokens/gen }\n", files)
    defer { inside.remove() }
    #expect(insideOutcome.diagnostics.map(\.id).contains("output.input"))
    #expect(!inside.exists("tokens/gen"))
  }

  /// A Tokens Studio export synced to the project's root reads only the sets its themes select: the JSON output
  /// below it is no set and is fine, and builds again with nothing to do; one named as a selected set is not.
  @Test func aTokensStudioFolderWithThemesReadsOnlyTheSetsTheySelect() throws {
    let themes = ##"""
      [{"name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
       {"name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}]
      """##
    let files = [
      "$themes.json": themes, "light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
      "dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
    ]
    let (root, outcome) = try Self.build("tokens: [.]\noutputs:\n  - { writer: json, path: out/json }\n", files)
    defer { root.remove() }
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics.map(\.message))")
    #expect(root.exists("out/json/tokens.json"))
    #expect(root.build().diagnostics.filter { $0.severity == .error }.isEmpty)
    let (onSet, onSetOutcome) = try Self.build(
      "tokens: [.]\noutputs:\n  - { writer: json, path: ., file: light }\n", files)
    defer { onSet.remove() }
    #expect(onSetOutcome.diagnostics.map(\.id).contains("output.input"))
  }

  /// A Figma export synced to the project's root (`swatch init` there writes `tokens: [.]`) reads only the JSON
  /// files at its top: outputs below it are fine, and the folder is still the export once they exist, so the
  /// second build has nothing to do; a folder of other tokens beside the files makes them plain files again.
  @Test func aFigmaExportAtTheRootReadsOnlyItsTopFiles() throws {
    let mode = { (hex: String) in ##"{"bg": {"$type": "color", "$value": "\##(hex)"}}"## }
    let project = try TemporaryProject(files: [
      "swatch.yaml":
        "tokens: [.]\noutputs:\n  - { writer: json, path: out/json }\n  - { writer: css, path: out/css }\n",
      "Color.Light.json": mode("#ffffff"), "Color.Dark.json": mode("#000000"),
    ])
    defer { project.remove() }
    let first = project.build()
    #expect(first.diagnostics.filter { $0.severity == .error }.isEmpty, "\(first.diagnostics.map(\.message))")
    #expect(ToolExportLoader.detect([project.root]) == .figmaExport)
    let second = project.build()
    #expect(second.diagnostics.filter { $0.severity == .error }.isEmpty, "\(second.diagnostics.map(\.message))")
    #expect(second.diagnostics.contains { $0.id == "format.detected" && $0.message.contains("Figma") })
    // An output folder right below the export (`gen/`) is Swatch's too; a JSON output at its top would be read.
    try project.write(
      "tokens: [.]\noutputs:\n  - { writer: json, path: gen }\n  - { writer: css, path: out/css }\n", to: "swatch.yaml")
    #expect(project.build().diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(project.build().diagnostics.filter { $0.severity == .error }.isEmpty)
    try project.write("tokens: [.]\noutputs:\n  - { writer: json, path: . }\n", to: "swatch.yaml")
    #expect(project.build().diagnostics.map(\.id).contains("output.input"))
    try project.write(mode("#ff0000"), to: "brand/extra.json")
    #expect(ToolExportLoader.detect([project.root]) == nil)
  }

  /// A project whose configuration is one folder down reads its globs below that folder: an output beside them is
  /// fine, one they would read back is not.
  @Test func aNestedStyleDictionaryConfigurationsGlobsAreBelowItsFolder() throws {
    let files = [
      "sd/config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"#,
      "sd/tokens/a.json": ##"{"c": {"a": {"value": "#000000"}}}"##,
      "pubspec.yaml": "name: app\n",
    ]
    let (apart, outcome) = try Self.build("tokens: [.]\noutputs:\n  - { writer: json, path: tokens }\n", files)
    defer { apart.remove() }
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics.map(\.message))")
    #expect(apart.exists("tokens/tokens.json"))
    let (inside, insideOutcome) = try Self.build(
      "tokens: [.]\noutputs:\n  - { writer: json, path: sd/tokens/gen }\n", files)
    defer { inside.remove() }
    #expect(insideOutcome.diagnostics.map(\.id).contains("output.input"))
  }
}
