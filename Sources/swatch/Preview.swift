import ArgumentParser
import Foundation
import SwatchKit

/// `swatch preview`: writes a self-contained HTML swatch sheet of every token in every appearance.
struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write an HTML page showing every token in every appearance side by side.",
    discussion: """
      The page is one self-contained file (no network, no external assets) with a search box, alias chains, \
      contrast badges and, with --diff, what changed since OLD (a folder or a git revision). With --watch it \
      writes no file: it serves the page at http://127.0.0.1:PORT/, rebuilds it and the outputs on every save \
      and updates open pages (see docs/cli.md). Exit status: 0 written, 1 when the tokens have errors, 2 for \
      usage or I/O problems.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(help: "The file to write.")
  var output = "swatch-preview.html"

  @Option(name: .customLong("diff"), help: "Mark what changed since this folder or git revision.")
  var old: String?

  @Flag(help: "Serve the page on 127.0.0.1 and update it, and the outputs, on every save (see --port).")
  var watch = false

  @Option(help: "The port --watch listens on (127.0.0.1 only; 0 picks a free one).")
  var port: UInt16 = 8765

  func run() throws {
    if watch {
      guard old == nil else { throw ValidationError("--watch cannot be combined with --diff") }
      return try PreviewLive(project: project, port: port).run()
    }
    let loaded = project.load()
    ProcessLifetime.keep(loaded)
    guard let resolved = loaded.resolved else { throw ExitCode(loaded.status.rawValue) }
    let diff = try old.map { try Diff.compare(old: $0, new: nil, options: project) }
    if let problem = Self.overwrites(output, loaded, inputs: ProjectInputs(project).files(includingFolders: false)) {
      StandardError.write("error: \(problem); write the preview to a file of its own, such as 'swatch-preview.html'\n")
      throw ExitCode(2)
    }
    let page = PreviewPage(graph: resolved, config: loaded.config, diff: diff)
    do {
      try Data(page.html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      StandardError.write("error: cannot write '\(output)': \(error.localizedDescription)\n")
      throw ExitCode(2)
    }
    print("wrote \(output)")
  }

  /// Why writing the page at `output` would replace what the project reads (a token file, the configuration, a
  /// template, an image: `inputs` and what loading read) or add a token file to a token folder; nil when it
  /// would not.
  static func overwrites(_ output: String, _ project: Project, inputs: [String]) -> String? {
    let files = project.inputFiles + [project.config.file].compactMap { $0 } + inputs
    let read = Set(files.compactMap(PathConfinement.realPath))
    let folder = PathConfinement.realPath(FilePath.directory(of: output).isEmpty ? "." : FilePath.directory(of: output))
    guard let folder else { return nil }
    let target = folder + "/" + (output.split(separator: "/").last.map(String.init) ?? output)
    if read.contains(PathConfinement.realPath(target) ?? target) { return "'\(output)' is a file this project reads" }
    let ext = output.split(separator: ".").last.map { $0.lowercased() } ?? ""
    let tokenFolders = project.config.tokenSources.compactMap(PathConfinement.realPath)
    guard output.contains("."), TokenSourceLoader.extensions.contains(ext),
      tokenFolders.contains(where: { target.hasPrefix($0 + "/") })
    else { return nil }
    return "'\(output)' is in a token folder, where the next build would read it as tokens"
  }
}
