import ArgumentParser
import SwatchKit

/// `swatch check`: validates the tokens and prints diagnostics only.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate the tokens and print diagnostics.",
    discussion: "Exit status: 0 when clean, 1 when the tokens have errors, 2 for usage or I/O problems.")

  @OptionGroup var project: ProjectOptions

  func run() throws {
    let loaded = project.load()
    ProcessLifetime.keep(loaded)
    if let resolved = loaded.resolved {
      print("\(resolved.tokens.count) tokens resolved in \(resolved.appearances.count) appearances")
    }
    throw ExitCode(loaded.status.rawValue)
  }
}
