import ArgumentParser
import Foundation
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

  @Flag(help: "Load and render everything even when nothing changed since the last build.")
  var force = false

  func run() throws {
    let started = BuildStamp.now()
    let stampPath = BuildStamp.path(configPath: project.config)
    // --check and --force do not change what a build produces, so a build and a check share one stamp.
    let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--check" && $0 != "--force" }
    let key = BuildStamp.key(
      tool: BuildStamp.executableIdentity(), workingDirectory: FileManager.default.currentDirectoryPath,
      arguments: Array(arguments))
    if !force, let stamp = BuildStamp.current(at: stampPath, key: key) {
      StandardError.write(stamp.diagnostics)
      print(
        check
          ? "all \(stamp.outputCount) file(s) up to date"
          : "0 file(s) written, \(stamp.outputCount) already up to date (unchanged since the last build)")
      return
    }
    let loaded = Project.load(configPath: project.config, tokenPaths: project.tokens)
    let outcome = loaded.build(checkOnly: check, lockTimeout: max(0, lockTimeout))
    ProcessLifetime.keep((loaded, outcome))
    let diagnostics = DiagnosticRenderer(sources: outcome.sources).render(outcome.diagnostics)
    StandardError.write(diagnostics)
    if !check {
      let stamp = BuildStamp.record(
        outcome, of: loaded, configPath: project.config, key: key, started: started, diagnostics: diagnostics)
      stamp.map { $0.write(to: stampPath) } ?? BuildStamp.remove(at: stampPath)
    }
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
