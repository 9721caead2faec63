import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A `templates:` folder that is not there (a typo, a branch without it) is an error at the configuration:
/// the build used the built-in templates silently, and once the folder came back its stamp kept every build
/// skipped with the built-in templates' output.
@Suite struct TemplatesFolderTests {
  @Test func aMissingTemplatesFolderIsAnErrorAtTheConfiguration() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\ntemplates: templats\noutputs:\n  - { writer: css, path: out }\n",
      "tokens/a.yaml": "c: { $type: color, $value: \"#112233\" }\n",
    ])
    defer { project.remove() }
    let outcome = project.build()
    let error = try #require(outcome.diagnostics.first { $0.severity == .error })
    #expect(error.id == "io.unreadable" && error.message.contains("no such templates folder"))
    #expect(error.range?.start.line == 2)
    #expect(!project.exists("out"))
  }
}
