import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `keepGoing`: a token with an error, and every token aliasing it, left out with warnings.
@Suite struct KeepGoingTests {
  static let tokens = """
    color:
      $type: color
      good: "#336699"
      bad: "#12345"
      uses-bad: "{color.bad}"
      uses-uses-bad: "{color.uses-bad}"
      uses-good: "{color.good}"
      missing: "{color.nowhere}"
    """

  func run(keepGoing: Bool) -> PipelineResult {
    TokenPipeline(traits: .standard, keepGoing: keepGoing).resolve([SourceText(path: "t.yaml", text: Self.tokens)])
  }

  @Test func strictRunFailsAndCountsTokenErrors() {
    let result = run(keepGoing: false)
    #expect(result.resolved == nil)
    #expect(result.tokenErrors == 2)
    #expect(result.diagnostics.filter { $0.severity == .error }.map(\.id) == ["value.invalid", "alias.unresolved"])
  }

  /// The tokens below a name that is invalid (`blue.gray`, a `.` inside) are counted among those with errors and
  /// among those left out, and a reference to one says why it is unknown.
  @Test func tokensBelowAnInvalidNameAreCountedAndNamed() throws {
    let text = """
      color:
        $type: color
        white: "#ffffff"
        blue.gray: { "25": "#fcfcfd", "50": { $value: "#f5f6f8" } }
        accent: "{color.blue.gray.50}"
      """
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    #expect(strict.resolved == nil && strict.tokensWithErrors == 3)
    let unknown = try #require(strict.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(unknown.notes.first?.message == "'color.blue.gray.50': below the invalid name 'blue.gray'; left out")
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve([SourceText(path: "t.yaml", text: text)])
    #expect(kept.resolved?.tokens.map(\.path.string) == ["color.white"])
    let summary = try #require(kept.diagnostics.first { $0.id == "keep-going.dropped" })
    #expect(summary.message.contains("left out 3 tokens"), "\(summary.message)")
  }

  /// A token that is also a group (`token.group-conflict`, as two Tokens Studio themes' sets may make one) is
  /// counted among those with errors and those left out (with what aliases it, `alias.group`); kept going past,
  /// the summary named no token ("left out 0 tokens") though the token was gone from every appearance.
  @Test func aTokenThatIsAlsoAGroupIsCountedAndNamed() throws {
    let sources = [
      SourceText(path: "a.yaml", text: "ui:\n  radius: { $type: dimension, $value: 4px }\n"),
      SourceText(path: "b.yaml", text: "ui:\n  radius:\n    small: { $type: dimension, $value: 2px }\n"),
      SourceText(path: "c.yaml", text: "card: { $type: dimension, $value: \"{ui.radius}\" }\n"),
    ]
    let strict = TokenPipeline(traits: .standard).resolve(sources)
    #expect(strict.diagnostics.filter { $0.severity == .error }.map(\.id) == ["token.group-conflict", "alias.group"])
    #expect(strict.tokensWithErrors == 2)
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve(sources)
    #expect(kept.resolved?.tokens.map(\.path.string) == ["ui.radius.small"])
    let summary = try #require(kept.diagnostics.first { $0.id == "keep-going.dropped" })
    #expect(summary.message.contains("left out 2 tokens"), "\(summary.message)")
    #expect(summary.message.contains("'card', 'ui.radius'"), "\(summary.message)")
  }

