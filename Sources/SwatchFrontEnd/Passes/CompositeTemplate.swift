import SwatchModel

/// A composite some of whose members alias tokens, read once at binding (`CompositeReader`) with a
/// placeholder for each member alias, and where each alias goes.
///
/// Each appearance fills it with the targets' values there, without reading the file's YAML again. A
/// placeholder shadow has no layers, so a shadow item aliasing a whole shadow token is spliced in when the
/// template is filled, and the items after it are counted again then, as `MemberOrigin` counts them.
struct CompositeTemplate: Sendable {
  /// One member alias, in reading order.
  struct Slot: Sendable {
    /// The member, its item counted in `value` (without what aliased shadows give), its target and alpha.
    var origin: MemberOrigin
    /// The place in its dash array of a `dashArray` item; 0 otherwise.
    var dash: Int
    /// The member's type when its target, loosely typed, has another (`LooseMember`); nil otherwise.
    var converted: TokenType?
    /// The unit of a size member whose target is a design tool's number written as a percentage
    /// (`LooseMember.percentage`); nil otherwise.
    var percentage: DimensionValue.Unit? = nil
    /// What the member computes from its targets' values (Tokens Studio's `rgba({color}, {opacity})`,
    /// `{size} * -1`); nil for an alias.
    var modifier: MemberTemplate?
  }

  /// The value read with a placeholder for each member alias.
  private(set) var value: TokenValue
  /// Each member alias, in the order the reader met them.
  private(set) var slots: [Slot]
  /// A typography line height written as a size beside an aliased font size (`CompositeReader`): the
  /// multiplier is this size over the font size each appearance fills in.
  private(set) var lineHeightOverFontSize: DimensionValue?
  /// Whether a line height aliasing a number of 4 or more reads it in px, over a font size in px or rem, as the
  /// file reads such a number written in place (`TokenDocument.readsPixelLineHeights`): Tokens Studio's `number`
  /// tokens stand for line heights in Figma, where `28` is 28px.
  private(set) var readsLargeNumberLineHeightsAsPixels = false

  /// The template of a composite `value` read with placeholders, whose reader met the member aliases
  /// `origins`, `dashes` giving the place in its dash array of each, `converted` the type each is
  /// converted to, if any, and `modifiers` what each computes, if it is a color modifier or math.
  init(
    value: TokenValue, origins: [MemberOrigin], dashes: [Int], converted: [TokenType?],
    modifiers: [MemberTemplate?], percentages: [DimensionValue.Unit?]? = nil,
    lineHeightOverFontSize: DimensionValue? = nil, readsLargeNumberLineHeightsAsPixels: Bool = false
  ) {
    self.value = value
    self.lineHeightOverFontSize = lineHeightOverFontSize
    self.readsLargeNumberLineHeightsAsPixels = readsLargeNumberLineHeightsAsPixels
    slots = origins.indices.map {
      Slot(
        origin: origins[$0], dash: dashes[$0], converted: converted[$0], percentage: percentages?[$0],
        modifier: modifiers[$0])
    }
  }

  /// The same template with each target's position mapped by `position`.
  func renumbered(_ position: (Int) -> Int) -> CompositeTemplate {
    var copy = self
    copy.slots = slots.map { slot in
      let origin = slot.origin
      let moved = MemberOrigin(
        member: origin.member, item: origin.item, count: origin.count, target: position(origin.target),
        alpha: origin.alpha)
      return Slot(
        origin: moved, dash: slot.dash, converted: slot.converted, percentage: slot.percentage,
        modifier: slot.modifier?.renumbered(position))
    }
    return copy
  }

  /// The font stacks of its members (a typography's `fontFamily` listing references), whose size grows with
  /// their targets' (`ValueSizes`).
  var fontStacks: [FontStackTemplate] {
    slots.compactMap { slot in
      guard case .fontStack(let stack)? = slot.modifier else { return nil }
      return stack
    }
  }

  /// The targets of its `fontFamily` member aliases, whose families it holds (`ValueSizes`).
  var fontFamilyTargets: [Int] {
    slots.compactMap { $0.origin.member == "fontFamily" && $0.modifier == nil ? $0.origin.target : nil }
  }

  /// The targets of the items that splice a whole aliased shadow in, one per such item.
  var layerTargets: [Int] {
    slots.compactMap { $0.origin.member == "layers" ? $0.origin.target : nil }
  }

