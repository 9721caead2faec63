import Foundation
import Testing

@testable import SwatchKit

/// The templates compiled into Swatch are exactly the files in the repository's `templates/` folder.
///
/// `UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates` regenerates `BuiltinTemplates.swift` from the
/// folder and fails, so the regeneration is reviewed in `git diff`.
@Suite struct BuiltinTemplatesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
    let files = try Self.templateFiles()
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      let url = Self.root.appendingPathComponent("Sources/SwatchKit/Templates/BuiltinTemplates.swift")
      try Self.generatedSource(files).write(to: url, atomically: true, encoding: .utf8)
      Issue.record("BuiltinTemplates.swift regenerated; review it with git diff and run the tests again")
      return
    }
    #expect(BuiltinTemplates.all.keys.sorted() == files.keys.sorted())
    for (name, text) in files {
      #expect(BuiltinTemplates.all[name] == text, "templates/\(name) differs from the embedded copy")
    }
  }

  @Test func everyBuiltinTemplateParses() {
    let library = TemplateLibrary.builtIn
    #expect(library.names == BuiltinTemplates.all.keys.sorted())
    for name in library.names {
      #expect(library.diagnostics(of: name) == [], "templates/\(name) does not parse")
    }
  }

  static func templateFiles() throws -> [String: String] {
    let folder = root.appendingPathComponent("templates")
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let name = enumerator?.nextObject() as? String {
      guard name.hasSuffix(".mustache") else { continue }
      files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }

  static func generatedSource(_ files: [String: String]) -> String {
    var text = """
      // Generated from the repository's templates/ folder by `UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates`.
      // Do not edit: change the files in templates/ instead. A test fails when the two differ.

      /// The built-in templates, compiled in so a `swatch` binary copied alone still has them.
      enum BuiltinTemplates {
        /// Template text by name (its path under `templates/`).
        static let all: [String: String] = [

      """
    for name in files.keys.sorted() {
      text += "    \"\(name)\": ####\"\"\"\n\(files[name]!)\n\"\"\"####,\n"
    }
    text += "  ]\n}\n"
    return text.replacingOccurrences(of: "[\n  ]", with: "[:]")
  }
}
