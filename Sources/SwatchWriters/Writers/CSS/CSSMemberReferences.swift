/// A composite written with `references: true`: each member that aliases a token of the file, without an
/// alpha of its own, is `var()` of that token's property (`--shadow-card: 0 1px 2px 0 var(--label-primary)`), so
/// a page that overrides the color sees the shadow follow; every other member is written as `CSSValue` writes it.
///
/// Reads: a composite value and its `MemberOrigin`s in one appearance. Produces: the declaration's text and, for
/// a typography, the text of each part (`CSSTypography`). Reports: nothing; nil when no member is a reference.
enum CSSMemberReferences {
  /// What a composite declaration writes: its own text and, for a typography, its parts' texts.
  struct Written: Equatable, Sendable {
    let text: String
    let parts: [String]
  }

  /// `value` written with the members in `members` as `var()` of the property `name` gives for their target
  /// (nil for a target the file does not write); nil when no member becomes a reference.
  static func written(
    _ value: TokenValue, members: [MemberOrigin], parts: [CSSTypography.Part], name: (Int) -> String?
  ) -> Written? {
    var references: [Slot: String] = [:]
    for member in members where member.alpha == nil {
      guard let property = name(member.target) else { continue }
      references[Slot(member: member.member, item: member.item)] = "var(\(property))"
    }
    guard !references.isEmpty else { return nil }
    let spliced = Dictionary(
      members.filter { $0.member == "layers" && references[Slot(member: $0.member, item: $0.item)] != nil }
        .map { ($0.item, $0.count) }, uniquingKeysWith: { first, _ in first })
    let texts = Texts(references: references, spliced: spliced)
    switch value {
    case .shadow(let layers): return Written(text: texts.shadow(layers), parts: [])
    case .border(let border): return Written(text: texts.border(border), parts: [])
    case .gradient(let stops): return Written(text: texts.gradient(stops), parts: [])
    case .transition(let transition): return Written(text: texts.transition(transition), parts: [])
    case .typography(let typography):
      return Written(text: texts.font(typography), parts: parts.map { texts.part($0, of: typography) })
    default: return nil
    }
  }

  /// A member of one layer or stop.
  private struct Slot: Hashable {
    let member: String
    let item: Int
  }

  /// The texts of one value's members, a reference where there is one.
  private struct Texts {
    let references: [Slot: String]
    /// The layers an aliased shadow gives, by the first one's position: how many there are.
    let spliced: [Int: Int]

    func member(_ name: String, _ item: Int = 0, else literal: @autoclosure () -> String) -> String {
      references[Slot(member: name, item: item)] ?? literal()
    }

    func shadow(_ layers: [ShadowLayer]) -> String {
      var texts: [String] = []
      var index = 0
      while index < layers.count {
        if let count = spliced[index], let reference = references[Slot(member: "layers", item: index)] {
          texts.append(reference)
          index += count
          continue
        }
        let layer = layers[index]
        let lengths = [
          ("offsetX", layer.offsetX), ("offsetY", layer.offsetY), ("blur", layer.blur), ("spread", layer.spread),
        ]
        .map { name, length in member(name, index, else: CSSValue.format(.dimension(length))) }
        let color = member("color", index, else: CSSValue.format(.color(layer.color)))
        texts.append(((layer.inset ? ["inset"] : []) + lengths + [color]).joined(separator: " "))
        index += 1
      }
      return texts.joined(separator: ", ")
    }

    func border(_ border: BorderValue) -> String {
      [
        member("width", else: CSSValue.format(.dimension(border.width))),
        member("style", else: CSSValue.borderStyle(border.style)),
        member("color", else: CSSValue.format(.color(border.color))),
      ].joined(separator: " ")
    }

    func gradient(_ stops: [GradientStop]) -> String {
      let list = stops.enumerated().map { index, stop in
        member("color", index, else: CSSValue.format(.color(stop.color))) + " "
          + CSSValue.number((stop.position * 10000).rounded() / 100) + "%"
      }
      return "linear-gradient(" + list.joined(separator: ", ") + ")"
    }

    func transition(_ transition: TransitionValue) -> String {
      [
        member("duration", else: CSSValue.format(.duration(transition.duration))),
        member("timingFunction", else: CSSValue.format(.cubicBezier(transition.timingFunction))),
        member("delay", else: CSSValue.format(.duration(transition.delay))),
      ].joined(separator: " ")
    }

    /// The `font` shorthand as `CSSValue.font` writes it, members referenced.
    func font(_ t: TypographyValue) -> String {
      var parts: [String] = []
      if let weight = t.fontWeight { parts.append(member("fontWeight", else: String(weight))) }
      if let size = t.fontSize {
        let height = t.lineHeight.map { "/" + member("lineHeight", else: CSSValue.number($0)) } ?? ""
        parts.append(member("fontSize", else: CSSValue.format(.dimension(size))) + height)
      }
      if let family = t.fontFamily { parts.append(member("fontFamily", else: CSSValue.format(.fontFamily(family)))) }
      return parts.joined(separator: " ")
    }

    func part(_ part: CSSTypography.Part, of typography: TypographyValue) -> String {
      guard let literal = part.text(typography) else { return "initial" }
      return member(part.member, else: literal)
    }
  }
}
