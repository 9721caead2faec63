/// Checks that every file a configuration names lies inside its folder tree (`PathConfinement`), and warns
/// about output folders outside it.
///
/// Reads: the parsed `SwatchConfig` and its YAML tree, for places. Produces nothing. Reports: a token path,
/// `templates:` folder or `template:` file outside the project (`path.outside`, an error unless
/// `allowOutside: true`), and an output folder outside it (`output.outside`, a warning). This asks the file
/// system where symlinks lead, so the pipeline driver calls it, not the parser.
public enum ConfigConfinement {
  /// The problems with `config`'s paths, each at the value that names the path.
  public static func check(_ config: SwatchConfig, root: YAMLNode) -> [Diagnostic] {
    let confinement = PathConfinement(directory: config.baseDirectory, allowOutside: false)
    var diagnostics: [Diagnostic] = []
    var reads: [(path: String, node: YAMLNode)] = []
    if let tokens = root["tokens"] { reads += (tokens.items ?? [tokens]).compactMap(located) }
    if let templates = root["templates"], let read = located(templates) { reads.append(read) }
    for output in root["outputs"]?.items ?? [] {
      if let template = output["template"], let read = located(template) { reads.append(read) }
      if let folder = output["path"], let (text, node) = located(folder), !confinement.allows(resolved(text, config)) {
        diagnostics.append(Diagnostic(.outputOutside(text), at: node.range))
      }
    }
    guard !config.allowOutside else { return diagnostics }
    for (text, node) in reads where !confinement.allows(resolved(text, config)) {
      diagnostics.append(Diagnostic(.pathOutside(text), at: node.range))
    }
    return diagnostics
  }

  private static func located(_ node: YAMLNode) -> (String, YAMLNode)? {
    guard let text = node.text, !text.isEmpty else { return nil }
    return (text, node)
  }

  private static func resolved(_ text: String, _ config: SwatchConfig) -> String {
    FilePath.join(config.baseDirectory, text)
  }
}
