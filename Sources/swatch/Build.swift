import ArgumentParser
import SwatchKit

/// `swatch build`: renders every configured output and writes the files that changed.
struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write every output the configuration lists.",
    discussion: """
      Every output is rendered in memory first; if any error is found nothing is written. Files whose \
      content is unchanged are left untouched. Each output folder's .swatch-manifest lists the files Swatch \
      wrote there; a listed file no longer produced is deleted, and files Swatch did not write are left \
      alone. With --check nothing is written and the exit status is 1 when any output would change or be \
      deleted, with a unified diff of each.
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Write nothing; exit 1 and print a diff if any output would change.")
  var check = false

  @Option(help: "Seconds to wait for another build writing into the same output folder before giving up.")
  var lockTimeout: Double = 60

  @Flag(help: "Build, then rebuild whenever the configuration, a token file or a template changes, until interrupted.")
  var watch = false

  @OptionGroup var selection: OutputSelection

  func run() throws {
    if watch { return try Watch(build: self).run() }
    let loaded = selection.apply(
      to: Project.load(configPath: project.config, tokenPaths: project.tokens, keepGoing: project.keepGoing))
    if let nothing = selection.nothingToBuild(in: loaded) {
      project.diagnostics.report(loaded.diagnostics + [nothing], sources: loaded.sources)
      throw ExitCode(1)
    }
    let outcome = loaded.build(checkOnly: check, lockTimeout: max(0, lockTimeout))
    ProcessLifetime.keep((loaded, outcome))
    project.diagnostics.report(outcome.diagnostics, sources: outcome.sources)
    guard loaded.status != .failure else { throw ExitCode(loaded.status.rawValue) }
    if outcome.failedToWrite {
      let what = outcome.changedDisk ? "some output files were replaced" : "no output file was changed"
      StandardError.write("error: cannot write the outputs; \(what)\n")
      throw ExitCode(2)
    }
    guard !outcome.diagnostics.containsErrors else {
      StandardError.write("error: build failed; no file was written\n")
      throw ExitCode(1)
    }
    check ? try reportCheck(outcome.report) : reportBuild(outcome.report)
  }

  private func reportBuild(_ report: OutputDirectory.Report) {
    let deleted = report.deleted.isEmpty ? "" : ", \(report.deleted.count) stale file(s) deleted"
    print("\(report.changed.count) file(s) written, \(report.upToDate.count) already up to date\(deleted)")
  }

  private func reportCheck(_ report: OutputDirectory.Report) throws {
    guard report.isOutOfDate else {
      print("all \(report.upToDate.count) file(s) up to date")
      return
    }
    print(CheckReport.text(for: report), terminator: "")
    let count = report.changed.count + report.deleted.count
    StandardError.write("error: \(count) output file(s) out of date; run 'swatch build'\n")
    throw ExitCode(1)
  }
}
