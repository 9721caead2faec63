import Foundation

@testable import SwatchKit

/// The inputs of the differential tests: the built-in templates read from the repository's `templates/`
/// folder, and the context each receives for every golden fixture case, made by running every built-in
/// writer on the case's resolved graph.
enum DifferentialFixtures {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.mustache` file under `templates/`, by its path there.
  static let templates: [String: String] = {
    let folder = repository.appendingPathComponent("templates")
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let name = enumerator?.nextObject() as? String {
      guard name.hasSuffix(".mustache") else { continue }
      files[name] = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }()

  /// The library of `templates`, as Swatch loads it.
  static let library: TemplateLibrary = {
    var library = TemplateLibrary()
    for (name, text) in templates { _ = library.add(text, named: name, path: "templates/" + name) }
    return library
  }()

  private static let allWriters = """
    tokens: [tokens]
    outputs:
      - { writer: android, path: out/android }
      - { writer: compose, path: out/compose }
      - { writer: css, path: out/css }
      - { writer: swift, path: out/swift }
      - { writer: template, template: example/tokens.txt.mustache, path: out/example }
    """

  /// (case name, template name, context) for every golden case that resolves and every template its
  /// writers render, sorted.
  static let contexts: [(String, String, JSONValue)] = {
    guard let root = YAMLReader().read(allWriters, path: "swatch.yaml").0 else { return [] }
    let config = SwatchConfigParser().parse(root, baseDirectory: "").0
    var found: [(String, String, JSONValue)] = []
    for golden in GoldenCase.all {
      guard let resolved = try? golden.run().resolved else { continue }
      var templates = library
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
