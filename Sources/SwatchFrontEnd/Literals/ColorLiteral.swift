/// Reads color literals written as text: CSS hex colors and the CSS color functions Swatch supports.
///
/// Accepted forms (function names in any case, surrounding whitespace ignored):
/// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`: sRGB, each component `n / 255`;
/// - `rgb()` / `rgba()`: channels 0 to 255 or percentages; sRGB;
/// - `hsl()` / `hsla()`: hue in degrees, saturation and lightness as percentages; HSL;
/// - `color(srgb r g b)` and `color(display-p3 r g b)`: channels 0 to 1 or percentages;
/// - `oklch(L C H)`: lightness 0 to 1 or a percentage, chroma a number (or a percentage, 100% being 0.4),
///   hue in degrees;
/// - `transparent`: sRGB black with alpha 0;
/// - a CSS named color (`red`, `rebeccapurple`), in any case: its sRGB value.
///
/// `rgb()` and `hsl()` take legacy comma syntax or modern space syntax with `/ alpha`; `color()` and
/// `oklch()` take modern syntax only. Out-of-range values are errors, not clamped. The `/ alpha` modifier
/// on a whole token value (`{palette.gray} / 60%`) is not a color literal and is not read here.
public enum ColorLiteral {
  /// The color `text` names, or why it names none.
  public static func parse(_ text: String) -> Result<ColorValue, ValueSyntaxError> {
    let literal = text.trimmingWhitespace()
    if literal.hasPrefix("#") { return parseHex(literal) }
    if literal.lowercased() == "transparent" {
      return .success(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0))
    }
    if let named = namedColor(literal) { return .success(named) }
    return ColorFunctionCall.parse(literal).flatMap { parseFunction($0, literal: literal) }
  }

  private static func parseFunction(_ call: ColorFunctionCall, literal: Substring) -> Result<
    ColorValue, ValueSyntaxError
  > {
    switch call.name {
    case "rgb", "rgba": return parseRGB(call, literal: literal)
    case "hsl", "hsla": return parseHSL(call, literal: literal)
    case "color": return parseColorFunction(call, literal: literal)
    case "oklch": return parseOKLCH(call, literal: literal)
    default:
      return .failure(
        ValueSyntaxError(
          "unknown color function \(DiagnosticMessage.quoted(call.name)) in \(DiagnosticMessage.quoted(literal)); expected rgb, rgba, hsl, hsla, color or oklch"
        ))
    }
  }

  /// Reads each component token with its rule, then the alpha, into a color of `space`.
  static func color(
    _ tokens: [Substring], alpha: Substring?, rules: [ColorComponentRule], space: ColorValue.Space, literal: Substring
  ) -> Result<ColorValue, ValueSyntaxError> {
    guard tokens.count == rules.count else {
      let noun = tokens.count == 1 ? "component" : "components"
      return .failure(
        ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) has \(tokens.count) \(noun); expected \(rules.count)"))
    }
    var components: [Double] = []
    for (token, rule) in zip(tokens, rules) {
      switch rule.value(of: token, in: literal) {
      case .success(let value): components.append(value)
      case .failure(let error): return .failure(error)
      }
    }
    guard let alpha else { return .success(ColorValue(space: space, components: components)) }
    return ColorComponentRule.alpha.value(of: alpha, in: literal).map {
      ColorValue(space: space, components: components, alpha: $0)
    }
  }
}
