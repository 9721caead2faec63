import SwatchModel

/// A value some of whose parts alias tokens, type-checked and read once at binding, with no YAML
/// left in it: each appearance fills it with its targets' values there (`AppearanceResolver`).
public struct ValueTemplate: Sendable {
  /// What the value is; boxed, so that a typed candidate stays as small as one holding a literal.
  indirect enum Kind: Sendable {
    /// A composite whose members alias tokens.
    case composite(CompositeTemplate)
    /// A string token's text with references inside.
    case text(TextTemplate)
    /// Tokens Studio math over references (`ToolMath`) in a token of the type given.
    case math(TextTemplate, TokenType)
    /// A Tokens Studio color modifier over references.
    case colorModifier(ColorModifierTemplate)
    /// A CSS color function over references (`hsl({hue} {sat} {light})`, `ToolColorFunction`).
    case colorFunction(TextTemplate)
    /// A font family listing references among its names (`FontStackTemplate`).
    case fontStack(FontStackTemplate)
    /// A design tool's reference with a unit written after it (`{scale.10}rem`): its target's number in that unit.
    case unitSuffixed(Int, DimensionValue.Unit)
    /// A whole alias to a loosely typed token, its value converted to the type given (`LooseMember`).
    case converted(Int, TokenType)
    /// A size's whole alias to a design tool's number written as a percentage (`ToolReading.percentNumber`):
    /// that percentage in the unit given (`LooseMember.percentage`).
    case percentage(Int, DimensionValue.Unit)
    /// A value some of whose parts are parts of other tokens' values, through DTCG pointers into them.
    case parts(PartsTemplate)
  }

  let kind: Kind
  /// Every token the value names, sorted: each appearance settles them before filling the template.
  let targets: [Int]

  init(_ kind: Kind, targets: [Int]) {
    self.kind = kind
    self.targets = targets.sorted()
  }

  /// The same template with each target's position mapped by `position`, which keeps their order (tokens
  /// taken out of the graph).
  func renumbered(_ position: (Int) -> Int) -> ValueTemplate {
    let moved: Kind
    switch kind {
    case .composite(let template): moved = .composite(template.renumbered(position))
    case .text(let template): moved = .text(template.renumbered(position))
    case .math(let template, let type): moved = .math(template.renumbered(position), type)
    case .colorModifier(let template): moved = .colorModifier(template.renumbered(position))
    case .colorFunction(let template): moved = .colorFunction(template.renumbered(position))
    case .fontStack(let template): moved = .fontStack(template.renumbered(position))
    case .unitSuffixed(let target, let unit): moved = .unitSuffixed(position(target), unit)
    case .converted(let target, let type): moved = .converted(position(target), type)
    case .percentage(let target, let unit): moved = .percentage(position(target), unit)
    case .parts(let template): moved = .parts(template.renumbered(position))
    }
    return ValueTemplate(moved, targets: targets.map(position))
  }

  /// The value with each reference taking `valueOf(target)`, and the members of a composite that alias a
  /// token (`MemberOrigin`); none for a text, math, a color modifier, a font stack, a converted alias or parts.
  /// Only parts can fail: a pointer that finds nothing in its target's value here, or a value that does not read.
  func filled(_ valueOf: (Int) -> TokenValue) -> Result<
    (TokenValue, aliasedMembers: [MemberOrigin]), PartsTemplate.Problem
  > {
    if case .parts(let template) = kind { return template.value(valueOf).map { ($0, template.aliasedMembers) } }
    return .success(filledWithoutParts(valueOf))
  }

  private func filledWithoutParts(_ valueOf: (Int) -> TokenValue) -> (TokenValue, aliasedMembers: [MemberOrigin]) {
    switch kind {
    case .parts: preconditionFailure("parts are filled by `filled`")
    case .composite(let template): return template.filled(valueOf)
    case .text(let template):
      return (.string(template.text(with: valueOf)), [])
    case .math(let template, let type):
      // Evaluated with each reference's value here; a division by 0 gives 0.
      let substituted = template.text(with: valueOf)
      return (ToolMath.value(substituted, as: type) ?? ToolMath.zero(as: type), [])
    case .colorModifier(let template): return (.color(template.value(valueOf)), [])
    case .colorFunction(let template):
      // Binding checked each reference names a number and the text is a color with numbers in it.
      let text = template.text(with: valueOf)
      return (ToolColorFunction.color(text).map(TokenValue.color) ?? .placeholder(of: .color), [])
    case .fontStack(let template): return (template.value(valueOf), [])
    case .unitSuffixed(let target, let unit):
      // Binding checked the target is a number or a size; a size gives its number, as the tool joins the texts.
      let number: Double
      switch valueOf(target) {
      case .number(let value): number = value
      case .dimension(let size): number = size.value
      default: number = 0
      }
      return (.dimension(DimensionValue(value: number, unit: unit)), [])
    case .converted(let target, let type):
      // Binding checked that every value the target takes converts.
      return (LooseMember.value(valueOf(target), as: type) ?? .placeholder(of: type), [])
    case .percentage(let target, let unit):
      // Binding checked that every value the target takes is such a number.
      guard case .number(let fraction) = valueOf(target) else { return (.placeholder(of: .dimension), []) }
      return (LooseMember.percentage(fraction, unit: unit), [])
    }
  }
}
