extension ResolvedTokenGraph {
  /// A readable text of the whole graph, for golden tests and bug reports.
  ///
  /// The first line names the traits and their values in order; then, for every token in path order, its
  /// `chains(of:)` block (each appearance's value and the aliases that led to it) followed by its
  /// `$deprecated` and `$extensions` when present. Blocks are separated by one blank line; the text ends
  /// with one line break.
  public var dump: String {
    let traitList = traits.traits.map { "\($0.name) [\($0.values.joined(separator: ", "))]" }
    let header = "traits: \(traitList.joined(separator: ", "))\n"
    return ([header] + tokens.map(dumpBlock)).joined(separator: "\n")
  }

  private func dumpBlock(_ token: ResolvedToken) -> String {
    var text = chains(of: token)
    switch token.deprecation {
    case .deprecated: text += "  deprecated\n"
    case .deprecatedBecause(let reason): text += "  deprecated: \(reason)\n"
    case nil: break
    }
    if let extensions = token.extensions {
      text += "  extensions: \(JSONSerializer(pretty: false).string(from: extensions))\n"
    }
    return text
  }
}
