/// DTCG 2025.10's property-level references: a `$value`, or a member of a composite's (a typography's
/// `fontFamily`, a border's `color`, a shadow layer's), written `{"$ref": "#/font/sans"}`, a JSON Pointer to a
/// token (also `#/font/sans/$value`), is the alias `{font.sans}` written there, so it binds, takes its type and
/// resolves per appearance as one. A pointer into a value's parts (`#/c/$value/components/0`) is that alias
/// carrying the steps after `$value` (`YAMLNode.valuePart`): the value holding it is filled per appearance with
/// that part of the token's value there (`PartsTemplate`). A pointer naming nothing is left as written, for the
/// value reader to refuse.
enum PointerReferences {
  /// `node` with each `{"$ref": …}` object in it that points at a token, or into its value, written as its alias.
  static func aliases(in node: YAMLNode) -> YAMLNode {
    guard node.scalar == nil, holdsReference(node) else { return node }
    return node.rewriting { inner in
      guard let pairs = inner.pairs, pairs.count == 1, pairs[0].key.text == "$ref", let text = pairs[0].value.text,
        text.hasPrefix("#/")
      else { return nil }
      if case .success(let path) = TokenReference.path(text) {
        return YAMLNode(
          .scalar(YAMLScalar("{\(path.string)}", style: .doubleQuoted)), range: inner.range, valuePart: [])
      }
      guard let (path, steps) = TokenReference.part(text) else { return nil }
      return YAMLNode(
        .scalar(YAMLScalar("{\(path.string)}", style: .doubleQuoted)), range: inner.range, valuePart: steps)
    }
  }

  /// Whether an object in `node` has the key `$ref`: most values have none, and are not copied.
  private static func holdsReference(_ node: YAMLNode) -> Bool {
    var work = [node]
    while let next = work.popLast() {
      if let pairs = next.pairs {
        if pairs.contains(where: { $0.key.text == "$ref" }) { return true }
        work += pairs.map(\.value)
      } else if let items = next.items {
        work += items
      }
    }
    return false
  }
}
