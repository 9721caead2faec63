import SwatchModel

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`) on a color token, carried from the
/// file's rewrite (`ToolTokenTree`) to each appearance's resolution as the token's value text:
/// `studio.modify(lighten, hsl, {color.base}, {opacity.hover})`, `studio.modify(mix, srgb, #ff0000, 0.5, {bg})`.
///
/// The color and `mix`'s second color are a literal or a whole reference to a color token; the amount is a
/// number, a reference to a number, or math (`{opacity.hover} * 2`). Binding checks the references' types
/// as it reads the value (`ValueReading`); each appearance evaluates the modifier on its own values
/// (`AppearanceResolver`); with no reference at all, the value is computed once. The math is
/// `StudioColorModifier`'s.
struct ToolColorModifier: Equatable {
  /// One argument: its text and the offset (in Unicode scalars) of its first character in the whole text.
  struct Part: Equatable {
    var text: String
    var offset: Int
  }

  /// What a part must be: a color or a number.
  enum Role { case color, amount }

  var kind: StudioColorModifier.Kind
  var space: StudioColorModifier.Space
  var base: Part
  var amount: Part
  var mixColor: Part?

  private static let prefix = "studio.modify("

  /// Why a modifier whose color is neither a color literal nor a reference to a color has no value.
  static let unreadable = "a Tokens Studio color modifier's color is neither a color nor a reference to one"

  /// The value text of a modifier; the parts must not hold a comma outside parentheses.
  static func text(
    kind: StudioColorModifier.Kind, space: StudioColorModifier.Space, base: String, amount: String, mixColor: String?
  ) -> String {
    prefix + ([kind.rawValue, space.rawValue, base, amount] + (mixColor.map { [$0] } ?? [])).joined(separator: ", ")
      + ")"
  }

  /// The modifier `text` writes, or nil when it is not one.
  init?(_ text: String) {
    guard text.hasPrefix(Self.prefix), text.hasSuffix(")") else { return nil }
    var parts: [Part] = []
    var current = String.UnicodeScalarView()
    let prefixCount = Self.prefix.unicodeScalars.count
    var partStart = prefixCount
    var depth = 0
    for (index, scalar) in text.unicodeScalars.dropFirst(prefixCount).dropLast().enumerated() {
      switch scalar {
      case "(": depth += 1
      case ")": depth -= 1
      case "," where depth == 0:
        parts.append(Self.part(String(current), at: partStart))
        current = String.UnicodeScalarView()
        partStart = prefixCount + index + 1
        continue
      default: break
      }
      current.append(scalar)
    }
    parts.append(Self.part(String(current), at: partStart))
    guard parts.count == 4 || parts.count == 5, let kind = StudioColorModifier.Kind(rawValue: parts[0].text),
      let space = StudioColorModifier.Space(rawValue: parts[1].text), (kind == .mix) == (parts.count == 5)
    else { return nil }
    (self.kind, self.space, base, amount) = (kind, space, parts[2], parts[3])
    mixColor = parts.count == 5 ? parts[4] : nil
  }

  /// `text` at `offset` with its leading and trailing spaces dropped.
  private static func part(_ text: String, at offset: Int) -> Part {
    let leading = text.unicodeScalars.prefix { $0 == " " }.count
    return Part(text: String(text.trimmingWhitespace()), offset: offset + leading)
  }

  /// The parts with their roles.
  var parts: [(Part, Role)] {
    [(base, .color), (amount, .amount)] + (mixColor.map { [($0, .color)] } ?? [])
  }

  /// The modified color, each reference (its `{` offset in the whole text, its path) taking the value
  /// `reference` gives, literals read as written at `range`; nil when a color part is neither a color
  /// literal nor a reference to a color. An amount that does not evaluate (math dividing by 0) is 0, as Tokens Studio's math gives.
  func value(at range: SourceRange, reference: (Int, String) -> TokenValue?) -> ColorValue? {
    func color(_ part: Part) -> ColorValue? {
      if ToolValue.isWholeReference(part.text) {
        guard case .color(let color) = reference(part.offset, String(part.text.dropFirst().dropLast())) else {
          return nil
        }
        return color
      }
      switch LiteralReader.read(.string(part.text, at: range), as: .color) {
      case .success(.color(let color)): return color
      default: return nil
      }
    }
    guard let baseColor = color(base) else { return nil }
    let other = mixColor.flatMap(color)
    guard mixColor == nil || other != nil else { return nil }
    let text = EmbeddedReferences.interpolate(amount.text) { occurrence in
      reference(amount.offset + occurrence.offset, occurrence.path).flatMap(EmbeddedReferences.text(of:)) ?? ""
    }
    return StudioColorModifier.apply(
      kind, space: space, amount: Self.number(text) ?? 0, to: baseColor, mixing: other)
  }

  /// A number or literal math's value.
  static func number(_ text: String) -> Double? {
    if let number = NumericText.double(text.trimmingWhitespace()) { return number }
    guard case .value(let value, _) = ToolMath.read(text) else { return nil }
    return value
  }
}
