import ArgumentParser
import SwatchKit

/// The options every command shares: where the configuration and the tokens are, and how diagnostics are
/// printed.
struct ProjectOptions: ParsableArguments {
  @Option(name: .long, help: "The configuration file (default: swatch.yaml if present).")
  var config: String?

  @Option(name: .long, help: "A token file or folder; repeat for more. Replaces the configuration's 'tokens'.")
  var tokens: [String] = []

  @Flag(help: "Leave out tokens with errors, and tokens that reference them, with a warning.")
  var keepGoing = false

  @OptionGroup var diagnostics: DiagnosticOptions

  /// Loads and resolves the project, printing diagnostics to standard error.
  func load() -> Project {
    let project = Project.load(
      configPath: config, tokenPaths: tokens, keepGoing: keepGoing, observer: HeapReleasingObserver())
    diagnostics.report(project.diagnostics, sources: project.sources)
    return project
  }
}
