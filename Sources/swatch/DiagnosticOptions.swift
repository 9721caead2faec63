import ArgumentParser
import Foundation
import SwatchKit

extension DiagnosticFormat: ExpressibleByArgument {}

/// How a command prints diagnostics: `--diagnostics-format` and `--absolute-paths`.
struct DiagnosticOptions: ParsableArguments {
  @Option(
    name: .customLong("diagnostics-format"),
    help: "How diagnostics are printed: clang (default), github (Actions annotations) or json (one object a line).")
  var format: DiagnosticFormat = .clang

  @Flag(help: "Print diagnostics' file paths absolute, as Xcode's issue navigator needs.")
  var absolutePaths = false

  /// A renderer in the chosen format quoting `sources`.
  func renderer(sources: SourceFileStore) -> DiagnosticRenderer {
    DiagnosticRenderer(
      sources: sources, format: format,
      absoluteBase: absolutePaths ? FileManager.default.currentDirectoryPath : nil)
  }

  /// Prints `diagnostics` to standard error in the chosen format.
  func report(_ diagnostics: [Diagnostic], sources: SourceFileStore) {
    StandardError.write(renderer(sources: sources).render(diagnostics))
  }
}
