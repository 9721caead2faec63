import Foundation

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The inputs of the differential tests: the context each built-in template receives for every golden
/// fixture case, made by running every built-in writer on the case's resolved graph.
enum DifferentialFixtures {
  private static let allWriters = """
    tokens: [tokens]
    outputs:
      - { writer: android, path: out/android }
      - { writer: compose, path: out/compose }
      - { writer: css, path: out/css }
      - { writer: swift, path: out/swift }
      - { writer: template, template: example/tokens.txt.mustache, path: out/example }
      - { writer: template, template: example/tokens.dart.mustache, path: out/dart }
      - { writer: template, template: example/tailwind.preset.js.mustache, path: out/tailwind }
    """

  /// (case name, template name, context) for every golden case that resolves and every template its
  /// writers render, sorted.
  static let contexts: [(String, String, JSONValue)] = {
    guard let root = YAMLReader().read(allWriters, path: "swatch.yaml").0 else { return [] }
    let config = SwatchConfigParser().parse(root, baseDirectory: "").0
    var found: [(String, String, JSONValue)] = []
    for golden in GoldenCase.all {
      guard let resolved = try? golden.run().resolved else { continue }
      var templates = RepositoryTemplates.library
      let recorder = TemplateContextRecorder()
      templates.recorder = recorder
      _ = BuildPlan.make(graph: resolved, config: config, templates: templates)
      for (name, context) in recorder.recorded.sorted(by: { $0.key < $1.key }) {
        found.append((golden.name, name, context))
      }
    }
    return found
  }()
}
