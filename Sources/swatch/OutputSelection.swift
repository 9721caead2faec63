import ArgumentParser
import SwatchKit

/// `build` options that narrow or move the configured outputs, for build systems that own where generated
/// files go: the SwiftPM plugin builds only the `swift` outputs, into its own work folder.
struct OutputSelection: ParsableArguments {
  @Option(help: "Build only the outputs of this writer (such as swift); repeat for more.")
  var onlyWriter: [String] = []

  @Option(help: "Write every built output into this folder instead of its configured 'path'.")
  var outputDirectory: String?

  func validate() throws {
    guard outputDirectory?.isEmpty != true else { throw ValidationError("--output-directory needs a folder") }
  }

  /// `project` with its outputs narrowed and moved as asked.
  func apply(to project: Project) -> Project {
    var project = onlyWriter.isEmpty ? project : project.keepingOutputs(ofWriters: onlyWriter)
    if let outputDirectory {
      for index in project.config.outputs.indices { project.config.outputs[index].path = outputDirectory }
    }
    return project
  }

  /// The error for a project that loaded cleanly but has nothing to build, else nil.
  func nothingToBuild(in project: Project) -> Diagnostic? {
    guard project.resolved != nil, project.config.outputs.isEmpty else { return nil }
    return Diagnostic(.configNoOutputs(configFile: project.config.file, writers: onlyWriter), at: nil)
  }
}
