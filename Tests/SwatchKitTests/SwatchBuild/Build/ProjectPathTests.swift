import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Paths written into outputs are relative to the configuration's folder, however the configuration is named.
@Suite struct ProjectPathTests {
  @Test func relativePathsAreTakenAgainstTheWorkingDirectory() {
    #expect(FilePath.relative("proj/tokens/a.yaml", to: "proj") == "tokens/a.yaml")
    #expect(FilePath.relative("./proj/x/../tokens/a.yaml", to: "proj/") == "tokens/a.yaml")
    #expect(FilePath.relative("/a/b/c.yaml", to: "/a/d") == "../b/c.yaml")
    #expect(FilePath.relative("/a", to: "/a") == ".")
    #expect(FilePath.relative("tokens/a.yaml", to: "") == "tokens/a.yaml")
  }

  @Test func joiningAddsOneSlashAndKeepsAnAbsoluteComponent() {
    #expect(FilePath.join("out", "a.css") == "out/a.css")
    #expect(FilePath.join("out/", "a.css") == "out/a.css")
    #expect(FilePath.join("", "a.css") == "a.css")
    #expect(FilePath.join(".", "a.css") == "a.css")
    #expect(FilePath.join("out", "/tmp/a.css") == "/tmp/a.css")
    #expect(FilePath.join("ünï", "cödé/é.json") == "ünï/cödé/é.json")
    // A slash that a combining mark joins (or a prepended mark takes in) is no slash, as Swift reads text.
    #expect(FilePath.join("out", "/\u{301}x") == "out//\u{301}x")
    #expect(FilePath.join("out\u{600}/", "x") == "out\u{600}//x")
  }

  @Test func outputsAreIdenticalForEverySpellingOfTheConfiguration() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: css, path: out }\n"
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens,
      "tokens/more/b.yaml": "size: {$type: dimension, $value: 4px}\n",
    ])
    defer { project.remove() }
    let relative = FilePath.relative(project.root, to: FileManager.default.currentDirectoryPath)
    let spellings = [
      project.root + "/swatch.yaml", project.root + "/tokens/../swatch.yaml", relative + "/./swatch.yaml",
    ]
    let outputs = spellings.map { spelling in
      Project.load(configPath: spelling, tokenPaths: []).build(checkOnly: true).report.changed.last?.contents
    }
    #expect(outputs[0]?.contains(" *   tokens/colors.yaml\n *   tokens/more/b.yaml\n") == true)
    #expect(outputs.allSatisfy { $0 == outputs[0] })
  }
}
