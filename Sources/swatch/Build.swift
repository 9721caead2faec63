import ArgumentParser
import SwatchKit

/// `swatch build`: renders every configured output and writes the files that changed.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write every output the configuration lists.",
    discussion: """
      Every output is rendered in memory first; if any error is found nothing is written. Files whose \
      content is unchanged are left untouched. With --check nothing is written and the exit status is 1 \
      when any output would change, with a unified diff of each.
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Write nothing; exit 1 and print a diff if any output would change.")
  var check = false

  @Flag(help: "Build, then rebuild whenever the configuration, a token file or a template changes, until interrupted.")
  var watch = false

  @OptionGroup var selection: OutputSelection

  func run() throws {
    if watch { return try Watch(build: self).run() }
    let loaded = selection.apply(to: Project.load(configPath: project.config, tokenPaths: project.tokens))
    if let nothing = selection.nothingToBuild(in: loaded) {
      project.diagnostics.report(loaded.diagnostics + [nothing], sources: loaded.sources)
      throw ExitCode(1)
    }
    let outcome = loaded.build(checkOnly: check)
    ProcessLifetime.keep((loaded, outcome))
    project.diagnostics.report(outcome.diagnostics, sources: outcome.sources)
    guard loaded.status != .failure else { throw ExitCode(loaded.status.rawValue) }
    guard !outcome.diagnostics.containsErrors else {
      StandardError.write("error: build failed; no file was written\n")
      throw ExitCode(1)
    }
    if let error = outcome.writeError {
      StandardError.write("error: cannot write '\(error.path)': \(error.reason)\n")
      throw ExitCode(2)
    }
    check ? try reportCheck(outcome.report) : reportBuild(outcome.report)
  }

  private func reportBuild(_ report: OutputDirectory.Report) {
    print("\(report.changed.count) file(s) written, \(report.upToDate.count) already up to date")
  }

  private func reportCheck(_ report: OutputDirectory.Report) throws {
    guard !report.changed.isEmpty else {
      print("all \(report.upToDate.count) file(s) up to date")
      return
    }
    for file in report.changed {
      guard let previous = report.previous[file.path] else {
        print("missing: \(file.path)")
        print(UnifiedDiff.make(old: "", new: file.contents, path: file.path), terminator: "")
        continue
      }
      guard let old = previous else {
        print("changed: \(file.path) (the file on disk is not UTF-8 text; no diff)")
        continue
      }
      print("changed: \(file.path)")
      print(UnifiedDiff.make(old: old, new: file.contents, path: file.path), terminator: "")
    }
    StandardError.write("error: \(report.changed.count) output file(s) out of date; run 'swatch build'\n")
    throw ExitCode(1)
  }
}
