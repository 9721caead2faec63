import ArgumentParser

/// The `swatch` command: resolves design tokens and writes them for every platform.
@main
struct Swatch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swatch",
    abstract: "Resolve design tokens for every appearance and write them for every platform.",
    subcommands: [Build.self, Resolve.self, Check.self],
    defaultSubcommand: Resolve.self
  )
}