  /// The value with each member alias taking `valueOf(target)` (its alpha applied to a color, converted when
  /// its target is loosely typed), and the members that alias a token as that value counts them: a converted
  /// member holds a value of its own, not the target's.
  func filled(_ valueOf: (Int) -> TokenValue) -> (TokenValue, aliasedMembers: [MemberOrigin]) {
    var value = self.value
    var origins: [MemberOrigin] = []
    var spliced = 0  // layers aliased shadows gave so far: every later item moves on by as many
    for slot in slots {
      let origin = slot.origin
      let member = member(slot, in: value, valueOf)
      let item = origin.item + spliced
      if origin.member == "layers", case .shadow(var layers) = value, case .shadow(let splice) = member {
        layers.insert(contentsOf: splice, at: item)
        value = .shadow(layers)
        spliced += splice.count
        origins.append(
          MemberOrigin(member: "layers", item: item, count: splice.count, target: origin.target, alpha: nil))
        continue
      }
      value.setMember(origin.member, item: item, dash: slot.dash, to: member)
      guard slot.converted == nil, slot.modifier == nil else { continue }
      origins.append(MemberOrigin(member: origin.member, item: item, target: origin.target, alpha: origin.alpha))
    }
    if let height = lineHeightOverFontSize, case .typography(var typography) = value {
      typography.lineHeight = LooseMember.lineHeight(height, fontSize: typography.fontSize)
      value = .typography(typography)
    }
    // Math in a line height (`{lineheight.xs} - 3`) over sizes keeps their unit: px over the font size, once
    // every member is filled.
    for slot in slots where slot.origin.member == "lineHeight" {
      guard case .math(let template, _)? = slot.modifier, case .typography(var typography) = value else { continue }
      let text = template.text(with: valueOf)
      typography.lineHeight = ToolMath.lineHeight(text, fontSize: typography.fontSize)
      value = .typography(typography)
    }
    return (value, origins)
  }

  /// The value of `slot`'s member in `value` as filled so far: its target's value, with its alpha, converted
  /// (`LooseMember`), or what its modifier or math makes.
  private func member(_ slot: Slot, in value: TokenValue, _ valueOf: (Int) -> TokenValue) -> TokenValue {
    if let modifier = slot.modifier { return modifier.value(valueOf) }
    let member = valueOf(slot.origin.target)
    if slot.origin.member == "lineHeight", case .typography(let typography) = value {
      switch member {
      case .dimension(let height):
        // Over the font size, set before it: binding checked there is one when the line height is in px.
        return .number(LooseMember.lineHeight(height, fontSize: typography.fontSize))
      case .number(let height)
      where readsLargeNumberLineHeightsAsPixels && height >= ToolValue.smallestPixelLineHeight:
        // Only a font size in px or rem divides it; in another unit, or 0, the number stays as written.
        guard let size = typography.fontSize, [.px, .rem].contains(size.unit), size.value > 0 else { return member }
        return .number(LooseMember.lineHeight(DimensionValue(value: height, unit: .px), fontSize: size))
      default: break
      }
    }
    if let unit = slot.percentage, case .number(let fraction) = member {
      return LooseMember.percentage(fraction, unit: unit)
    }
    if let type = slot.converted {
      // Binding converted every value the target can take; the placeholder is never reached.
      return LooseMember.value(member, as: type) ?? .placeholder(of: type)
    }
    if let alpha = slot.origin.alpha, case .color(let color) = member { return .color(color.withAlpha(alpha)) }
    return member
  }
}

/// A composite's member computed from the values of the tokens it references rather than aliasing one: a
/// Tokens Studio color modifier, or math (`{size.border} * -1`, `-{size.border}`) in a numeric member.
enum MemberTemplate: Sendable {
  case colorModifier(ColorModifierTemplate)
  case math(TextTemplate, TokenType)
  case fontStack(FontStackTemplate)

  /// The first token it references: where the member is recorded as aliasing (`MemberOrigin`).
  var firstTarget: Int {
    switch self {
    case .colorModifier(let template): return template.targets[0]
    case .math(let template, _): return template.targets[0]
    case .fontStack(let template): return template.targets[0]
    }
  }

  /// The same template with each target's position mapped by `position`.
  func renumbered(_ position: (Int) -> Int) -> MemberTemplate {
    switch self {
    case .colorModifier(let template): return .colorModifier(template.renumbered(position))
    case .math(let template, let type): return .math(template.renumbered(position), type)
    case .fontStack(let template): return .fontStack(template.renumbered(position))
    }
  }

  /// The member's value with each reference taking `valueOf(target)`; math that does not evaluate is 0.
  func value(_ valueOf: (Int) -> TokenValue) -> TokenValue {
    switch self {
    case .colorModifier(let template): return .color(template.value(valueOf))
    case .math(let template, let type):
      let substituted = template.text(with: valueOf)
      return ToolMath.value(substituted, as: type) ?? ToolMath.zero(as: type)
    case .fontStack(let template): return template.value(valueOf)
    }
  }
}
