/// A DTCG color object's `hex` member checked against its components, which always win.
///
/// DTCG's `hex` is a fallback for tools that cannot read components. Figma writes `#RGBA` shorthands
/// (`#0001`) that do not fit DTCG's `#RRGGBB`; other tools write one that disagrees with the components. Either
/// way the components are the color: a `hex` that is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, or that is
/// but differs from the color in sRGB (and its alpha) by more than its digits' rounding, is dropped with a
/// `color.hex-fallback` warning. A color of another space is compared when it lies inside sRGB; outside it the
/// `hex` is an approximation, not checked. One that agrees is read silently.
enum ColorHexFallback {
  /// The warning for the color object `node`, if its `hex` is to be dropped.
  static func check(_ node: YAMLNode) -> Diagnostic? {
    // A part of another color (`{"$ref": "#/c/$value/hex"}`) is the 8-bit hex of that color (`PartsTemplate`).
    guard let hexNode = node["hex"], node["components"] != nil, hexNode.pairs == nil else { return nil }
    guard let text = hexNode.text, let bytes = bytes(text) else {
      return Diagnostic(
        .colorHexFallback(hexNode.text ?? hexNode.kindName, reason: "is not a hex color"), at: hexNode.range)
    }
    guard let items = node["components"]?.items, items.count == 3 else { return nil }
    // Components or an alpha taken from other tokens (`{"$ref": …}`) are not known here: nothing to compare.
    let components = items.compactMap { $0.plainNumber ?? ($0.text == "none" ? 0 : nil) }
    guard components.count == 3 else { return nil }
    if bytes.count == 4, let alphaNode = node["alpha"], alphaNode.plainNumber == nil { return nil }
    let alpha = node["alpha"]?.plainNumber ?? 1
    guard let channels = expectedChannels(node, components: components) else { return nil }
    let tolerance = text.count <= 5 ? 9.0 : 1.5  // a shorthand digit stands for 17 steps
    let expected = (channels + (bytes.count == 4 ? [alpha] : [])).map { $0 * 255 }
    let agrees = zip(bytes, expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
    guard !agrees else { return nil }
    return Diagnostic(.colorHexFallback(text, reason: "differs from the components"), at: hexNode.range)
  }

  /// The sRGB channels (0 to 1) a `hex` written for the color object `node` stands for: its `components` in
  /// `srgb`; in another space, the color converted to sRGB when it lies inside it. Nil for a color outside sRGB,
  /// whose `hex` is an approximation for displays that cannot show it, and for one that does not read.
  private static func expectedChannels(_ node: YAMLNode, components: [Double]) -> [Double]? {
    if node["colorSpace"]?.text == "srgb" { return components }
    guard case .success(let color) = ColorLiteral.parse(object: node), color.isInSRGBGamut else { return nil }
    return color.converted(to: .srgb).components
  }

  /// The channel bytes of `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
  static func bytes(_ text: String) -> [Int]? {
    guard text.hasPrefix("#") else { return nil }
    let digits = Array(text.dropFirst())
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count <= 4 { return digits.map { $0.hexDigitValue! * 17 } }
    return stride(from: 0, to: digits.count, by: 2).map {
      digits[$0].hexDigitValue! * 16 + digits[$0 + 1].hexDigitValue!
    }
  }

  /// `node` with the `hex` member dropped from every color object at `ranges`.
  static func dropping(_ ranges: Set<SourceRange>, in node: YAMLNode, depth: Int = 0) -> YAMLNode {
    guard depth < TokenDocumentBuilder.maximumDepth else { return node }
    var copy = node
    switch node.kind {
    case .scalar: return node
    case .sequence(let items): copy.kind = .sequence(items.map { dropping(ranges, in: $0, depth: depth + 1) })
    case .mapping(let pairs):
      copy.kind = .mapping(
        pairs.compactMap { pair in
          if pair.key.text == "hex", ranges.contains(pair.value.range) { return nil }
          return YAMLPair(key: pair.key, value: dropping(ranges, in: pair.value, depth: depth + 1))
        })
    }
    return copy
  }
}
