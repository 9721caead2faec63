import ArgumentParser
import CHeap
import Foundation
import SwatchKit

/// The `swatch` command: resolves design tokens and writes them for every platform.
///
/// Exit status: 0 success, 1 errors in the input (or outputs out of date with `build --check`), 2 usage or
/// I/O problems. Argument errors, which ArgumentParser reports with 64, are mapped to 2. There is no default
/// subcommand: `swatch` alone prints the usage, and a mistyped command is named as one.
@main
struct Swatch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swatch",
    abstract: "Resolve design tokens for every appearance and write them for every platform.",
    version: SwatchVersion.current,
    subcommands: [
      Init.self, Build.self, Check.self, Resolve.self, Lint.self, Diff.self, Preview.self, Clean.self,
      XCFileLists.self,
    ]
  )

  static func main() {
    swatch_tune_heap()
    if let problem = CommandName.problem(in: Array(CommandLine.arguments.dropFirst())) {
      StandardError.write(problem)
      Foundation.exit(2)
    }
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
