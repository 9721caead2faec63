import ArgumentParser
import Foundation
import SwatchKit

/// `swatch preview --watch`: serves the preview on 127.0.0.1 and rebuilds it, and the outputs, on each save.
///
/// Reads: the configuration, token files and templates, compared as `build --watch` compares them
/// (`WatchedFiles`) after each file-system event (`FileEvents`, on Linux) or every 25 ms where there are none;
/// a change is built once the files stayed quiet for 10 ms (one more short poll elsewhere). Produces: a new
/// page for the server (`PreviewLiveState.publish`), which every open page then fetches, and the output files,
/// after which pages under development reload their style sheets. Reports: diagnostics in the terminal and,
/// when the tokens have errors, on the page instead of the preview, until the next good save.
struct PreviewLive {
  /// The project to watch.
  var project: ProjectOptions
  /// The port to listen on; 0 picks a free one.
  var port: UInt16
  /// How often the files are compared.
  static let interval: TimeInterval = 0.025
  /// How long the files must stay quiet before a change is built, where file-system events are seen.
  static let quiet: TimeInterval = 0.01

  func run() throws {
    ProcessLifetime.keepsValues = false
    let state = PreviewLiveState()
    let documents = DocumentMemory()
    let rows = PreviewRowMemory()
    let outputs = PreviewOutputs()
    let read = InputsRead()
    let roots = { read.adding(to: ProjectInputs(project).roots) }
    let events = FileEvents()
    events.watch(roots())
    var snapshot = WatchedFiles(roots: roots()).snapshot()
    var started = Date()
    let config = rebuild(state, documents: documents, rows: rows, outputs: outputs, read: read)
    snapshot = events.rewatch(roots(), after: snapshot, builtSince: started)
    let server: PreviewServer
    do {
      server = try PreviewServer(port: port, state: state, files: PreviewFiles(folders: config.outputs.map(\.path)))
    } catch {
      StandardError.write("error: \(error)\n")
      throw ExitCode(2)
    }
    server.start()
    print("serving the preview at http://127.0.0.1:\(server.port)/ ; press Ctrl-C to stop")
    fflush(nil)
    while true {
      // With events, a timed look is only the fallback for a missed one.
      snapshot = events.nextChange(
        after: snapshot, of: roots, poll: events.isLive ? Watch.interval : Self.interval, quiet: Self.quiet,
        recheck: Self.interval / 2)
      started = Date()
      rebuild(state, documents: documents, rows: rows, outputs: outputs, read: read)
      snapshot = events.rewatch(roots(), after: snapshot, builtSince: started)
    }
  }

  /// Loads the tokens, publishes the page (or the diagnostics), then writes the outputs; returns the
  /// configuration read.
  @discardableResult
  private func rebuild(
    _ state: PreviewLiveState, documents: DocumentMemory, rows: PreviewRowMemory, outputs: PreviewOutputs,
    read: InputsRead
  ) -> SwatchConfig {
    let started = ContinuousClock.now
    let loaded = Project.load(
      configPath: project.config, tokenPaths: project.tokens, keepGoing: project.keepGoing,
      observer: HeapReleasingObserver(), documents: documents)
    read.paths = loaded.inputFiles + loaded.unreadFiles
    let resolved = milliseconds(since: started)
    let renderer = project.diagnostics.renderer(sources: loaded.sources)
    let text = renderer.render(loaded.diagnostics)
    StandardError.write(text)
    guard let graph = loaded.resolved, loaded.status != .failure else {
      state.publish(PreviewPage.failedBuild(diagnostics: text))
      StandardError.write("swatch: the tokens have errors; the page shows them until the next good save\n")
      return loaded.config
    }
    state.publish(PreviewPage(graph: graph, config: loaded.config).html(rows: rows))
    StandardError.write(
      "swatch: tokens resolved in \(resolved) ms, preview updated in \(milliseconds(since: started)) ms (\(rows.rendered) row(s) rendered, \(rows.reused) copied)\n"
    )
    if !loaded.config.outputs.isEmpty, outputs.write(loaded, configPath: project.config, options: project.diagnostics) {
      state.outputsWritten()
      StandardError.write("swatch: outputs written in \(milliseconds(since: started)) ms\n")
    }
    ProcessLifetime.keep(loaded)
    return loaded.config
  }

  private func milliseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = (ContinuousClock.now - start).components
    return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
  }
}
