import SwatchKit

/// The check that runs before argument parsing: `swatch` has no default subcommand, so a first argument
/// that is neither an option nor a command is a mistyped command, not a token path or a file.
enum CommandName {
  /// The names `swatch` accepts as its first argument, `help` included.
  static var known: [String] {
    Swatch.configuration.subcommands.map { $0._commandName } + ["help"]
  }

  /// The error for `arguments` (without the program name) when the first names no command, else nil.
  static func problem(in arguments: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !known.contains(first) else { return nil }
    let hint = Suggestion.closest(to: first, in: known).map { "; did you mean '\($0)'?" } ?? ""
    return "error: unknown command '\(first)'\(hint)\n"
      + "usage: swatch <command> [options]; commands: \(known.dropLast().joined(separator: ", "))\n"
  }
}
