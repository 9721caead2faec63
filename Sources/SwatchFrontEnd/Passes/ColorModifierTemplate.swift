import SwatchModel

/// A Tokens Studio color modifier over references (`ToolColorModifier`), read once at binding: its
/// literal colors read, each reference linked to its token, so each appearance computes it from its
/// targets' values there without reading the file's YAML again.
struct ColorModifierTemplate: Sendable {
  /// A color part: a literal, or a whole reference to a color token.
  enum Color: Sendable {
    case literal(ColorValue)
    case reference(Int)
  }

  private var kind: StudioColorModifier.Kind
  private var space: StudioColorModifier.Space
  private var base: Color
  private var mixColor: Color?
  /// The amount: a number, a reference to one or math over references.
  private var amount: TextTemplate

  /// The template of `modifier`, its literal colors read as written at `range`, the reference whose `{` is
  /// at offset `o` of the whole text, written in `length` scalars, naming the token `target(o, length)`; nil
  /// when a color part is neither a color literal nor a reference to a token, or a reference names none.
  init?(_ modifier: ToolColorModifier, at range: SourceRange, target: (_ offset: Int, _ length: Int) -> Int?) {
    func color(_ part: ToolColorModifier.Part) -> Color? {
      if ToolValue.isWholeReference(part.text) {
        return target(part.offset, part.text.unicodeScalars.count).map(Color.reference)
      }
      guard case .success(.color(let color)) = LiteralReader.read(.string(part.text, at: range), as: .color) else {
        return nil
      }
      return .literal(color)
    }
    guard let base = color(modifier.base),
      let amount = TextTemplate(modifier.amount.text, base: modifier.amount.offset, target: target)
    else { return nil }
    var mixColor: Color?
    if let part = modifier.mixColor {
      guard let read = color(part) else { return nil }
      mixColor = read
    }
    (kind, space, self.base, self.mixColor, self.amount) = (modifier.kind, modifier.space, base, mixColor, amount)
  }

  /// Every token the modifier names.
  var targets: [Int] {
    [base, mixColor].compactMap { color -> Int? in
      guard case .reference(let target)? = color else { return nil }
      return target
    } + amount.targets
  }

  /// The same template with each target's position mapped by `position`.
  func renumbered(_ position: (Int) -> Int) -> ColorModifierTemplate {
    func map(_ part: Color) -> Color {
      guard case .reference(let target) = part else { return part }
      return .reference(position(target))
    }
    var copy = self
    (copy.base, copy.mixColor, copy.amount) = (map(base), mixColor.map(map), amount.renumbered(position))
    return copy
  }

  /// The modified color, each reference taking `valueOf(target)`; every color target is a color, as
  /// binding checked. An amount that does not evaluate (math dividing by 0) is 0, as Tokens
  /// Studio's math gives.
  func value(_ valueOf: (Int) -> TokenValue) -> ColorValue {
    func color(_ part: Color) -> ColorValue {
      switch part {
      case .literal(let color): return color
      case .reference(let target):
        guard case .color(let color) = valueOf(target) else { preconditionFailure("a color part's target is a color") }
        return color
      }
    }
    let text = amount.text(with: valueOf)
    return StudioColorModifier.apply(
      kind, space: space, amount: ToolColorModifier.number(text) ?? 0, to: color(base), mixing: mixColor.map(color))
  }
}
