import SwatchModel

/// How a composite member reads a token a design tool typed loosely.
///
/// Tokens Studio's `text` and `number` (the types Figma variables sync as) and Style Dictionary's classic
/// values stand for font families, weights and sizes in typography, borders and shadows; the tools read
/// them there as such, and so does Swatch, for a token defined in a file of such a dialect
/// (`TokenDocument.readsLooseTypes`). In DTCG, a member alias names a token of the member's type.
///
/// A text is a font family (`Roboto`, `Inter, sans-serif`) or a weight's style name (`Semi Bold`, `400`); a
/// number is a weight from 1 to 1000 or a dimension in px, as Figma measures. The member then holds the value,
/// not a reference to the token, which keeps its own type.
enum LooseMember {
  /// Whether a member of type `member` reads a loosely typed token of type `found`.
  static func converts(_ found: TokenType, to member: TokenType) -> Bool {
    switch (found, member) {
    case (.string, .fontFamily), (.string, .fontWeight), (.number, .fontWeight), (.number, .dimension): true
    default: false
    }
  }

  /// `value`, a loosely typed token's, as a value of `type`; nil when it is none (a text naming no weight, a
  /// weight out of range, a text with no font name).
  static func value(_ value: TokenValue, as type: TokenType) -> TokenValue? {
    switch (value, type) {
    case (.string(let text), .fontFamily):
      let names = ValueParser.splitFontStack(text).filter { !$0.trimmingWhitespace().isEmpty }
      return names.isEmpty ? nil : .fontFamily(names)
    case (.string(let text), .fontWeight):
      if let number = NumericText.double(text.trimmingWhitespace()) { return weight(number) }
      return ValueParser.fontWeightNames[ToolValue.weightName(text)].map(TokenValue.fontWeight)
    case (.number(let number), .fontWeight): return weight(number)
    case (.number(let number), .dimension): return .dimension(DimensionValue(value: number, unit: .px))
    default: return nil
    }
  }

  private static func weight(_ number: Double) -> TokenValue? {
    guard number == number.rounded(), (1...1000).contains(number) else { return nil }
    return .fontWeight(Int(number))
  }
}
