import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A fresh temporary folder holding `files` (relative path → text), removed when the value is dropped.
final class TemporaryFolder {
  let path: String

  init(_ files: [String: String] = [:]) throws {
    path = NSTemporaryDirectory() + "swatch-resolver-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files { try write(name, text) }
  }

  func write(_ name: String, _ text: String) throws {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: FilePath.directory(of: file), withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Writes `text` to a temporary `tokens.json`, loads it as one Tokens Studio file and runs the pipeline on it, as
/// `Project.load` does: the pipeline's result, the loader's diagnostics apart.
func resolveStudioFile(_ text: String) throws -> PipelineResult {
  let folder = try TemporaryFolder(["tokens.json": text])
  let loaded = ToolExportLoader().load(folder.path + "/tokens.json", format: .tokensStudioFile)
  let input = try #require(loaded.input, "\(loaded.diagnostics.map(\.message))")
  return TokenPipeline(traits: loaded.traits ?? .standard).resolve(input)
}

/// Loads the resolver at `path` and runs the pipeline on it, as `Project.load` does.
func resolveResolver(
  _ path: String, unsupportedTypes: UnsupportedTypeFilter.Policy = .error, mappings: [ModifierMapping] = [],
  keepGoing: Bool = false
) -> (graph: ResolvedTokenGraph?, diagnostics: [Diagnostic]) {
  let loaded = ResolverLoader().load(path, mappings: mappings)
  guard let input = loaded.input, let traits = loaded.traits, !loaded.diagnostics.containsErrors else {
    return (nil, loaded.diagnostics)
  }
  let result = TokenPipeline(traits: traits, unsupportedTypes: unsupportedTypes, keepGoing: keepGoing).resolve(input)
  return (result.resolved, loaded.diagnostics + result.diagnostics)
}

extension ResolvedTokenGraph {
  /// The value of `path` in the appearance named by `appearance` (trait values separated by spaces).
  func value(_ path: String, in appearance: String = "") -> TokenValue? {
    guard let token = token(path), let appearance = traits.appearance(named: appearance) else { return nil }
    return token.values[appearance.index]
  }

  /// The 8-bit sRGB hex of the color `path` takes in `appearance`.
  func hex(_ path: String, in appearance: String = "") -> String? {
    guard case .color(let color) = value(path, in: appearance) else { return nil }
    return color.hexRGBA
  }
}
