import ArgumentParser
import SwatchKit

/// `swatch clean`: deletes what `swatch build` wrote, as its manifests record it.
struct Clean: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Delete every file the output folders' manifests list.",
    discussion: """
      Each output folder's .swatch-manifest lists the files swatch build wrote there, with their hashes. clean \
      deletes those files and the manifest, then the folders left empty, and the build state (.swatch/). Files \
      Swatch did not write stay, and so does a listed file edited since (output.modified). Only the \
      configuration is read, so clean works when the tokens have errors.
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Print what would be deleted; delete nothing.")
  var dryRun = false

  @Option(help: "Seconds to wait for a build writing into an output folder before giving up.")
  var lockTimeout: Double = 60

  func run() throws {
    let outcome = Project.clean(configPath: project.config, dryRun: dryRun, lockTimeout: max(0, lockTimeout))
    project.diagnostics.report(outcome.diagnostics, sources: outcome.sources)
    for path in outcome.removed where dryRun { print("would delete: \(path)") }
    guard !outcome.diagnostics.containsErrors else {
      throw ExitCode(outcome.diagnostics.containsIOErrors ? 2 : 1)
    }
    print("\(outcome.removed.count) file(s) \(dryRun ? "to delete" : "deleted")")
  }
}
