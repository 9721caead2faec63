import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Swift and xcassets writers' output for every case in `Fixtures/Writers/swift/`, compared with the case's
/// `expected/` folder (`swift/…` and `xcassets/…`). `.ci/checks/apple-swift.sh` compiles and runs the same output.
///
/// `UPDATE_GOLDENS=1` rewrites `expected/` and fails, so a regeneration is always reviewed in `git diff`.
@Suite struct AppleWriterGoldenTests {
  static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Writers/swift")

  static var cases: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: casesFolder.path).sorted()) ?? []
  }

  @Test(arguments: cases) func outputMatchesExpected(_ name: String) throws {
    let folder = Self.casesFolder.appendingPathComponent(name)
    let graph = try #require(Self.graph(in: folder))
    let files = Self.render(graph).files
    let expected = folder.appendingPathComponent("expected")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      try? FileManager.default.removeItem(at: expected)
      for file in files {
        let url = expected.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
      }
      Issue.record("goldens of \(name) rewritten; review them with git diff and run the tests again")
      return
    }
    let onDisk = Self.files(under: expected)
    #expect(onDisk.keys.sorted() == files.map(\.path).sorted(), "missing or extra files in \(name)/expected")
    for file in files {
      guard let text = onDisk[file.path] else { continue }
      #expect(
        text == file.contents, "\(name)/expected/\(file.path) differs: \(Self.firstDifference(text, file.contents))")
    }
  }

  @Test func customTraitFixtureWarnsOnceAboutTheColorsAnAssetCatalogLoses() throws {
    let graph = try #require(Self.graph(in: Self.casesFolder.appendingPathComponent("custom-trait")))
    let diagnostics = Self.render(graph).diagnostics
    #expect(diagnostics.map(\.id) == ["xcassets.unrepresentable"])
    #expect(diagnostics.first?.message.contains("'surface.ink', 'surface.page'") == true)
  }

  /// Both writers' files, under `swift/` and `xcassets/`, with their diagnostics.
  static func render(_ graph: ResolvedTokenGraph) -> WriterResult {
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    let swift = SwiftWriter().write(graph, options: .init(), context: context)
    let assets = XCAssetsWriter().write(graph, options: .init(), context: context)
    let files =
      swift.files.map { OutputFile(path: "swift/" + $0.path, contents: $0.contents) }
      + assets.files.map { OutputFile(path: "xcassets/" + $0.path, contents: $0.contents) }
    return WriterResult(files: files, diagnostics: swift.diagnostics + assets.diagnostics)
  }

  /// The case's resolved graph, its token files named relative to the case folder so headers are portable.
  static func graph(in folder: URL) -> ResolvedTokenGraph? {
    let project = Project.load(configPath: folder.appendingPathComponent("swatch.yaml").path, tokenPaths: [])
    let (sources, _) = TokenSourceLoader().load(project.config.tokenSources)
    let prefix = folder.path + "/"
    let relative = sources.map {
      SourceText(path: $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path, text: $0.text)
    }
    return TokenPipeline(traits: project.config.traits).resolve(relative).resolved
  }

  static func files(under folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let name = enumerator?.nextObject() as? String {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      files[name] = try? String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  /// The first differing line, numbered, with the expected and the actual text.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let (a, b) = (
      expected.split(separator: "\n", omittingEmptySubsequences: false),
      actual.split(separator: "\n", omittingEmptySubsequences: false)
    )
    for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < b.count ? String(b[index]) : "<end>"
      return "line \(index + 1): expected '\(left)', got '\(right)'"
    }
    return "no line differs"
  }
}
