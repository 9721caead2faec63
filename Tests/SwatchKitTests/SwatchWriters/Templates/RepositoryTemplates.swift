import Foundation

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The built-in templates as the repository's `templates/` folder holds them, read by the tests directly:
/// editing a template changes what the tests render at once, without regenerating `BuiltinTemplates.swift`
/// (`scripts/embed-templates.sh` does that; `BuiltinTemplatesTests` and CI check it is current).
enum RepositoryTemplates {
  static let repository = TestPaths.repository

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

}
