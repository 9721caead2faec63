import ArgumentParser
import Foundation
import SwatchKit

/// `swatch init`: writes a starter `swatch.yaml` and `tokens/` into the current folder.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Create swatch.yaml and a small tokens/ folder that build cleanly.",
    discussion: """
      Writes nothing if swatch.yaml or tokens/ already exists. Adds '.swatch/', where a build keeps what \
      the next one reuses, to .gitignore (creating it, or appending to it unless it already ignores the \
      folder). Then run 'swatch build'.
      """)

  @Option(help: "The folder to create the project in.")
  var directory = "."

  func run() throws {
    let existing = ["swatch.yaml", "tokens"].map { join(directory, $0) }.filter {
      FileManager.default.fileExists(atPath: $0)
    }
    guard existing.isEmpty else {
      for path in existing {
        StandardError.write(
          "error: '\(path)' already exists; swatch init writes only into a folder without a project\n")
      }
      throw ExitCode(2)
    }
    do {
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
