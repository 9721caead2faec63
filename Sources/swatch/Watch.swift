import ArgumentParser
import Foundation
import SwatchKit

/// `swatch build --watch`: builds, then watches the configuration, the token files, the templates and every
/// other file the last build read (`InputsRead`) and rebuilds when any of them changes, or when an output
/// folder's manifest goes (the folder deleted, a `git clean`), until the process is interrupted.
///
/// What changed is found by comparing each file's modification time and size (`WatchedFiles`), after a
/// file-system event (`FileEvents`, on Linux) or every 300 ms, which works the same everywhere. A change is
/// built once 50 ms passed without events (where events are seen; once one more poll agrees elsewhere), so an
/// editor saving several files, or writing one in steps, causes one rebuild. Errors are printed and the watch
/// goes on. A rebuild parses again only the token files whose text changed and makes again only the resolved
/// tokens an edit reaches (`DocumentMemory`, which keeps the last good resolved graph), and takes the stamp and
/// scan record it wrote last from memory while their files are the ones it wrote (`StateMemory`); the rest of
/// each build's values are freed when it ends (`ProcessLifetime.keepsValues`).
struct Watch {
  /// The build to repeat, with `watch` set.
  var build: Build
  /// How often the files are compared.
  static let interval: TimeInterval = 0.3
  /// How long the files must stay quiet before a change is built, where file-system events are seen.
  static let quiet: TimeInterval = 0.05

  func run() throws {
    guard !build.check else { throw ValidationError("--watch builds; it cannot be combined with --check") }
    var once = build
    once.watch = false
    ProcessLifetime.keepsValues = false
    let documents = DocumentMemory()
    let state = StateMemory()
    let read = InputsRead()
    // Read again on every poll, so an edit to `tokens:` or `templates:` moves the watch with it.
    let roots = { read.adding(to: ProjectInputs(build.project).roots) }
    let events = FileEvents()
    events.watch(roots())
    var snapshot = WatchedFiles(roots: roots()).snapshot()
    while true {
      let started = Date()
      let status = rebuild(once, documents: documents, state: state, read: read)
      snapshot = events.rewatch(roots(), after: snapshot, builtSince: started)
      // A manifest the build wrote is no change; one deleted after it is.
      snapshot.merge(WatchedFiles(roots: read.outputManifests).snapshot()) { _, now in now }
      StandardError.write("swatch: \(status); watching \(snapshot.count) file(s); press Ctrl-C to stop\n")
      snapshot = events.nextChange(
        after: snapshot, of: roots, poll: Self.interval, quiet: Self.quiet, recheck: Self.interval)
      StandardError.write("swatch: change detected; rebuilding\n")
    }
  }

  /// Runs one build and says how it ended ("built in 0.31 s"), without ending the watch.
  private func rebuild(_ once: Build, documents: DocumentMemory, state: StateMemory, read: InputsRead) -> String {
    var status: Int32 = 0
    let started = ContinuousClock.now
    do {
      try once.run(documents: documents, read: read, state: state)
    } catch let exit as ExitCode {
      status = exit.rawValue
    } catch {
      StandardError.write("error: \(error)\n")
      status = 2
    }
    fflush(nil)
    let outcome = status == 0 ? "built" : "build failed (exit \(status))"
    let elapsed = (ContinuousClock.now - started).components
    let seconds = String(format: "%.2f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    return "\(outcome) in \(seconds) s"
  }
}
