/// `palette-unused`: a token in a group `lint: palettes:` names that no token aliases. Off by default.
struct UnusedPaletteRule: LintRule {
  let id = "palette-unused"
  let defaultSeverity = LintSeverity.off
  let summary = "a palette token nothing references (names the groups under 'lint: palettes:')"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let tokens = context.graph.tokens
    let palettes = context.config.palettes.map(\.value)
    guard !palettes.isEmpty else { return ([], []) }
    // A composite's member aliasing a palette color (a border's `color: "{palette.gray.300}"`) uses it too, and so
    // does a value taking a part of one (`{"$ref": "#/palette/black/$value/components"}`).
    let referenced = Set(tokens.flatMap(\.referencedTokens))
    let findings = tokens.indices.filter { index in
      let path = tokens[index].path.string
      return !referenced.contains(index) && palettes.contains { path == $0 || path.hasPrefix($0 + ".") }
    }.map {
      LintFinding(
        rule: id, token: tokens[$0].path.string, message: .lintPaletteUnused(tokens[$0].path.string),
        range: tokens[$0].definedAt)
    }
    return (findings, [])
  }
}
