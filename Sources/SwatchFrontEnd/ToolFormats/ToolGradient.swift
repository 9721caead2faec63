/// Tokens Studio's gradients: a `color` token whose value is CSS's `linear-gradient(…)`, read as a DTCG
/// gradient, a list of `{color, position}` stops.
///
/// A stop's color may be any color text or a reference (`{brand.primary} 0%`, or with an alpha,
/// `rgba({brand.primary}, 0.1)`), which becomes a member alias; positions are placed as CSS places them
/// (`placed`). DTCG gradients have no direction (writers draw them top to bottom), so an angle or a `to …`
/// side other than the bottom is left out.
enum ToolGradient {
  /// The stops `node`'s text writes, and the direction it names that DTCG has no place for; nil when the text
  /// is no linear gradient of two or more stops.
  static func read(_ node: YAMLNode) -> (stops: YAMLNode, droppedDirection: String?)? {
    guard let text = node.text, text.lowercased().hasPrefix("linear-gradient("), text.hasSuffix(")") else {
      return nil
    }
    let prefix = "linear-gradient(".unicodeScalars.count
    var parts = split(Array(text.unicodeScalars).dropFirst(prefix).dropLast(), startingAt: prefix)
    var direction: String?
    if let first = parts.first, isDirection(first.text) {
      direction = ["180deg", "to bottom", "0.5turn"].contains(first.text.lowercased()) ? nil : first.text
      parts.removeFirst()
    }
    guard parts.count >= 2 else { return nil }
    // Each node has a range of its own: binding finds a member's reference by where it is written.
    var stops: [(color: YAMLNode, at: SourceRange, positionAt: SourceRange)] = []
    var positions: [Double?] = []
    for part in parts {
      let length = part.text.unicodeScalars.count
      let words = part.text.split(separator: " ")
      var color = part.text
      var position: Double?
      var positionAt = EmbeddedReferences.range(ofOffset: part.offset + length, length: 0, in: node)
      if words.count > 1, let last = words.last, last.hasSuffix("%"),
        let percent = NumericText.double(last.dropLast())
      {
        color = String(String(part.text.dropLast(last.count)).trimmingWhitespace())
        position = percent / 100
        let written = last.unicodeScalars.count
        positionAt = EmbeddedReferences.range(ofOffset: part.offset + length - written, length: written, in: node)
      }
      let colorAt = EmbeddedReferences.range(ofOffset: part.offset, length: color.unicodeScalars.count, in: node)
      let at = EmbeddedReferences.range(ofOffset: part.offset, length: length, in: node)
      stops.append((ToolValue.memberColor(.string(color, at: colorAt)), at, positionAt))
      positions.append(position)
    }
    let nodes = zip(stops, placed(positions)).map { stop, position in
      YAMLNode.mapping([("color", stop.color), ("position", .number(position, at: stop.positionAt))], at: stop.at)
    }
    return (YAMLNode(.sequence(nodes), range: node.range), direction)
  }

  /// The comma-separated parts of `scalars` outside parentheses and braces, trimmed, each with its offset in
  /// the whole text (`start` being the offset of `scalars`' first).
  private static func split(_ scalars: ArraySlice<Unicode.Scalar>, startingAt start: Int)
    -> [(text: String, offset: Int)]
  {
    var parts: [(text: String, offset: Int)] = []
    var depth = 0
    var current = String.UnicodeScalarView()
    var offset = start
    func finish() {
      let text = String(current)
      let leading = text.unicodeScalars.prefix { $0 == " " }.count
      parts.append((String(text.trimmingWhitespace()), offset + leading))
    }
    for (index, scalar) in zip(scalars.indices, scalars) {
      switch scalar {
      case "(", "{": depth += 1
      case ")", "}": depth -= 1
      case "," where depth == 0:
        finish()
        current = String.UnicodeScalarView()
        offset = start + (index - scalars.startIndex) + 1
        continue
      default: break
      }
      current.append(scalar)
    }
    finish()
    return parts
  }

  /// Whether a gradient's first part names its direction (`132deg`, `0.25turn`, `to right`).
  private static func isDirection(_ text: String) -> Bool {
    let lower = text.lowercased()
    guard !lower.hasPrefix("to ") else { return true }
    return ["deg", "grad", "rad", "turn"].contains { unit in
      lower.hasSuffix(unit) && NumericText.double(lower.dropLast(unit.count)) != nil
    }
  }

  /// Every stop's position as CSS places them: the first defaulting to 0 and the last to 1, one written below
  /// an earlier one raised to it, and each run of missing ones spread evenly between the ones around it.
  static func placed(_ positions: [Double?]) -> [Double] {
    var result = positions
    if result.first ?? nil == nil { result[0] = 0 }
    if result.last ?? nil == nil { result[result.count - 1] = 1 }
    var largest = -Double.infinity
    for index in result.indices {
      guard let position = result[index] else { continue }
      largest = max(largest, position)
      result[index] = largest
    }
    var index = 0
    while index < result.count {
      guard result[index] == nil else {
        index += 1
        continue
      }
      let before = index - 1
      var after = index
      while result[after] == nil { after += 1 }
      let (from, to) = (result[before]!, result[after]!)
      for missing in index..<after {
        result[missing] = from + (to - from) * Double(missing - before) / Double(after - before)
      }
      index = after
    }
    return result.map { $0 ?? 0 }
  }
}
