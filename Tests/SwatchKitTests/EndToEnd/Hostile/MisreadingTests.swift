import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Input that a reader could take two ways is an error or a warning at its place, never read silently.
@Suite struct MisreadingTests {
  func check(_ tokens: String, config: String = "tokens: [tokens]\noutputs: []\n") throws -> (
    String, BuildOutcome, TemporaryProject
  ) {
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/t.yaml": tokens])
    let outcome = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).build(checkOnly: false)
    return (DiagnosticRenderer(sources: outcome.sources).render(outcome.diagnostics), outcome, project)
  }

  @Test func mergeKeysAreRejectedAtTheKey() throws {
    let (text, _, project) = try check(
      "base: &b\n  $type: color\n  a: \"#111111\"\nother:\n  <<: *b\n  c: \"#222222\"\n")
    defer { project.remove() }
    #expect(text.contains("tokens/t.yaml:5:3: error: YAML merge keys ('<<') are not supported"), "\(text)")
    #expect(text.contains("[yaml.merge-key]"))
  }

  @Test func aQuotedMergeKeyIsAnOrdinaryName() throws {
    let (text, _, project) = try check("x:\n  $type: color\n  \"<<\": \"#111111\"\n")
    defer { project.remove() }
    #expect(!text.contains("yaml.merge-key"))
  }

  @Test func tagsAreWarnedAbout() throws {
    let (text, outcome, project) = try check("c:\n  $type: color\n  a: !!int \"#112233\"\n")
    defer { project.remove() }
    #expect(text.contains("tokens/t.yaml:3:6: warning: YAML tag '!!int' is ignored"), "\(text)")
    #expect(!outcome.diagnostics.containsErrors)
  }

  @Test func numbersPastSeventeenDigitsAreErrors() throws {
    let (text, _, project) = try check(
      "n:\n  $type: number\n  a: 12345678901234567890123456789012345\n  b: 0.1000000000000000055511151231257827\n  c: 0.30000000000000004\n"
    )
    defer { project.remove() }
    #expect(
      text.contains(
        "tokens/t.yaml:3:6: error: invalid number: '12345678901234567890123456789012345' has 35 significant digits"),
      "\(text)")
    #expect(text.contains("tokens/t.yaml:4:6:"))
    #expect(!text.contains("tokens/t.yaml:5:"))
  }

  @Test func anEmptyFileNameIsAnError() throws {
    let (text, outcome, project) = try check(
      HostileInputTests.color, config: "tokens: [tokens]\noutputs:\n  - { writer: json, path: out, file: '' }\n")
    defer { project.remove() }
    #expect(text.contains("'' is no file name in the output folder: the path is empty [option.invalid]"), "\(text)")
    #expect(outcome.diagnostics.containsErrors)
    #expect(!project.exists("out"))
  }

  @Test func controlCharactersInAnOutputPathCreateNothing() throws {
    let (text, _, project) = try check(
      HostileInputTests.color,
      config:
        "tokens: [tokens]\noutputs:\n  - { writer: json, path: \"out\\nx\" }\n  - { writer: css, path: \"a\\0b\" }\n")
    defer { project.remove() }
    #expect(text.contains("swatch.yaml:3:27: error: cannot write"), "\(text)")
    #expect(text.contains("swatch.yaml:4:26: error: cannot write"))
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: project.root))?.sorted() == ["swatch.yaml", "tokens"])
  }

  @Test func templatesNamingAFileIsAnError() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "templates: my.mustache\ntokens: [tokens]\noutputs: []\n", "my.mustache": "x",
      "tokens/t.yaml": HostileInputTests.color,
    ])
    defer { project.remove() }
    let outcome = project.build()
    let text = DiagnosticRenderer(sources: outcome.sources).render(outcome.diagnostics)
    #expect(text.contains("swatch.yaml:1:12: error: 'templates' must name a folder"), "\(text)")
  }

  @Test func aFileThatIsNotUTF8IsAnInputErrorAtItsFirstBadByte() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": "tokens: [tokens]\noutputs: []\n"])
    defer { project.remove() }
    try FileManager.default.createDirectory(atPath: project.root + "/tokens", withIntermediateDirectories: true)
    let bytes: [UInt8] = Array("a:\n  $type: color\n  b: \"#1\u{E9}".utf8) + [0xFF] + Array("22\"\n".utf8)
    #expect(FileManager.default.createFile(atPath: project.root + "/tokens/t.yaml", contents: Data(bytes)))
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.status == .errors)
    let text = loaded.renderedDiagnostics
    #expect(
      text.hasSuffix(
        "tokens/t.yaml:3:10: error: invalid UTF-8 byte 0xFF; the file must be UTF-8 text [input.encoding]\n"), "\(text)"
    )
  }

  @Test func firstInvalidByteCountsLinesAsEditorsDo() {
    let bytes: [UInt8] = Array("a\r\nb\rc\u{2028}d".utf8) + [0xC3]
    let (position, byte) = UTF8Text.firstInvalidByte(in: bytes)
    #expect(position == SourcePosition(line: 3, column: 4))
    #expect(byte == 0xC3)
  }
}
