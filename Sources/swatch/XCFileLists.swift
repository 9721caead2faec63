import ArgumentParser
import Foundation
import SwatchKit

/// `swatch xcfilelists`: writes the input and output `.xcfilelist` files an Xcode Run Script phase declares,
/// so Xcode runs the phase only when an input changed or an output is missing.
///
/// A command of its own rather than options on `build`: Xcode reads the lists when it plans a build, before
/// any phase runs, so they must exist before the first build and are best generated once and committed
/// (and regenerated when outputs or token files are added). A `build` that wrote them as a side effect
/// would only ever update them for the build after.
struct XCFileLists: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "xcfilelists",
    abstract: "Write Xcode .xcfilelist files naming every input and output of 'swatch build'.",
    discussion: """
      Paths are written as $(SRCROOT)/… relative to the current folder, so run this from the folder that \
      Xcode's SRCROOT names (usually the one holding the .xcodeproj). Absolute paths stay absolute. Token \
      folders are listed as well as the files in them, so adding a file is a change Xcode sees. A file whose \
      content would not change is not rewritten.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(help: "The input file list to write (config, token files and folders, templates).")
  var input: String?

  @Option(help: "The output file list to write (every file 'swatch build' writes).")
  var output: String?

  func validate() throws {
    guard input != nil || output != nil else { throw ValidationError("name --input, --output or both") }
  }

  func run() throws {
    let loaded = project.load()
    ProcessLifetime.keep(loaded)
    guard let resolved = loaded.resolved else { throw ExitCode(loaded.status.rawValue) }
    if let input {
      let named = ProjectInputs(project).files(includingFolders: true)
      try write(Array(Set(named + loaded.inputFiles)).sorted(), to: input)
    }
    guard let output else { return }
    var sources = loaded.sources
    let (templates, templateDiagnostics) = TemplateLoader.load(for: loaded.config, sources: &sources)
    let plan = BuildPlan.make(graph: resolved, config: loaded.config, templates: templates)
    let diagnostics = (templateDiagnostics + plan.diagnostics).sorted()
    project.diagnostics.report(diagnostics, sources: sources)
    guard !diagnostics.containsErrors else { throw ExitCode(1) }
    try write((plan.files.map(\.path) + plan.unchanged).sorted(), to: output)
  }

  /// Writes `paths`, one a line as `$(SRCROOT)/…`, to `file` unless it already holds exactly that.
  private func write(_ paths: [String], to file: String) throws {
    let text = paths.map(Self.xcodePath).map { $0 + "\n" }.joined()
    if let data = FileManager.default.contents(atPath: file), String(data: data, encoding: .utf8) == text { return }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      StandardError.write("error: cannot write '\(file)': \(error.localizedDescription)\n")
      throw ExitCode(2)
    }
    print("wrote \(file) (\(paths.count) path(s))")
  }

  /// `path` as Xcode expects it in a file list: relative paths below `$(SRCROOT)`.
  static func xcodePath(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    return "$(SRCROOT)/" + relative
  }
}
