import ArgumentParser
import Foundation
import SwatchKit

/// `swatch init`: writes a starter `swatch.yaml` and `tokens/` into the current folder, or, beside tokens
/// already there (a `tokens/` folder, a Style Dictionary project), a `swatch.yaml` that reads them.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Create swatch.yaml and a small tokens/ folder that build cleanly.",
    discussion: """
      Writes nothing if swatch.yaml already exists. Beside a tokens/ folder or a Style Dictionary project \
      (config.json, sd.config.js), writes only swatch.yaml, reading them as they are. Adds '.swatch/', where \
      a build keeps what the next one reuses, to .gitignore (creating it, or appending to it unless it \
      already ignores the folder). Then run 'swatch build'.
      """)

  @Option(help: "The folder to create the project in.")
  var directory = "."

  func run() throws {
    let configuration = join(directory, "swatch.yaml")
    guard !FileManager.default.fileExists(atPath: configuration) else {
      StandardError.write(
        "error: '\(configuration)' already exists; swatch init writes only into a folder without a project\n")
      throw ExitCode(2)
    }
    if let problem = unreadableTokensFolder() {
      StandardError.write("error: \(problem); nothing was written\n")
      throw ExitCode(1)
    }
    do {
      if let (tokens, found) = existingTokens() {
        let text = StarterProject.configuration(reading: tokens, found: found)
        try Data(text.utf8).write(to: URL(fileURLWithPath: configuration), options: .withoutOverwriting)
        print("created \(configuration), reading the tokens already here: \(found)")
        try ignoreBuildState()
        print("next: run 'swatch resolve' to see every token in every appearance, then 'swatch build'")
        return
      }
      for file in StarterProject.files {
        let path = join(directory, file.path)
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        print("created \(path)")
      }
      try ignoreBuildState()
    } catch {
      StandardError.write("error: cannot write the project: \(error.localizedDescription)\n")
      throw ExitCode(2)
    }
    print("next: run 'swatch build' to write out/, and edit tokens/ to make the colors yours")
  }

  /// The tokens already in the folder, as `tokens:` names them, and what they are: a Style Dictionary project
  /// (the folder itself), a `tokens` folder (a design tool's export or token files), or a Tokens Studio folder
  /// elsewhere that holds every token file; nil for none, an empty `tokens/` among them.
  private func existingTokens() -> (String, String)? {
    if let project = StyleDictionaryProject.globs(in: directory) {
      let name = (project.config as NSString).lastPathComponent
      return (".", "a Style Dictionary project (\(name): \(project.globs.joined(separator: ", ")))")
    }
    let tokens = join(directory, "tokens")
    guard FileManager.default.fileExists(atPath: tokens) else {
      // A Tokens Studio sync folder kept elsewhere beside the code (`design/`), holding every token file.
      guard let folder = ToolExportLoader.enclosedStudioFolder(in: directory) else { return nil }
      let relative = folder.hasPrefix(directory + "/") ? String(folder.dropFirst(directory.count + 1)) : folder
      return (relative, "'\(relative)', a Tokens Studio export")
    }
    switch ToolExportLoader.detect([tokens]) {
    case .tokensStudioFolder?, .tokensStudioFile?: return ("tokens", "'tokens', a Tokens Studio export")
    case .figmaExport?, .figmaVariablesFile?: return ("tokens", "'tokens', a Figma Variables export")
    case nil:
      // A `tokens/` without a token file gets the starter's files (one of only scripts was refused before).
      return TokenSourceLoader().load([tokens]).0.isEmpty ? nil : ("tokens", "'tokens', token files")
    }
  }

  /// Why a `tokens/` folder that is neither a design tool's export nor holds a file Swatch reads as tokens
  /// (only TypeScript modules, say) cannot be read, with the warning its loading gave; nil for any other folder.
  /// Neither a configuration reading it nor the starter's files beside what it holds would build the team's
  /// tokens.
  private func unreadableTokensFolder() -> String? {
    let tokens = join(directory, "tokens")
    guard StyleDictionaryProject.globs(in: directory) == nil, ProjectInputs.isDirectory(tokens),
      ToolExportLoader.detect([tokens]) == nil
    else { return nil }
    let (sources, diagnostics) = TokenSourceLoader().load([tokens])
    guard sources.isEmpty,
      let first = try? FileManager.default.contentsOfDirectory(atPath: tokens).first(where: {
        !$0.hasPrefix(".")
      })
    else { return nil }
    let reason = diagnostics.first.map { $0.message } ?? "such as '\(first)'"
    return "'\(tokens)' holds no file Swatch reads as tokens (.json, .json5, .jsonc, .yaml, .yml): \(reason)"
  }

  /// Adds the build state's folder to `.gitignore`, unless the file already names it.
  private func ignoreBuildState() throws {
    let path = join(directory, ".gitignore")
    let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    guard let updated = StarterProject.gitIgnore(updating: existing) else { return }
    try Data(updated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    print("\(existing == nil ? "created" : "updated") \(path)")
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : (folder as NSString).appendingPathComponent(name)
  }
}
