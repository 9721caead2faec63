extension ToolValue {
  /// Tokens Studio typography members Swatch's typography has no place for.
  static let typographyLeftOut: Set<String> = [
    "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "fontStyle", "fontStretch",
  ]

  /// The member of `names` that `key` spells another way (`CompositeReader.member(spelled:among:)`).
  private static func member(spelled key: String, among names: [String]) -> String? {
    names.contains(key) ? key : CompositeReader.member(spelled: key, among: names)
  }

  /// The members a typography has.
  static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

  /// A Tokens Studio typography object as a DTCG one: `fontWeight` style names become weight names,
  /// `lineHeight` a multiplier (`150%` is 1.5; `24px` is divided by a literal font size), `letterSpacing`
  /// `-2%` becomes `-0.02em`, bare sizes px. Members without a DTCG counterpart are left out.
  static func typography(_ node: YAMLNode, pixelLineHeights: Bool = false) -> Outcome {
    guard let pairs = node.pairs else { return .value(type: "typography", node) }
    var members: [(String, YAMLNode)] = []
    var dropped: [(kind: String, range: SourceRange)] = []
    for pair in pairs {
      guard let key = pair.key.text else { continue }
      guard !typographyLeftOut.contains(member(spelled: key, among: Array(typographyLeftOut)) ?? key)
      else {
        // One at its default (`none`, `normal`, 0, as a Figma plugin writes every member) says nothing to leave out.
        let isDefault =
          pair.value.plainNumber == 0 || ["none", "normal", "original"].contains(pair.value.text?.lowercased() ?? "")
        if !isDefault {
          dropped.append(("typography member '\(key)' has no DTCG counterpart and is left out", pair.key.range))
        }
        continue
      }
      let value = pair.value
      if let text = value.text, text.trimmingWhitespace().isEmpty {
        dropped.append(("an empty typography member is left out", value.range))
        continue
      }
      let isReference = value.text.map(isWholeReference) ?? false
      // `font-weight` is converted as `fontWeight` is; the reader reads it as that member with a note.
      switch member(spelled: key, among: typographyMembers) ?? key {
      case _ where isReference: members.append((key, value))
      case "fontWeight": members.append((key, fontWeight(value)))
      case "fontSize": members.append((key, measure(value, unit: "px")))
      case "letterSpacing": members.append((key, letterSpacing(value)))
      case "lineHeight":
        let written = pixelLineHeights ? pixelLineHeight(value) ?? value : value
        let fontSize = pairs.first { $0.key.text.flatMap { member(spelled: $0, among: ["fontSize"]) } != nil }
        guard let height = typographyLineHeight(written, fontSize: fontSize?.value) else {
          dropped.append(("a typography line height of 'auto' has no DTCG multiplier and is left out", value.range))
          continue
        }
        members.append((key, height))
      default: members.append((key, value))
      }
    }
    return .value(type: "typography", .mapping(members, at: node.range), dropped: dropped)
  }

  /// A typography line height as a multiplier, or nil for `AUTO`; a size over a font size that is not written
  /// here (an alias) as it is, for the composite reader to divide in each appearance.
  private static func typographyLineHeight(_ node: YAMLNode, fontSize: YAMLNode?) -> YAMLNode? {
    if let text = node.text, ["auto", "normal"].contains(text.lowercased()) { return nil }
    if let text = node.text, text.hasSuffix("%") || number(node) != nil { return percentAsFraction(node) }
    guard let text = node.text, text.hasSuffix("px"), let height = NumericText.double(text.dropLast(2)),
      let fontSize, let sizeText = fontSize.text ?? fontSize.plainNumber.map(NumberText.shortest),
      let size = NumericText.double(sizeText.hasSuffix("px") ? String(sizeText.dropLast(2)) : sizeText), size > 0
    else { return node }
    return .number(height / size, at: node.range)
  }

  /// A Tokens Studio shadow (`x`, `y`, `blur`, `spread`, `color`, `type: innerShadow`), or a list of them, as
  /// DTCG shadow layers; bare numbers are px.
  static func shadow(_ node: YAMLNode) -> YAMLNode {
    if let items = node.items {
      var copy = node
      copy.kind = .sequence(items.map(shadow))
      return copy
    }
    guard let pairs = node.pairs else { return node }
    let names = ["x": "offsetX", "y": "offsetY", "radius": "blur"]
    var members: [(String, YAMLNode)] = []
    for pair in pairs {
      guard let key = pair.key.text else { continue }
      switch key {
      case "type", "shadowType":  // the latter Figma's "Design Tokens" plugin's
        guard pair.value.text == "innerShadow" else { continue }
        members.append(("inset", YAMLNode(.scalar(YAMLScalar("true", style: .plain)), range: pair.value.range)))
      case "x", "y", "blur", "spread", "offsetX", "offsetY", "radius":
        // The plugin leaves a length it was given none for empty, which its CSS reads as 0.
        let length =
          pair.value.scalar?.text.trimmingCharacters(in: .whitespaces).isEmpty == true
          ? .number(0, at: pair.value.range) : pair.value
        members.append((names[key] ?? key, measure(length, unit: "px")))
      case "color": members.append((key, memberColor(pair.value)))
      default: members.append((key, pair.value))
      }
    }
    return .mapping(members, at: node.range)
  }

  /// A gradient as Figma's "Design Tokens" plugin writes one (`gradientType`, `rotation`, `stops` of `color` and
  /// `position`): a linear one is its stops, its direction left out with a warning; any other is left out.
  static func pluginGradient(_ node: YAMLNode) -> Outcome {
    let kind = node["gradientType"]?.text?.lowercased() ?? "linear"
    guard kind == "linear" || kind == "gradient_linear", let stops = node["stops"], let items = stops.items else {
      return .unmapped(otherGradient)
    }
    let converted = items.map { stop -> YAMLNode in
      guard let pairs = stop.pairs else { return stop }
      return .mapping(
        pairs.compactMap { pair in
          pair.key.text.map { ($0, $0 == "color" ? memberColor(pair.value) : pair.value) }
        }, at: stop.range)
    }
    var list = stops
    list.kind = .sequence(converted)
    let direction = node["rotation"].map { [(kind: gradientDirection, range: $0.range)] } ?? []
    return .value(type: "gradient", list, dropped: direction)
  }

  /// A Tokens Studio border (`color`, `width`, `style`) with a bare width in px.
  static func border(_ node: YAMLNode) -> YAMLNode {
    guard let pairs = node.pairs else { return node }
    return .mapping(
      pairs.compactMap { pair in
        guard let key = pair.key.text else { return nil }
        switch key {
        case "width": return (key, measure(pair.value, unit: "px"))
        case "color": return (key, memberColor(pair.value))
        default: return (key, pair.value)
        }
      }, at: node.range)
  }

  /// A member's color: `rgba({color.black}, 0.4)` is DTCG's member alias with an alpha, `{color.black} / 0.4`,
  /// and `rgba({color.black}, {opacity.40})` the alpha modifier, applied in each appearance; any other text as it
  /// is.
  static func memberColor(_ node: YAMLNode) -> YAMLNode {
    guard let text = node.text, let alias = referenceWithAlpha(text) else { return node }
    return .string(alias, at: node.range)
  }
}
