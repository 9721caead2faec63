import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct BuildTests {
  static let tokens = """
    color:
      $type: color
      white: "#FFFFFF"
      black: "#000000"
      background:
        $value: "{color.white}"
        $modes:
          dark: "{color.black}"

    """

  static let config = """
    tokens: [tokens]
    outputs:
      - { writer: json, path: out }

    """

  @Test func writersStartCostliestFirstInTheConfigurationsOrderAmongEquals() {
    let names = ["json", "template", "xcassets", "css", "swift", "compose"]
    let outputs = names.map { name in
      OutputEntry(
        writer: WriterRegistry.builtIn.first { $0.name == name }!.withDefaults, path: "out/\(name)",
        range: .file("swatch.yaml"))
    }
    #expect(
      BuildPlan.startOrder(outputs).map { names[$0] } == ["xcassets", "compose", "css", "swift", "template", "json"])
  }

  /// A build that hands its graph over has let it go by the time it compares files with the disk, and builds
  /// what `build` builds.
  @Test func aBuildReleasingTheGraphLetsItGoBeforeComparingAndWritesTheSame() throws {
    let files = ["swatch.yaml": Self.config, "tokens/colors.yaml": Self.tokens]
    let (kept, released) = (try TemporaryProject(files: files), try TemporaryProject(files: files))
    defer {
      kept.remove()
      released.remove()
    }
    let keptOutcome = Project.load(configPath: kept.root + "/swatch.yaml", tokenPaths: []).build(checkOnly: false)
    var project = Project.load(configPath: released.root + "/swatch.yaml", tokenPaths: [])
    let watcher = GraphWatcher(project.resolved?.memo)
    #expect(watcher.memo != nil)
    let outcome = project.buildReleasingGraph(checkOnly: false, observer: watcher)
    #expect(project.resolved == nil)
    #expect(watcher.aliveWhenComparing == false, "the graph outlived the writers")
    #expect(outcome.rendered && keptOutcome.rendered)
    #expect(outcome.diagnostics.isEmpty)
    #expect(released.read("out/tokens.json") == kept.read("out/tokens.json"))
    #expect(released.read("out/tokens.json")?.contains("color.black") == true)
  }

  /// Sees whether a graph's memo is still alive when the build compares its files with the disk.
  private final class GraphWatcher: PipelineObserver, @unchecked Sendable {
    weak var memo: GraphMemo?
    var aliveWhenComparing: Bool?

    init(_ memo: GraphMemo?) { self.memo = memo }

    func measure<T>(_ stage: PipelineStage, _ body: () -> T) -> T {
      if stage == .compare { aliveWhenComparing = memo != nil }
      return body()
    }
  }

  @Test func secondBuildWritesNothingAndKeepsModificationTimes() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": Self.tokens])
    defer { project.remove() }
    let first = project.build()
    #expect(first.diagnostics.isEmpty)
    #expect(
      first.report.changedPaths == [project.root + "/out/.swatch-manifest", project.root + "/out/tokens.json"])
    let written = try project.modificationDate("out/tokens.json")
    Thread.sleep(forTimeInterval: 0.05)
    let second = project.build()
    #expect(second.report.changedPaths.isEmpty)
    #expect(second.report.upToDate == [project.root + "/out/.swatch-manifest", project.root + "/out/tokens.json"])
    #expect(try project.modificationDate("out/tokens.json") == written)
  }

  @Test func checkReportsAChangedTokenWithoutWriting() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": Self.tokens])
    defer { project.remove() }
    _ = project.build()
    let before = project.read("out/tokens.json")
    try project.write(Self.tokens.replacingOccurrences(of: "#000000", with: "#111111"), to: "tokens/colors.yaml")
    let check = project.build(checkOnly: true)
    #expect(
      check.report.changed.map(\.path) == [project.root + "/out/.swatch-manifest", project.root + "/out/tokens.json"])
    #expect(project.read("out/tokens.json") == before)
    let file = try #require(check.report.changed.last)
    let diff = UnifiedDiff.make(old: before ?? "", new: file.contents, path: "out/tokens.json")
    #expect(diff.contains("-    \"color.black\": \"#000000FF\""))
    #expect(diff.contains("+    \"color.black\": \"#111111FF\""))
  }

  @Test func aRunWithAnErrorWritesNothing() throws {
    let broken = Self.tokens + "  label: \"{color.missing}\"\n"
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": broken])
    defer { project.remove() }
    let outcome = project.build()
    // The error, and a note that keepGoing would leave the token out instead.
    #expect(outcome.diagnostics.map(\.id) == ["alias.unresolved", "config.keep-going"])
    #expect(outcome.plan.files.isEmpty)
    #expect(!project.exists("out"))
  }

  @Test func aWriterErrorInOneOutputStopsEveryOutput() throws {
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: json, path: out/good }
        - { writer: json, path: out/bad, shap: nested }

      """
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": Self.tokens])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["option.unknown"])
    #expect(outcome.diagnostics.first?.range?.start == SourcePosition(line: 4, column: 36))
    #expect(!project.exists("out"))
  }

  @Test func unknownWriterSuggestsTheClosestName() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: jsn, path: out }\n"
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": Self.tokens])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["writer.unknown"])
    #expect(outcome.diagnostics.first?.notes.first?.message == "did you mean 'json'?")
  }

  @Test func userTemplateFromTheProjectRendersWithoutSwiftChanges() throws {
    let template = """
      {{#tokens}}
      {{names.snake_case}} = {{value.hex}}{{^isLast}};{{/isLast}}
      {{/tokens}}

      """
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: template, template: formats/colors.ini.mustache, path: out, types: [color] }

      """
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": Self.tokens, "formats/colors.ini.mustache": template,
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.isEmpty)
    #expect(
      project.read("out/colors.ini")
        == "color_background = #FFFFFFFF;\ncolor_black = #000000FF;\ncolor_white = #FFFFFFFF\n")
  }

  @Test func brokenUserTemplateIsALocatedErrorAndWritesNothing() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: template, template: t.txt.mustache, path: out }\n"
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": Self.tokens, "t.txt.mustache": "header\n{{#tokens}}\n{{path}}\n",
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["template.syntax"])
    #expect(outcome.diagnostics.first?.range?.file == project.root + "/t.txt.mustache")
    // The section that is never closed, at its opening tag.
    #expect(outcome.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 1))
    #expect(outcome.diagnostics.first?.message == "invalid template: section 'tokens' is never closed")
    #expect(!project.exists("out"))
  }

  @Test func templatesFolderReplacesABuiltInTemplateByName() throws {
    let config = """
      tokens: [tokens]
      templates: custom
      outputs:
        - { writer: template, template: example/tokens.txt.mustache, path: out }

      """
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": Self.tokens,
      "custom/example/tokens.txt.mustache": "{{#tokens}}{{path}}\n{{/tokens}}",
    ])
    defer { project.remove() }
    _ = project.build()
    #expect(project.read("out/tokens.txt") == "color.background\ncolor.black\ncolor.white\n")
  }

  @Test func anOutputInsideAnotherOutputsFolderConflictsOnTheFileBothWrite() throws {
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: template, template: t.txt.mustache, path: out, file: sub/t.txt }
        - { writer: template, template: t.txt.mustache, path: out/sub, file: t.txt }

      """
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": Self.tokens, "t.txt.mustache": "{{#tokens}}{{path}}{{/tokens}}",
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["output.conflict"])
    #expect(outcome.diagnostics.first?.notes.first?.range?.start.line == 3)
    #expect(!project.exists("out"))
  }

  @Test func outputFoldersAreDisjointWhenNoneIsOrHoldsAnother() {
    func disjoint(_ paths: String...) -> Bool { BuildPlan.Folder.areDisjoint(paths.map(BuildPlan.Folder.init(path:))) }
    #expect(disjoint("out/a", "out/b", "out/ab", "/elsewhere"))
    #expect(!disjoint("out/a", "out/b", "out/a/x"))
    #expect(!disjoint("out/a/x", "out/a"))
    #expect(!disjoint("out", "./out"))
    #expect(!disjoint("out", "/"))
    #expect(disjoint("out"))
  }

  @Test func twoOutputsWritingOneFileIsAnError() throws {
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: json, path: out }
        - { writer: json, path: out, shape: nested }

      """
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": Self.tokens])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["output.conflict"])
    #expect(outcome.diagnostics.first?.notes.first?.range?.start.line == 3)
    #expect(!project.exists("out"))
  }

  @Test func optionsCannotWriteOutsideTheOutputFolder() throws {
    for file in ["../escape", "/etc/escape", "a/../../escape"] {
      let config = "tokens: [tokens]\noutputs:\n  - { writer: json, path: out, file: \"\(file)\" }\n"
      let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": Self.tokens])
      defer { project.remove() }
      let outcome = project.build()
      // Refused at the option's value, before any file is made from it.
      #expect(outcome.diagnostics.map(\.id) == ["option.invalid"], "\(file)")
      #expect(!project.exists("out") && !project.exists("escape.json"))
    }
  }
}

