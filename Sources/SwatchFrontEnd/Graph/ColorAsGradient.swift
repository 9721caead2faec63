/// A plain color written where a token is a gradient in another appearance, as a gradient of that one color:
/// two stops of it, at 0 and 1, which paint the same (`TokenMerge`, when contexts give one token a color and a
/// gradient). A whole alias is left to `LooseMember`, which reads a color token as such a gradient.
enum ColorAsGradient {
  /// `node` as the stops of a gradient of one color when it is color text or a DTCG color object; as it is
  /// otherwise (stops already, an alias, or text that names no color, which the value reader reports).
  static func gradient(_ node: YAMLNode) -> YAMLNode {
    if let pairs = node.pairs {
      // A DTCG color object (`{colorSpace, components}`), as a 2025.10 resolver's files write colors.
      guard pairs.contains(where: { $0.key.text == "colorSpace" || $0.key.text == "components" }) else { return node }
    } else {
      guard let scalar = node.scalar else { return node }
      let text = scalar.text.trimmingWhitespace()
      guard !text.isEmpty, !(text.hasPrefix("{") && text.hasSuffix("}")), !text.contains("gradient(") else {
        return node
      }
    }
    let stop = { (position: String) in
      YAMLNode(
        .mapping([
          YAMLPair(key: YAMLNode(.scalar(YAMLScalar("color", style: .plain)), range: node.range), value: node),
          YAMLPair(
            key: YAMLNode(.scalar(YAMLScalar("position", style: .plain)), range: node.range),
            value: YAMLNode(.scalar(YAMLScalar(position, style: .plain)), range: node.range)),
        ]), range: node.range)
    }
    return YAMLNode(.sequence([stop("0"), stop("1")]), range: node.range)
  }
}
