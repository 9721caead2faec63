/// Colors outside sRGB in the Compose file: Compose draws Display P3 (`ColorSpaces.DisplayP3`), so such a
/// color is constructed there from its Display P3 components, gamut-mapped into P3, instead of from the clipped
/// sRGB ARGB every color also keeps.
extension ComposeContext {
  /// Wide-color entries per function: each is a `Color(…)` call and a `Pair` of about 40 bytes of bytecode.
  static let wideChunkSize = 250

  /// Whether a color of a space wider than sRGB (Display P3, OKLCH, Lab, Rec. 2020, …) lies outside sRGB; an
  /// sRGB, HSL or HWB color is sRGB, clamped, as the Apple writers treat it too.
  static func isWide(_ color: ColorValue) -> Bool {
    !color.space.isWithinSRGB && !color.isInSRGBGamut
  }

  /// `Color(r, g, b, a, ColorSpaces.DisplayP3)` for a color outside sRGB, or nil for one inside; components
  /// rounded to 6 decimals so the text is the same on every machine.
  static func wideColor(_ value: TokenValue) -> String? {
    guard case .color(let color) = value, isWide(color) else { return nil }
    let components = color.gamutMapped(to: .displayP3).components + [ColorValue.clamped(color.alpha)]
    let literals = components.map { ComposeValue.float(($0 * 1e6).rounded() / 1e6) }
    return "Color(" + literals.joined(separator: ", ") + ", ColorSpaces.DisplayP3)"
  }

  /// A color of a set in Display P3.
  final class WideColor: ComposeChunkItem {
    /// The color's position in the color array.
    static let colorPosition = KeyInput<ChunkEntry>.word("colorPosition") {
      UInt64($0.part.context.wideColorPositions[$0.token]!)
    }

    static let declaration = ItemDeclaration<ChunkEntry>(
      "ComposeWideColor",
      [
        chunkNameField,
        ContextField(
          "index", .text, typeName: "number", "the color's position in the ARGB array", reads: [colorPosition]
        ) { .int($0.part.context.wideColorPositions[$0.token]!) },
        .text(
          "expression", "the color in this set: `Color(1, 0.2, 0.1, 1, ColorSpaces.DisplayP3)`",
          reads: [ChunkInput.text]
        ) { $0.text },
        chunkIsLastField,
      ])
    static let chunkDeclaration = ComposeContext.chunkDeclaration(
      "ComposeWideChunk", of: WideColor.self, "the colors outside sRGB in this set this function returns")

    let item: ChunkEntry

    init(_ item: ChunkEntry) { self.item = item }
  }
}
