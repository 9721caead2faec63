import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Every case under `Fixtures/Writers/web-android/` builds, with its own `swatch.yaml`, exactly the files in
/// its `expected/` folder (paths relative to the case's `out/`). `UPDATE_GOLDENS=1` rewrites them and fails.
@Suite struct WebAndroidGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Writers/web-android")

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test(arguments: cases) func caseMatchesGoldens(_ name: String) throws {
    let root = Self.folder.appendingPathComponent(name)
    let actual = try Self.build(root)
    let expectedRoot = root.appendingPathComponent("expected")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      try? FileManager.default.removeItem(at: expectedRoot)
      for (path, text) in actual {
        let url = expectedRoot.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
      Issue.record("goldens of \(name) rewritten; review them with git diff and run the tests again")
      return
    }
    let expected = try Self.files(under: expectedRoot)
    #expect(actual.keys.sorted() == expected.keys.sorted(), "files of \(name) differ from expected/")
    for (path, text) in actual {
      guard let want = expected[path] else { continue }
      if let difference = Self.firstDifference(text, want) {
        Issue.record("\(name)/expected/\(path) differs:\n\(difference)")
      }
    }
  }

  /// The case's output files by path under `out/`, with the case folder removed from their text.
  static func build(_ root: URL) throws -> [String: String] {
    let project = Project.load(configPath: root.appendingPathComponent("swatch.yaml").path, tokenPaths: [])
    let graph = try #require(project.resolved, "\(project.renderedDiagnostics)")
    let plan = BuildPlan.make(graph: graph, config: project.config, templates: .builtIn)
    // Writers say only which tokens in units their platform lacks they leave out (the `units` case).
    #expect(plan.diagnostics.allSatisfy { $0.id == "unit.unsupported" }, "\(plan.diagnostics)")
    let prefix = root.path + "/"
    var files: [String: String] = [:]
    for file in plan.files {
      let relative = file.path.replacingOccurrences(of: prefix + "out/", with: "")
      files[relative] = file.contents.replacingOccurrences(of: prefix, with: "")
    }
    return files
  }

  static func files(under root: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      files[path] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// The first differing line with two lines of numbered context, or nil when the texts are equal.
  static func firstDifference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let a = actual.components(separatedBy: "\n")
    let e = expected.components(separatedBy: "\n")
    let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    let context = max(0, line - 2)..<line
    var text = context.map { "  \($0 + 1)  \(a[$0])" }.joined(separator: "\n")
    text +=
      "\n- \(line + 1)  \(line < e.count ? e[line] : "<end>")\n+ \(line + 1)  \(line < a.count ? a[line] : "<end>")"
    return text
  }
}
