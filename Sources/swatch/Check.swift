import ArgumentParser
import SwatchKit

/// `swatch check`: validates the tokens and what the outputs make of them, and prints diagnostics only.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate the tokens and print diagnostics.",
    discussion: """
      Renders every output in memory too, so a problem only a writer finds (two tokens with one CSS name) fails \
      the check as it would fail the build; writes nothing. --tokens-only resolves the tokens alone. \
      Exit status: 0 when clean, 1 when the tokens have errors, 2 for usage or I/O problems.
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Resolve the tokens without rendering the outputs.")
  var tokensOnly = false

  func run() throws {
    let loaded = Project.load(
      configPath: project.config, tokenPaths: project.tokens, keepGoing: project.keepGoing,
      observer: HeapReleasingObserver())
    ProcessLifetime.keep(loaded)
    var status = loaded.status
    guard !tokensOnly, status == .clean, loaded.resolved != nil, !loaded.config.outputs.isEmpty else {
      project.diagnostics.report(loaded.diagnostics, sources: loaded.sources)
      try finish(loaded, status: status)
    }
    // What the writers find is what a build would stop on (its diagnostics include the tokens'); files out of
    // date are `build --check`'s to say.
    let outcome = loaded.build(checkOnly: true)
    ProcessLifetime.keep(outcome)
    project.diagnostics.report(outcome.diagnostics, sources: outcome.sources)
    if outcome.diagnostics.containsErrors { status = outcome.failedToRead ? .failure : .errors }
    try finish(loaded, status: status)
  }

  /// Prints what was resolved and exits with `status`.
  private func finish(_ loaded: Project, status: Project.Status) throws -> Never {
    if let resolved = loaded.resolved {
      print("\(resolved.tokens.count) tokens resolved in \(resolved.appearances.count) appearances")
    }
    throw ExitCode(status.rawValue)
  }
}
