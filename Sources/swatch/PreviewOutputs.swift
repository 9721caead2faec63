import Foundation
import SwatchKit

/// The outputs `swatch preview --watch` writes after each new page, and what each write leaves for the next
/// (`PreviousBuild.kept`): files the last write made are found unchanged without reading them, and the items
/// of an edited file that did not change are copied from it, as `swatch build` does from its state folder.
///
/// Reads: the loaded project. Produces: the output files, and deletes those of an output the configuration no
/// longer names. Reports: the build's diagnostics; whether it wrote.
final class PreviewOutputs {
  private var last: PreviousBuild?

  /// Writes `project`'s outputs, printing the build's diagnostics with `options`; true when they were written.
  func write(_ project: Project, configPath: String?, options: DiagnosticOptions) -> Bool {
    let started = BuildStamp.now()
    var outcome = project.build(checkOnly: false, lockTimeout: 5, observer: HeapReleasingObserver(), previous: last)
    // An output the configuration no longer names is deleted, by its manifest, as `swatch build` does.
    if !outcome.diagnostics.containsErrors, let folders = last?.outputFolders {
      outcome.diagnostics += Project.pruneRemovedOutputs(
        folders, of: project, owned: outcome.ownedFiles, lockTimeout: 5)
    }
    StandardError.write(options.renderer(sources: outcome.sources).render(outcome.diagnostics))
    last = PreviousBuild.kept(after: outcome, of: project, configPath: configPath, started: started)
    last?.verifiesReuse = ProcessInfo.processInfo.environment["SWATCH_VERIFY_REUSE"] == "1"
    return !outcome.diagnostics.containsErrors && !outcome.failedToWrite
  }
}