  @Test func keepGoingLeavesOutBadTokensAndTheirDependents() throws {
    let result = run(keepGoing: true)
    let graph = try #require(result.resolved)
    #expect(graph.tokens.map(\.path.string) == ["color.good", "color.uses-good"])
    #expect(!result.diagnostics.containsErrors)
    let summary = try #require(result.diagnostics.first { $0.id == "keep-going.dropped" })
    #expect(
      summary.message
        == "kept going past 2 errors in token files; left out 4 tokens with errors or referencing one: "
        + "'color.bad', 'color.missing', 'color.uses-bad', 'color.uses-uses-bad'")
    // Each error stays, located, as a warning.
    #expect(result.diagnostics.filter { $0.id == "value.invalid" }.map(\.severity) == [.warning])
    #expect(result.diagnostics.first { $0.id == "value.invalid" }?.range?.start == SourcePosition(line: 4, column: 8))
  }

  @Test func projectNotesTheOptionAndTheFlagTurnsItOn() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": "tokens: [tokens]\n", "tokens/t.yaml": Self.tokens])
    defer { project.remove() }
    let strict = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(strict.status == .errors)
    let note = try #require(strict.diagnostics.first { $0.id == "config.keep-going" })
    #expect(note.message.contains("'keepGoing: true' in swatch.yaml or --keep-going"))
    let lenient = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [], keepGoing: true)
    #expect(lenient.status == .clean)
    #expect(lenient.resolved?.tokens.count == 2)
  }

  /// An error in a theme's file overriding a token another file defines falls on that token: keeping going
  /// leaves it out, though its name is written in the other file.
  @Test func anErrorInAContextsOverrideLeavesTheTokenOut() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\n",
      "tokens/$themes.json": ##"""
      [{"id": "1", "name": "A", "group": "G", "selectedTokenSets": {"a": "enabled"}},
       {"id": "2", "name": "B", "group": "G", "selectedTokenSets": {"a": "enabled", "b": "enabled"}}]
      """##,
      "tokens/a.json": ##"{"c": {"value": "#ffffff", "type": "color"}, "ok": {"value": "#000000", "type": "color"}}"##,
      "tokens/b.json": ##"{"c": {"value": "#fffffff", "type": "color"}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [], keepGoing: true)
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.tokens.map(\.path.string) == ["ok"])
    let summary = try #require(loaded.diagnostics.first { $0.id == "keep-going.dropped" })
    #expect(summary.message.contains("left out 1 token") && summary.message.contains("'c'"))
  }

  /// A Figma export read as a resolver reads its first mode's file for the default context and for that mode:
  /// a problem in it is one diagnostic, and the note counts tokens, not errors.
  @Test func aFileReadTwiceReportsOnceAndTheNoteCountsTokens() throws {
    let mode = { (value: Int) in
      "{ \"Size\": { \"xs\": { \"$type\": \"dimension\", \"$value\": \(value) }, \"sm\": { \"$type\": \"dimension\", \"$value\": 14 } } }"
    }
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\n", "tokens/Size.Desktop.json": mode(12), "tokens/Size.Mobile.json": mode(13),
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let errors = loaded.diagnostics.filter { $0.id == "value.invalid" }
    #expect(errors.count == 4)
    #expect(Set(errors).count == errors.count)
    let note = try #require(loaded.diagnostics.first { $0.id == "config.keep-going" })
    #expect(note.message.hasPrefix("2 tokens have errors;"))
  }

  /// When every error is a type Swatch does not know (a design tool's `blur` style), the hint names the setting
  /// that leaves those tokens out, and the setting builds the rest.
  @Test func onlyUnknownTypesAreHintedAtUnsupportedTypes() throws {
    let tokens = ##"{"bg": {"$type": "color", "$value": "#fff"}, "frost": {"$type": "blur", "$value": "blur(4px)"}}"##
    let project = try TemporaryProject(files: ["swatch.yaml": "tokens: [t.json]\n", "t.json": tokens])
    defer { project.remove() }
    let strict = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let note = try #require(strict.diagnostics.first { $0.id == "config.keep-going" })
    #expect(note.message.hasPrefix("every error is a type Swatch does not know"))
    #expect(note.message.contains("'unsupportedTypes: skip'"))
    try project.write("tokens: [t.json]\nunsupportedTypes: skip\n", to: "swatch.yaml")
    let skipping = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(skipping.status == .clean)
    #expect(skipping.resolved?.tokens.map(\.path.string) == ["bg"])
    // A typo of a type and an empty type are errors to fix: said so, and no setting is proposed for them.
    for (type, note) in [
      ("colour", "did you mean 'color'?"), ("COLOR", "did you mean 'color'?"),
      ("", "write the type, or leave '$type' out"),
    ] {
      try project.write(##"{"bg": {"$type": "\##(type)", "$value": "#fff"}}"##, to: "t.json")
      try project.write("tokens: [t.json]\n", to: "swatch.yaml")
      let typo = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
      let error = try #require(typo.diagnostics.first { $0.id == "type.unknown" })
      #expect(error.notes.map(\.message).first?.hasPrefix(note) == true, "\(error.notes)")
      #expect(!UnsupportedTypeFilter.errorsAreOnlyUnknownTypes(typo.diagnostics))
      let hint = try #require(typo.diagnostics.first { $0.id == "config.keep-going" })
      #expect(hint.message.contains("keepGoing"), "\(hint.message)")
    }
    // A typo among errors grouped under one note is still one.
    let blurs = (0..<25).map { ##""b\##($0)": {"$type": "blur", "$value": 4}"## }.joined(separator: ", ")
    try project.write(##"{\##(blurs), "zz": {"$type": "colr", "$value": "#f00"}}"##, to: "t.json")
    let grouped = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(grouped.diagnostics.contains { !$0.grouped.isEmpty }, "the errors are grouped")
    #expect(!UnsupportedTypeFilter.errorsAreOnlyUnknownTypes(grouped.diagnostics))
  }

  @Test func keepGoingMustBeABoolean() {
    let (root, _) = YAMLReader().read("keepGoing: sometimes\n", path: "swatch.yaml")
    let (config, diagnostics) = SwatchConfigParser().parse(root!, baseDirectory: "")
    #expect(diagnostics.map(\.id) == ["config.type"])
    #expect(!config.keepGoing)
  }
}
