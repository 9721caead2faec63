import ArgumentParser
import Foundation

/// The `swatch` command: resolves design tokens and writes them for every platform.
///
/// Exit status: 0 success, 1 errors in the input (or outputs out of date with `build --check`), 2 usage or
/// I/O problems. Argument errors, which ArgumentParser reports with 64, are mapped to 2.
@main
struct Swatch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swatch",
    abstract: "Resolve design tokens for every appearance and write them for every platform.",
    subcommands: [Build.self, Resolve.self, Check.self, Clean.self],
    defaultSubcommand: Resolve.self
  )

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        code == .success ? print(message) : StandardError.write(message + "\n")
      }
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}
