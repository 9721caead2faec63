extension StarterProject {
  /// The `swatch.yaml` that `swatch init` writes beside tokens already there: `tokens` read as they are
  /// (`found` says how, for the comment), no traits of its own (an export's themes and modes become traits,
  /// plain files get the default ones), and the starter's outputs. `entries`, when given, replaces the one-line
  /// `tokens:` list with its lines, and `traits` are the lines of a `traits:` block (`StarterRefinement`). With
  /// `skipsUnknownTypes`, tokens of a type Swatch does not know are left out (`unsupportedTypes: skip`).
  public static func configuration(
    reading tokens: String, found: String, entries: [String]? = nil, traits: [String] = [],
    skipsUnknownTypes: Bool = false
  ) -> String {
    let outputs = configuration.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("# What to build.") }
      .prefix { !$0.hasPrefix("# Warnings this project accepts") }
    let tokensText = entries.map { (["tokens:"] + $0).joined(separator: "\n") } ?? "tokens: [\(tokens)]"
    var traitsText = traits.isEmpty ? "" : "\n" + (["traits:"] + traits).joined(separator: "\n")
    if skipsUnknownTypes {
      traitsText += """

        # The tokens' only errors are types no platform has a value for (a design tool's blur or grid styles):
        # they are left out with one warning.
        unsupportedTypes: skip
        """
    }
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

  /// `text`, a configuration `configuration(reading:found:entries:traits:)` wrote, with each output line that
  /// `reasons` names (by 1-based line number) commented out, the reason on a comment line above it: what a
  /// build of that output would fail with, so the configuration left builds the rest.
  public static func configuration(_ text: String, leavingOut reasons: [Int: String]) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, reason) in reasons.sorted(by: { $0.key > $1.key }) where lines.indices.contains(number - 1) {
      let line = lines[number - 1]
      let indent = String(line.prefix { $0 == " " })
      guard line.dropFirst(indent.count).hasPrefix("- ") else { continue }
      lines[number - 1] = indent + "# " + line.dropFirst(indent.count)
      lines.insert(indent + "# left out, as it would not build: " + CommentText.singleLine(reason), at: number - 1)
    }
    return lines.joined(separator: "\n")
  }
}
