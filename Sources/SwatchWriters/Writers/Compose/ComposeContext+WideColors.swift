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

  /// A color in a set's wide colors: `name`, `index` (its position in the color array), `expression` (a
  /// Display P3 `Color`), `isLast`.
  final class WideColor: ComposeChunkItem {
    static var shape: MustacheShape { ComposeContext.wideColorShape }
    static var chunkShape: MustacheShape { ComposeContext.wideChunkShape }
    let chunk: Chunk<WideColor>
    let position: Int

    init(_ chunk: Chunk<WideColor>, position: Int) { (self.chunk, self.position) = (chunk, position) }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: return chunk.name(position)
      case 1: return .int(chunk.set.context.wideColorPositions[chunk.token(position)]!)
      case 2: return chunk.text(position)
      default: return chunk.isLast(position)
      }
    }
  }
}
