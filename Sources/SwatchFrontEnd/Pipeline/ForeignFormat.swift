/// Token files in formats Swatch does not read, named as such rather than reported as broken YAML or as a
/// hundred malformed tokens.
///
/// Reads: a file's path, its YAML tree if it parsed, and the reader's diagnostics. Changes: a `.json5`
/// file's first YAML error gains a note naming what of JSON5 Swatch does not read (`JSONComments`); a Theo
/// file (Salesforce's format, with top-level `props` beside `aliases`, `global` or `imports`, as in Twilio
/// Paste and SLDS) gets one error at `props`, `document.theo`, and is not read further; so does a file of flat
/// dotted names (Material's JSON: `"md.sys.color.primary": {"value": …}`), `format.flat-keys`, rather than
/// one `name.invalid` per token.
enum ForeignFormat {
  static func explain(path: String, root: YAMLNode?, diagnostics: inout [Diagnostic]) {
    if path.lowercased().hasSuffix(".json5"), let first = diagnostics.firstIndex(where: { $0.severity == .error }) {
      diagnostics[first].notes.append(
        .init(
          "this is a JSON5 file: Swatch reads its comments, unquoted keys, trailing commas and single-quoted "
            + "strings, not what YAML lacks (a key's ':' with no space after it, a \\' inside single quotes, a line "
            + "continued with \\, hexadecimal numbers); write that part as JSON"))
    }
    if let root, root.isTheo, let props = root.pairs?.first(where: { $0.key.text == "props" }) {
      diagnostics.append(Diagnostic(.documentTheo(), at: props.key.range))
    }
    if let root, let key = root.firstFlatDottedKey {
      diagnostics.append(Diagnostic(.formatFlatKeys(key.text ?? ""), at: key.range))
    }
  }
}

extension YAMLNode {
  /// Whether this is the root of a Theo token file: `props` beside `aliases`, `global` or `imports`.
  var isTheo: Bool {
    let keys = Set(pairs?.compactMap(\.key.text) ?? [])
    return keys.contains("props") && !keys.isDisjoint(with: ["aliases", "global", "imports"])
  }
}

extension YAMLNode {
  /// The first key of a root whose tokens are named by flat dotted paths: most of its keys hold a `.`.
  var firstFlatDottedKey: YAMLNode? {
    guard let pairs else { return nil }
    let dotted = pairs.filter { $0.key.text?.contains(".") == true }
    guard !dotted.isEmpty, dotted.count * 2 > pairs.count else { return nil }
    return dotted.first?.key
  }
}
