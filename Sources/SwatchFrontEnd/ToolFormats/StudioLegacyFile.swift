/// A Tokens Studio file exported before `$themes` and `$metadata` existed (or with them left out): one JSON
/// object whose top-level keys are the sets (`{"global": {"color": {…}}}`), tokens written `value`/`type`, and
/// references that leave the set out (`{color.blue}`, not `{global.color.blue}`). Read as a plain file, every
/// path would start with the set's name and every reference would miss; read as Tokens Studio reads it, the
/// sets merge in the file's order.
///
/// Reads: one file's tree. Produces: whether it is such a file. A file is taken for one when it has no
/// top-level token or `$` key (but Tokens Studio's `$metadata` and `$themes`), and its references name what is
/// inside a set more often than a set itself.
enum StudioLegacyFile {
  /// Whether `text`, a JSON file's text, is a Tokens Studio file without `$themes` and `$metadata`.
  static func matches(_ text: String, path: String) -> Bool {
    // A DTCG file (`$value`) is not one; only a file of `value`s is read to find out.
    guard text.containsBytes("\"value\""), !text.containsBytes("\"$value\""),
      let root = YAMLReader().read(text, path: path).root, let pairs = root.pairs, !pairs.isEmpty
    else { return false }
    var sets = Set<String>()
    var inside = Set<String>()
    // Tokens Studio's own keys beside the sets, `$metadata` without a `tokenSetOrder` among them.
    for pair in pairs where pair.key.text != "$metadata" && pair.key.text != "$themes" {
      guard let name = pair.key.text, !name.hasPrefix("$"), let members = pair.value.pairs,
        pair.value["value"] == nil
      else { return false }
      sets.insert(name)
      inside.formUnion(members.compactMap(\.key.text))
    }
    var (relative, absolute) = (0, 0)
    visitReferences(in: root, depth: 0) { first in
      if sets.contains(first) {
        absolute += 1
      } else if inside.contains(first) {
        relative += 1
      }
    }
    return relative > absolute
  }

  /// Calls `body` with the first name of every reference in a scalar below `node`.
  private static func visitReferences(in node: YAMLNode, depth: Int, _ body: (String) -> Void) {
    guard depth < TokenDocumentBuilder.maximumDepth else { return }
    if let text = node.text {
      for occurrence in EmbeddedReferences.scan(text) ?? [] {
        body(String(occurrence.path.split(separator: ".", maxSplits: 1).first ?? ""))
      }
    }
    for pair in node.pairs ?? [] { visitReferences(in: pair.value, depth: depth + 1, body) }
    for item in node.items ?? [] { visitReferences(in: item, depth: depth + 1, body) }
  }
}
