import SwatchModel

/// How a composite member or a whole alias reads a token a design tool typed loosely.
///
/// Tokens Studio's `text` and `number` (the types Figma variables sync as) and Style Dictionary's classic
/// values stand for font families, weights and sizes in typography, borders and shadows, and in tokens of those
/// types; the tools read them there as such, and so does Swatch, for a token defined in a file of such a
/// dialect (`TokenDocument.readsLooseTypes`). In DTCG, an alias names a token of the type wanted.
///
/// A text is a font family (`Roboto`, `Inter, sans-serif`) or a weight's style name (`Semi Bold`, `400`); a
/// number is a weight from 1 to 1000 or a dimension in px, as Figma measures; and a token's whole value (a
/// `number` token aliasing a size) reads a dimension in px, or a font weight, as its number, and a string token
/// (Tokens Studio's `other`) reads a size's, a number's, a weight's or a duration's text. The member or token
/// then holds the
/// value, not a reference to the token, which keeps its own type.
enum LooseMember {
  /// Where a loosely typed token is read.
  enum Use {
    /// As a composite member of the type wanted.
    case member
    /// As a token's whole value.
    case whole
    /// As a typography's line height, a number: a size in px is divided by the font size, `150%` and `1.5em`
    /// are 1.5.
    case lineHeight
    /// As a line height that needs no font size: a size in % or em alone.
    case percentLineHeight
  }

  /// Whether a value of type `wanted`, read as `use` says, reads a loosely typed token of type `found`.
  static func converts(_ found: TokenType, to wanted: TokenType, as use: Use) -> Bool {
    switch (found, wanted) {
    case (.string, .fontFamily), (.string, .fontWeight), (.number, .fontWeight), (.number, .dimension),
      (.fontWeight, .number), (.dimension, .string), (.number, .string), (.fontWeight, .string), (.duration, .string),
      (.fontFamily, .string):
      use == .member || use == .whole
    case (.dimension, .number): use != .member
    // A theme whose color is a gradient in one appearance and a plain color in another (SKY UX's switch): the
    // color is a gradient of one color, which paints the same.
    case (.color, .gradient): use == .whole
    default: false
    }
  }

  /// Whether `value`, of a loosely typed token, converts to `type` read as `use` says.
  static func converts(_ value: TokenValue, to type: TokenType, as use: Use) -> Bool {
    switch (use, value) {
    case (.lineHeight, .dimension(let size)): return [.px, .rem, .percent, .em].contains(size.unit)
    case (.percentLineHeight, .dimension(let size)): return size.unit == .percent || size.unit == .em
    case (.percentLineHeight, _): return false
    default: return self.value(value, as: type) != nil
    }
  }

  /// A line height from a size: `150%` and `1.5em` are 1.5; px and rem are divided by `fontSize`, a rem
  /// counting 16px as Tokens Studio counts it (0 with no font size).
  static func lineHeight(_ size: DimensionValue, fontSize: DimensionValue?) -> Double {
    guard size.unit != .percent else { return size.value / 100 }
    guard size.unit != .em else { return size.value }
    let font = fontSize.map(pixels) ?? 0
    return font > 0 ? pixels(size) / font : 0
  }

  /// A size in px, a rem counting 16px.
  private static func pixels(_ size: DimensionValue) -> Double { size.unit == .rem ? size.value * 16 : size.value }

  /// Whether every value of type `found` converts to `wanted` (a number to px, a text to a font stack, a color
  /// to a gradient of that one color), so that a value known only per appearance (Tokens Studio math,
  /// `"{font.name}, {font.fallback}"`, a color modifier) can be converted too.
  static func takesEvery(_ found: TokenType, to wanted: TokenType) -> Bool {
    (found == .number && wanted == .dimension) || (found == .string && wanted == .fontFamily)
      || (found == .color && wanted == .gradient)
  }

  /// `value`, a loosely typed token's, as a value of `type`; nil when it is none (a text naming no weight, a
  /// weight out of range, a text with no font name, a size in a unit other than px).
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
    case (.dimension(let size), .number): return [.px, .unitless].contains(size.unit) ? .number(size.value) : nil
    case (.fontWeight(let weight), .number): return .number(Double(weight))
    case (.color(let color), .gradient):
      return .gradient([GradientStop(color: color, position: 0), GradientStop(color: color, position: 1)])
    case (.dimension, .string), (.number, .string), (.fontWeight, .string), (.duration, .string),
      (.fontFamily, .string):
      // A tool's untyped token (Tokens Studio's `other`) naming a size, a number or a font: its text, as in a string.
      return EmbeddedReferences.text(of: value).map(TokenValue.string)
    default: return nil
    }
  }

  /// A design tool's number written as a percentage, `fraction` as read (0.5 for `50%`), where a size wants
  /// it (`ToolReading.percentNumber`): in `unit` `%` that percentage, in `em` (a letter spacing) the fraction.
  static func percentage(_ fraction: Double, unit: DimensionValue.Unit) -> TokenValue {
    // Rounded to a billionth of a percent, so that 0.07 reads `7%`, not `7.000000000000001%` (a huge one as is).
    let rounded = (fraction * 1e11).rounded() / 1e9
    let value = unit != .percent ? fraction : rounded.isFinite ? rounded : fraction * 100
    return .dimension(DimensionValue(value: value, unit: unit))
  }

  private static func weight(_ number: Double) -> TokenValue? {
    guard number == number.rounded(), (1...1000).contains(number) else { return nil }
    return .fontWeight(Int(number))
  }
}
