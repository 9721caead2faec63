/// References written inside a larger string, `"inset 0 0 0 {borderWidth.thin}"` (GitHub Primer, Style
/// Dictionary's string interpolation): outside DTCG 2025.10, where an alias is a whole value.
///
/// Swatch reads them only in a `string` token, where the meaning is unambiguous: the text with each
/// reference replaced by its target's value in the same appearance, written as CSS would write it
/// (`1px`, `0.5`, `200ms`). The targets must be strings, dimensions, numbers, font weights or durations, and in
/// a design tool's file colors too (`#aabbcc`, as Style Dictionary substitutes them); anything else, or such
/// text in a token of another type, is a located error naming the idiom.
enum EmbeddedReferences {
  /// One `{path}` inside a text: its path, the offset (in Unicode scalars) of its `{`, and how many Unicode
  /// scalars it is written in, braces and any spaces inside them included (`{ size.a }`, as Style Dictionary
  /// projects write them).
  struct Occurrence: Equatable {
    var path: String
    var offset: Int
    var length: Int
  }

  /// The types a reference inside a string may name: those with one obvious text.
  static let substitutableTypes: Set<TokenType> = [.string, .dimension, .number, .fontWeight, .duration, .fontFamily]

  /// Every `{path}` in `text`, in order, spaces around a path inside its braces dropped; nil when a brace is
  /// unbalanced, nested or encloses a blank path. A path holding a space inside is one only when it is made of
  /// names alone, letters, digits, `.`, `-` and `_` (`{Font Size.Base} * 0.75`: Tokens Studio's names hold
  /// spaces): CSS or script text inside braces (`{ color: red }`, `{ return x; }`) is none.
  static func scan(_ text: String) -> [Occurrence]? {
    var result: [Occurrence] = []
    var open: (offset: Int, path: String)?
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch (scalar, open) {
      case ("{", nil): open = (offset, "")
      case ("{", _), ("}", nil): return nil
      case ("}", let current?):
        let path = String(current.path.trimmingWhitespace())
        guard !path.isEmpty, !path.unicodeScalars.contains(where: \.properties.isWhitespace) || isNameLike(path) else {
          return nil
        }
        result.append(Occurrence(path: path, offset: current.offset, length: offset - current.offset + 1))
        open = nil
      case (_, var current?):
        current.path.unicodeScalars.append(scalar)
        open = current
      case (_, nil): break
      }
    }
    return open == nil ? result : nil
  }

  /// Whether `path` is made of names alone: letters, digits, spaces, `.`, `-` and `_`.
  private static func isNameLike(_ path: String) -> Bool {
    path.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == " " || scalar == "."
        || scalar == "-" || scalar == "_"
    }
  }

  /// Where the occurrence at `offset` is written inside `node`: on the node's first line, one column on for
  /// a quoted scalar, counting each escape before it as written (`\u0041` is six columns). A scalar written
  /// over several lines has its line breaks folded, so no column of its text is known: the whole scalar is
  /// the range.
  static func range(ofOffset offset: Int, length: Int, in node: YAMLNode) -> SourceRange {
    var range = node.range
    guard range.start.line == range.end.line else { return range }
    let scalar = node.scalar
    let quote = scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } == true ? 1 : 0
    let first = range.start.column + quote
    range.start.column = node.column(ofOffset: offset, textStartingAt: first)
    range.end = range.start
    range.end.column = node.column(ofOffset: offset + length, textStartingAt: first)
    return range
  }

  /// Where each reference in `node`'s text is written (`range(ofOffset:length:in:)`), in order.
  static func ranges(in node: YAMLNode) -> [SourceRange] {
    (node.text.flatMap(scan) ?? []).map { range(ofOffset: $0.offset, length: $0.length, in: node) }
  }

  /// The text a value stands for inside a string, or nil for a type with no single obvious text.
  static func text(of value: TokenValue) -> String? {
    switch value {
    case .string(let text): return text
    case .dimension, .duration, .number, .fontWeight: return value.plainText
    // A font stack as a design tool writes one in text: the names apart by commas, unquoted.
    case .fontFamily(let names): return names.joined(separator: ", ")
    // A color as CSS writes one in sRGB (a design tool's file alone names colors in text).
    case .color(let color): return (color.alpha >= 1 ? color.hexRGB : color.hexRGBA).lowercased()
    default: return nil
    }
  }

  /// `text` with each occurrence replaced by `replacement(path)`.
  static func interpolate(_ text: String, _ replacement: (Occurrence) -> String) -> String {
    guard let (pieces, occurrences) = split(text) else { return text }
    var result = pieces[0]
    for (occurrence, piece) in zip(occurrences, pieces.dropFirst()) {
      result += replacement(occurrence)
      result += piece
    }
    return result
  }

  /// The text before, between and after the occurrences in `text` (one more piece than occurrences), and the
  /// occurrences; nil as `scan` gives.
  static func split(_ text: String) -> (pieces: [String], occurrences: [Occurrence])? {
    guard let occurrences = scan(text) else { return nil }
    var pieces: [String] = []
    var scalars = Array(text.unicodeScalars)[...]
    var consumed = 0
    for occurrence in occurrences {
      pieces.append(String(String.UnicodeScalarView(scalars.prefix(occurrence.offset - consumed))))
      let skip = occurrence.offset - consumed + occurrence.length
      scalars = scalars.dropFirst(skip)
      consumed += skip
    }
    pieces.append(String(String.UnicodeScalarView(scalars)))
    return (pieces, occurrences)
  }
}
