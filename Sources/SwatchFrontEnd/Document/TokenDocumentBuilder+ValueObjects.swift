/// Two ways teams write a value as an object that DTCG 2025.10 writes otherwise, read as what they mean
/// (Deutsche Telekom's design tokens, whose Style Dictionary transforms read them so).
extension TokenDocumentBuilder.State {
  /// A value written as an object of modes, `{"light": …, "dark": …}`: its `light` value, with each other key a
  /// mode of that name (`dark`, `high-contrast`), reported once per file. Such an object has a `light` key, at
  /// least one other and no `$` key; no type's value is written with a `light` member. A token with `$modes`
  /// of its own keeps its value as written.
  mutating func readModeObject(into token: inout TokenDefinition) {
    guard token.modes.isEmpty, let pairs = token.value.pairs, pairs.count >= 2,
      let light = pairs.first(where: { $0.key.text == "light" }),
      pairs.allSatisfy({ $0.key.text.map { !$0.isEmpty && !$0.hasPrefix("$") } == true })
    else { return }
    modeObjects.append((token.path.string, token.value.range))
    token.value = light.value
    token.modes = pairs.compactMap { pair in
      guard let key = pair.key.text, key != "light" else { return nil }
      return ModeEntry(
        key: key, keyRange: pair.key.range, keyIsQuoted: pair.key.scalar?.isPlain == false, value: pair.value)
    }
  }

  /// Colors written as `{"color": …, "alpha": 0.65}` anywhere in a token's value and modes (a shadow's color
  /// too): the color with that alpha, `"{core.color.black} / 0.65"`, as an alias with an alpha is written,
  /// reported once per file. The object has exactly those two keys, a color that is an alias or color text with
  /// no `/ alpha` of its own, and a scalar alpha; the value reader then reads the text, so an alpha that is no
  /// number from 0 to 1 (or percentage) is its error, at the value, and leaves the token out under `keepGoing`.
  mutating func readColorAlphaObjects(into token: inout TokenDefinition) {
    let isObject = { (node: YAMLNode) in Self.colorAlphaText(node) != nil }
    guard token.value.contains(where: isObject) || token.modes.contains(where: { $0.value.contains(where: isObject) })
    else { return }
    colorAlphaObjects.append((token.path.string, token.value.range))
    let rewrite = { (node: YAMLNode) -> YAMLNode? in
      Self.colorAlphaText(node).map { YAMLNode(.scalar(YAMLScalar($0, style: .doubleQuoted)), range: node.range) }
    }
    token.value = token.value.rewriting(rewrite)
    for index in token.modes.indices { token.modes[index].value = token.modes[index].value.rewriting(rewrite) }
  }

  /// `"<color> / <alpha>"` for a node that is a `{color, alpha}` object as `readColorAlphaObjects` reads it.
  static func colorAlphaText(_ node: YAMLNode) -> String? {
    guard let pairs = node.pairs, pairs.count == 2, let color = node["color"]?.scalar,
      let alpha = node["alpha"]?.scalar
    else { return nil }
    let text = color.text.trimmingWhitespace()
    guard !text.isEmpty, !text.contains("/") else { return nil }
    return "\(text) / \(alpha.text.trimmingWhitespace())"
  }
}

extension YAMLNode {
  /// Whether this node or any node inside it satisfies `test`.
  func contains(where test: (YAMLNode) -> Bool) -> Bool {
    if test(self) { return true }
    switch kind {
    case .scalar: return false
    case .mapping(let pairs): return pairs.contains { $0.value.contains(where: test) }
    case .sequence(let items): return items.contains { $0.contains(where: test) }
    }
  }
}
