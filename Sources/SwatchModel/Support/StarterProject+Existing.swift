extension StarterProject {
  /// The `swatch.yaml` that `swatch init` writes beside tokens already there: `tokens` read as they are
  /// (`found` says how, for the comment), no traits of its own (an export's themes and modes become traits,
  /// plain files get the default ones), and the starter's outputs. `entries`, when given, replaces the one-line
  /// `tokens:` list with its lines, and `traits` are the lines of a `traits:` block (`StarterRefinement`).
  public static func configuration(
    reading tokens: String, found: String, entries: [String]? = nil, traits: [String] = []
  ) -> String {
    let outputs = configuration.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("# What to build.") }
      .prefix { !$0.hasPrefix("# Warnings this project accepts") }
    let tokensText = entries.map { (["tokens:"] + $0).joined(separator: "\n") } ?? "tokens: [\(tokens)]"
    let traitsText = traits.isEmpty ? "" : "\n" + (["traits:"] + traits).joined(separator: "\n")
    // A folder's name may hold a line break (libyaml breaks at NEL, LS and PS too), which would end the comment.
    let comment = CommentText.singleLine(found)
    return """
      # Swatch configuration. Paths are relative to this file. Reference: docs/cli.md in the Swatch repository.

      # The tokens already here: \(comment).
      # A design tool's themes and modes become traits (light and dark become `appearance`); `swatch resolve`
      # shows every token in every appearance. A token with an error fails the build; `keepGoing: true` leaves
      # such tokens out with a warning instead.
      \(tokensText)\(traitsText)

      \(outputs.joined(separator: "\n"))
      """
  }
}
