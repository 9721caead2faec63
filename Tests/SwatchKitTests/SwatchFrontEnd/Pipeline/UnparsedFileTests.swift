import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A file that does not parse leaves the others checked: their errors are said in the same run, as the brief
/// promises every error at once; what its missing tokens would cause (an alias to one) is not said, and nothing
/// is resolved. The first syntax error hid every other file's errors.
@Suite struct UnparsedFileTests {
  @Test func theOtherFilesErrorsAreSaidInTheSameRun() {
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "a.yaml", text: "a:\n  b: { $type: color, $value: \"#fff\" \n"),
      SourceText(path: "b.yaml", text: "x:\n  $type: colour\n  $value: 1\n"),
      SourceText(
        path: "c.yaml", text: "y: { $type: color, $value: \"#12\" }\nz: { $type: color, $value: \"{a.b}\" }\n"),
      SourceText(path: "d.yaml", text: "w: [\n"),
    ])
    #expect(result.resolved == nil)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map(\.id) == ["yaml.syntax", "type.unknown", "value.invalid", "yaml.syntax"],
      "\(errors.map { "\($0.range?.file ?? ""): \($0.message)" })")
    #expect(!result.diagnostics.contains { $0.id == "alias.unresolved" }, "the alias names a token of a.yaml")
  }
}
