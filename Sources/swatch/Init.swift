import ArgumentParser
import Foundation
import SwatchKit

/// `swatch init`: writes a starter `swatch.yaml` and `tokens/` into the current folder.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Create swatch.yaml and a small tokens/ folder that build cleanly.",
    discussion: """
      Writes nothing if swatch.yaml or tokens/ already exists. Then run 'swatch build'.
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
    } catch {
      StandardError.write("error: cannot write the project: \(error.localizedDescription)\n")
      throw ExitCode(2)
    }
    print("next: run 'swatch build' to write out/, and edit tokens/ to make the colors yours")
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : (folder as NSString).appendingPathComponent(name)
  }
}
