/// Tokens Studio's second way to write a reference, `$colors.gray`, as the braces every other reader knows.
extension ToolValue {
  /// The node with Tokens Studio's other reference syntax, `$colors.gray` (a `$`, a letter, and what follows up
  /// to a space or a comma, ending in a letter, digit or `_`), written as `{colors.gray}` everywhere in it; a JSON
  /// Pointer (`#/color/bg/$value`) is left as written.
  static func withBraceReferences(_ node: YAMLNode) -> YAMLNode {
    node.rewriting { node in
      guard let scalar = node.scalar else { return nil }
      guard scalar.text.utf8.contains(UInt8(ascii: "$")), !scalar.text.hasPrefix("#/"), let text = braced(scalar.text)
      else { return node }
      var copy = node
      copy.kind = .scalar(YAMLScalar(text, style: scalar.style))
      return copy
    }
  }

  /// `text` with each `$path` written `{path}`; nil when it holds none.
  private static func braced(_ text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    var found = false
    let isWord = { (scalar: Unicode.Scalar) in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "$", index + 1 < scalars.count,
        scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "_",
        index == 0 || !isWord(scalars[index - 1])
      else {
        result.append(scalar)
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, !scalars[end].properties.isWhitespace, !",{}()".unicodeScalars.contains(scalars[end]) {
        end += 1
      }
      while end > index + 1, !isWord(scalars[end - 1]) { end -= 1 }
      result.append("{")
      result.append(contentsOf: scalars[(index + 1)..<end])
      result.append("}")
      (index, found) = (end, true)
    }
    return found ? String(result) : nil
  }
}