@Suite struct WriterRegistryTests {
  @Test func writerNamesAreUnique() {
    let names = WriterRegistry.builtIn.map(\.name)
    #expect(Set(names).count == names.count)
  }
}

@Suite struct PlatformNamesTests {
  @Test func collidingNamesAreReportedWithBothDefinitions() throws {
    let yaml = """
      color:
        $type: color
        text-primary: "#000000"
        textPrimary: "#111111"

      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
    let graph = try #require(result.resolved)
    let (_, diagnostics) = PlatformNames.assign(graph, writer: "swift", output: nil) {
      NameStyle.camelCase.name(for: $0)
    }
    #expect(diagnostics.map(\.id) == ["name.collision"])
    #expect(
      diagnostics.first?.message
        == "'color.textPrimary' and 'color.text-primary' both become 'colorTextPrimary' in the swift writer")
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 4, column: 3))
    #expect(diagnostics.first?.notes.first?.range?.start == SourcePosition(line: 3, column: 3))
  }

  /// A collision in an output says how to keep the tokens apart there: rename one, or leave one out with
  /// `exclude:`, offering a group whose name starts with `_` (Digdir's `_size` primitives beside `size`, 80
  /// collisions with no way out named), else the later path, when it is plain enough to write unquoted.
  @Test func aCollisionOffersAnExcludePattern() {
    let hint = { (a: [String], b: [String]) in PlatformNames.leaveOutHint(TokenPath(a), TokenPath(b)) }
    #expect(hint(["size", "0"], ["_size", "0"]).hasSuffix("`exclude: _size`"))
    #expect(hint(["theme", "_base", "bg"], ["theme", "base", "bg"]).hasSuffix("`exclude: theme._base`"))
    #expect(hint(["color", "a-b"], ["color", "a", "b"]).hasSuffix("`exclude: color.a-b`"))
    #expect(hint(["color", "a b: c"], ["color", "a", "b"]).hasSuffix("with `exclude:`"))
    // A group both are in would leave both out: the later path instead.
    #expect(hint(["_base", "a-b"], ["_base", "a", "b"]).hasSuffix("`exclude: _base.a-b`"))
    #expect(hint(["color", "\u{202E}x"], ["color", "x"]).hasSuffix("with `exclude:`"))
  }

  @Test func nameStylesSplitWordsAndDropRoot() {
    let path = TokenPath(["color", "onAccent-strong", "$root"])
    #expect(NameStyle.camelCase.name(for: path) == "colorOnAccentStrong")
    #expect(NameStyle.pascalCase.name(for: path) == "ColorOnAccentStrong")
    #expect(NameStyle.kebabCase.name(for: path) == "color-on-accent-strong")
    #expect(NameStyle.snakeCase.name(for: path) == "color_on_accent_strong")
  }
}
