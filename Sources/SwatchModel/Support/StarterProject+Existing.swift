extension StarterProject {
  /// The `swatch.yaml` that `swatch init` writes beside tokens already there: `tokens` read as they are
  /// (`found` says how, for the comment), no traits of its own (an export's themes and modes become traits,
  /// plain files get the default ones), and the starter's outputs.
  public static func configuration(reading tokens: String, found: String) -> String {
    let outputs = configuration.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("# What to build.") }
      .prefix { !$0.hasPrefix("# Warnings this project accepts") }
    return """
      # Swatch configuration. Paths are relative to this file. Reference: docs/cli.md in the Swatch repository.

      # The tokens already here: \(found).
      # A design tool's themes and modes become traits (light and dark become `appearance`); `swatch resolve`
      # shows every token in every appearance. A token with an error fails the build; `keepGoing: true` leaves
      # such tokens out with a warning instead.
      tokens: [\(tokens)]

      \(outputs.joined(separator: "\n"))
      """
  }
}
