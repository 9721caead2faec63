import ArgumentParser
import Foundation
import SwatchKit

/// `swatch preview --watch`: serves the preview on 127.0.0.1 and rebuilds it, and the outputs, on each save.
///
/// Reads: the configuration, token files and templates, polled every 25 ms as `build --watch` compares them
/// (`WatchedFiles`); a change is built once one more short poll agrees. Produces: a new page for the server
/// (`PreviewLiveState.publish`), which every open page then fetches, and the output files, after which
/// pages under development reload their style sheets. Reports: diagnostics in the terminal and, when the
/// tokens have errors, on the page instead of the preview, until the next good save.
struct PreviewLive {
  /// The project to watch.
  var project: ProjectOptions
  /// The port to listen on; 0 picks a free one.
  var port: UInt16
  /// How often the files are compared.
  static let interval: TimeInterval = 0.025

  func run() throws {
    ProcessLifetime.keepsValues = false
    let state = PreviewLiveState()
    let documents = DocumentMemory()
    let rows = PreviewRowMemory()
    let outputs = PreviewOutputs()
    var snapshot = WatchedFiles(roots: ProjectInputs(project).roots).snapshot()
    let config = rebuild(state, documents: documents, rows: rows, outputs: outputs)
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
      Thread.sleep(forTimeInterval: Self.interval)
      var current = WatchedFiles(roots: ProjectInputs(project).roots).snapshot()
      guard current != snapshot else { continue }
      repeat {
        snapshot = current
        Thread.sleep(forTimeInterval: Self.interval / 2)
        current = WatchedFiles(roots: ProjectInputs(project).roots).snapshot()
      } while current != snapshot
      rebuild(state, documents: documents, rows: rows, outputs: outputs)
    }
  }

  /// Loads the tokens, publishes the page (or the diagnostics), then writes the outputs; returns the
  /// configuration read.
  @discardableResult
  private func rebuild(
    _ state: PreviewLiveState, documents: DocumentMemory, rows: PreviewRowMemory, outputs: PreviewOutputs
  ) -> SwatchConfig {
    let started = ContinuousClock.now
    let loaded = Project.load(
      configPath: project.config, tokenPaths: project.tokens, keepGoing: project.keepGoing,
      observer: HeapReleasingObserver(), documents: documents)
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
    let shown = milliseconds(since: started)
    var written = ""
    if !loaded.config.outputs.isEmpty, outputs.write(loaded, configPath: project.config, options: project.diagnostics) {
      state.outputsWritten()
      written = "; outputs written in \(milliseconds(since: started)) ms"
    }
    ProcessLifetime.keep(loaded)
    StandardError.write(
      "swatch: tokens resolved in \(resolved) ms, preview updated in \(shown) ms (\(rows.rendered) row(s) rendered, \(rows.reused) copied)\(written)\n"
    )
    return loaded.config
  }

  private func milliseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = (ContinuousClock.now - start).components
    return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
  }
}
