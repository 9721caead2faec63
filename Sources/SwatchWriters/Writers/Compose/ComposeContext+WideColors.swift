/// Colors outside sRGB in the Compose file: Compose draws Display P3 (`ColorSpaces.DisplayP3`), so such a
/// color is constructed there from its Display P3 components, gamut-mapped into P3, instead of from the clipped
/// sRGB ARGB every color also keeps.
extension ComposeContext {
  /// Wide-color entries per function: each is a `Color(…)` call and a `Pair` of about 40 bytes of bytecode.
  static let wideChunkSize = 250

  /// Whether a Display P3 or OKLCH color lies outside sRGB; an sRGB or HSL color is sRGB, clamped, as the
  /// Apple writers treat it too.
  static func isWide(_ color: ColorValue) -> Bool {
    (color.space == .displayP3 || color.space == .oklch) && !color.isInSRGBGamut
  }

  /// `Color(r, g, b, a, ColorSpaces.DisplayP3)` for a color outside sRGB, or nil for one inside; components
  /// rounded to 6 decimals so the text is the same on every machine.
  static func wideColor(_ value: TokenValue) -> String? {
    guard case .color(let color) = value, isWide(color) else { return nil }
    let components = color.gamutMapped(to: .displayP3).components + [ColorValue.clamped(color.alpha)]
    let literals = components.map { ComposeValue.float(($0 * 1e6).rounded() / 1e6) }
    return "Color(" + literals.joined(separator: ", ") + ", ColorSpaces.DisplayP3)"
  }

  /// A set's wide colors: `colorArguments` (the ARGB expression `argb`, then the wide colors' map when the
  /// file has any) and `wideChunks` (`function`, `values` of `name`, `index`,
  /// `expression`, `isLast`), indices being positions in the color array.
  func wideSetFields(_ appearance: Appearance, setName: String, colorIndex: [Int: Int], argb: String) -> [(
    String, JSONValue
  )] {
    let entries = wideColorTokens.compactMap { token in
      Self.wideColor(graph.tokens[token].values[appearance.index]).map { (token, $0) }
    }
    let chunks = stride(from: 0, to: entries.count, by: Self.wideChunkSize).map {
      (
        function: "\(setName)Wide\($0 / Self.wideChunkSize)",
        entries: entries[$0..<min($0 + Self.wideChunkSize, entries.count)]
      )
    }
    let expression = chunks.isEmpty ? "emptyMap()" : chunks.map { "\($0.function)()" }.joined(separator: " + ")
    let chunkJSON = chunks.map { chunk in
      JSONValue.object([
        ("function", .string(chunk.function)),
        (
          "values",
          .array(
            chunk.entries.map { token, expression in
              .object([
                ("name", .string(names[token])), ("index", .number(Double(colorIndex[token]!))),
                ("expression", .string(expression)), ("isLast", .bool(token == chunk.entries.last?.0)),
              ])
            })
        ),
      ])
    }
    let arguments = wideColorTokens.isEmpty ? argb : argb + ", " + expression
    return [("colorArguments", .string(arguments)), ("wideChunks", .array(chunkJSON))]
  }
}
