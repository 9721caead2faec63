/// Reads a composite literal (`typography`, `border`, `shadow`, `gradient`, `transition`, `strokeStyle`,
/// and Swatch's `material`, `CompositeReader+Material`)
/// member by member, each member as a value of its own type.
///
/// A member written as an alias is looked up in `references` by its place and its value asked of
/// `valueOf`, a placeholder of the member's type while types are checked; the reader records where each
/// such member goes (`aliasedMembers`, `aliasedDashes`), which makes the value a `CompositeTemplate` that
/// each appearance fills. Every problem is a diagnostic at the member itself; the value is nil when any of
/// them is an error.
struct CompositeReader {
  /// The members written as aliases, by where they are written.
  var references: [SourceRange: MemberReference] = [:]
  /// Whether a shadow's length left out is zero rather than missing, as Style Dictionary's CSS shorthand writes
  /// it (a Style Dictionary project's files).
  var zeroesMissingLengths = false
  /// The value of a member alias read as the given type, for the member named; nil when it has none (already
  /// reported).
  var valueOf: (MemberReference, TokenType, _ member: String) -> TokenValue? = { _, _, _ in nil }
  /// What a member's text that is a Tokens Studio color modifier, math or a font stack over references makes,
  /// read as the member's type (`none` for any other).
  var modifierOf: (YAMLNode, TokenType) -> ModifierReading = { _, _ in .none }
  /// The problems found so far.
  private(set) var diagnostics: [Diagnostic] = []
  /// The members read from an alias, in reading order: what `references: true` writes as a reference.
  private(set) var aliasedMembers: [MemberOrigin] = []
  /// The place in its dash array of each of `aliasedMembers`, 0 outside one (`CompositeTemplate`).
  private(set) var aliasedDashes: [Int] = []
  /// The type each of `aliasedMembers` is read as.
  private(set) var aliasedTypes: [TokenType] = []
  /// What each of `aliasedMembers` computes, if it is a color modifier or math rather than an alias.
  private(set) var aliasedModifiers: [MemberTemplate?] = []
  /// A typography line height written as a size in px or rem beside an aliased font size: divided by that
  /// font size in each appearance (`CompositeTemplate.lineHeightOverFontSize`).
  private(set) var lineHeightOverFontSize: DimensionValue?

  /// What a member's text makes as a color modifier or math.
  enum ModifierReading {
    /// The text is neither over references.
    case none
    /// It is one whose references do not fit (reported).
    case invalid
    /// It is this one.
    case template(MemberTemplate)
  }
  private var failed = false
  /// The shadow layer or gradient stop being read (`MemberOrigin.item`).
  private var item = 0
  /// The dash array item being read.
  private var dash = 0

  /// The value of `node` as a `type`, or nil when a member is wrong.
  mutating func read(_ node: YAMLNode, as type: TokenType) -> TokenValue? {
    let value = composite(node, as: type)
    return failed ? nil : value
  }

  private mutating func composite(_ node: YAMLNode, as type: TokenType) -> TokenValue? {
    switch type {
    case .typography: return typography(node).map(TokenValue.typography)
    case .border: return border(node).map(TokenValue.border)
    case .shadow: return shadow(node).map(TokenValue.shadow)
    case .gradient: return gradient(node).map(TokenValue.gradient)
    case .transition: return transition(node).map(TokenValue.transition)
    case .strokeStyle: return strokeStyle(node).map(TokenValue.strokeStyle)
    case .material: return material(node).map(TokenValue.material)
    default: preconditionFailure("\(type) is not a composite type")
    }
  }

  // MARK: Types

  private mutating func typography(_ node: YAMLNode) -> TypographyValue? {
    let names = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    guard let m = members(node, of: .typography, names: names, required: []) else { return nil }
    var value = TypographyValue()
    value.fontFamily = m["fontFamily"].flatMap { member($0, "fontFamily", .fontFamily, in: .typography)?.fontFamily }
    value.fontSize = m["fontSize"].flatMap { member($0, "fontSize", .dimension, in: .typography)?.dimension }
    value.fontWeight = m["fontWeight"].flatMap { member($0, "fontWeight", .fontWeight, in: .typography)?.fontWeight }
    value.letterSpacing = m["letterSpacing"].flatMap {
      member($0, "letterSpacing", .dimension, in: .typography)?.dimension
    }
    let aliasedFontSize = m["fontSize"].map { references[$0.range] != nil } ?? false
    value.lineHeight = m["lineHeight"].flatMap { node in
      if aliasedFontSize, let size = sizeOverAliasedFontSize(node) {
        lineHeightOverFontSize = size
        return 0  // a placeholder, replaced in each appearance
      }
      let fontSize = aliasedFontSize ? nil : value.fontSize
      return sizedLineHeight(node, fontSize: fontSize) ?? member(node, "lineHeight", .number, in: .typography)?.number
    }
    return value
  }

  /// A line height written as a size in px or rem (`32px`) beside a font size that is an alias, which each
  /// appearance divides by that appearance's font size; reported as `sizedLineHeight` reports a size.
  private mutating func sizeOverAliasedFontSize(_ node: YAMLNode) -> DimensionValue? {
    guard references[node.range] == nil, node.plainNumber == nil,
      case .success(.dimension(let size)) = LiteralReader.read(node, as: .dimension), [.px, .rem].contains(size.unit)
    else { return nil }
    let text = node.text ?? TokenValue.dimension(size).plainText ?? ""
    diagnostics.append(Diagnostic(.valueLineHeightSize(text, multiplier: nil, over: nil), at: node.range))
    return size
  }

  /// A line height written as a size (text, or a DTCG dimension object), as Figma's exports write it, as the
  /// multiplier DTCG wants, with a warning: `1.5em` and `150%` are 1.5, px and rem are divided by the font size
  /// written beside them (`fontSize`; a rem counting 16px). Nil for a number, an alias, or a size with no font
  /// size to divide by (the number reader then reports it).
  private mutating func sizedLineHeight(_ node: YAMLNode, fontSize: DimensionValue?) -> Double? {
    guard references[node.range] == nil, node.plainNumber == nil,
      case .success(.dimension(let size)) = LiteralReader.read(node, as: .dimension)
    else { return nil }
    let text = node.text ?? TokenValue.dimension(size).plainText ?? ""
    let multiplier: Double
    var over: String?
    switch size.unit {
    case .em: multiplier = size.value
    case .percent: multiplier = LooseMember.lineHeight(size, fontSize: nil)
    case .px, .rem:
      guard let fontSize, [.px, .rem].contains(fontSize.unit), fontSize.value > 0 else { return nil }
      (multiplier, over) = (LooseMember.lineHeight(size, fontSize: fontSize), TokenValue.dimension(fontSize).plainText)
    default: return nil
    }
    diagnostics.append(Diagnostic(.valueLineHeightSize(text, multiplier: multiplier, over: over), at: node.range))
    return multiplier
  }

  private mutating func border(_ node: YAMLNode) -> BorderValue? {
    let names = ["color", "width", "style"]
    guard let m = members(node, of: .border, names: names, required: names) else { return nil }
    let color = m["color"].flatMap { member($0, "color", .color, in: .border)?.color }
    let width = m["width"].flatMap { member($0, "width", .dimension, in: .border)?.dimension }
    let style = m["style"].flatMap { member($0, "style", .strokeStyle, in: .border)?.strokeStyle }
    guard let color, let width, let style else { return nil }
    return BorderValue(color: color, width: width, style: style)
  }

  /// One layer object, or a list of layers; a list item may alias a whole shadow token.
  private mutating func shadow(_ node: YAMLNode) -> [ShadowLayer]? {
    guard let items = node.items else { return shadowLayer(node).map { [$0] } }
    guard !items.isEmpty else {
      return fail(.valueInvalid(.shadow, reason: "the list of layers is empty; expected one or more"), at: node.range)
    }
    var layers: [ShadowLayer] = []
    for node in items {
      item = layers.count
      if let reference = references[node.range] {
        guard case .shadow(let spliced)? = valueOf(reference, .shadow, "layers") else {
          failed = true
          continue
        }
        recordAlias(
          MemberOrigin(member: "layers", item: item, count: spliced.count, target: reference.target, alpha: nil),
          dash: 0, type: .shadow)
        layers += spliced
      } else if let layer = shadowLayer(node) {
        layers.append(layer)
      }
    }
    item = 0
    return layers
  }

  private mutating func shadowLayer(_ node: YAMLNode) -> ShadowLayer? {
    let lengths = ["offsetX", "offsetY", "blur", "spread"]
    let names = ["color"] + lengths + ["inset"]
    let required = zeroesMissingLengths ? ["color"] : ["color"] + lengths
    guard let m = members(node, of: .shadow, names: names, required: required) else { return nil }
    let color = m["color"].flatMap { member($0, "color", .color, in: .shadow)?.color }
    let sizes = lengths.map { name in
      guard let found = m[name] else { return zeroesMissingLengths ? DimensionValue(value: 0, unit: .px) : nil }
      return member(found, name, .dimension, in: .shadow)?.dimension
    }
    let inset = m["inset"].map { flag($0, "inset", in: .shadow) } ?? false
    guard let color, let inset, let x = sizes[0], let y = sizes[1], let blur = sizes[2], let spread = sizes[3] else {
      return nil
    }
    return ShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
  }

  private mutating func gradient(_ node: YAMLNode) -> [GradientStop]? {
    guard let items = node.items, !items.isEmpty else {
      let found = node.items == nil ? node.quotedForMessage : "an empty list"
      return fail(.valueInvalid(.gradient, reason: "gradient is \(found); expected a list of stops"), at: node.range)
    }
    let stops = items.enumerated().map { position, stop -> GradientStop? in
      item = position
      guard let m = members(stop, of: .gradient, names: ["color", "position"], required: ["color", "position"]) else {
        return nil
      }
      let color = m["color"].flatMap { member($0, "color", .color, in: .gradient)?.color }
      let position = m["position"].flatMap { member($0, "position", .number, in: .gradient)?.number }
      guard let color, let position else { return nil }
      return GradientStop(color: color, position: position)
    }
    item = 0
    return stops.contains { $0 == nil } ? nil : stops.map { $0! }
  }

  private mutating func transition(_ node: YAMLNode) -> TransitionValue? {
    let names = ["duration", "delay", "timingFunction"]
    guard let m = members(node, of: .transition, names: names, required: names) else { return nil }
    let duration = m["duration"].flatMap { member($0, "duration", .duration, in: .transition)?.duration }
    let delay = m["delay"].flatMap { member($0, "delay", .duration, in: .transition)?.duration }
    let curve = m["timingFunction"].flatMap { member($0, "timingFunction", .cubicBezier, in: .transition)?.cubicBezier }
    guard let duration, let delay, let curve else { return nil }
    return TransitionValue(duration: duration, delay: delay, timingFunction: curve)
  }

  /// A keyword such as `dashed`, or `{dashArray, lineCap}`.
  private mutating func strokeStyle(_ node: YAMLNode) -> StrokeStyleValue? {
    if let text = node.text {
      guard StrokeStyleValue.keywords.contains(text) else {
        let reason = "unknown keyword '\(text)'; expected \(StrokeStyleValue.keywords.joined(separator: ", "))"
        return fail(.valueInvalid(.strokeStyle, reason: reason), at: node.range)
      }
      return .keyword(text)
    }
    let names = ["dashArray", "lineCap"]
    guard let m = members(node, of: .strokeStyle, names: names, required: names) else { return nil }
    let dashes = m["dashArray"].flatMap { dashArray($0) }
    guard let capNode = m["lineCap"] else { return nil }
    guard let lineCap = capNode.text, StrokeStyleValue.lineCaps.contains(lineCap) else {
      let reason = "line cap is \(capNode.quotedForMessage); expected round, butt or square"
      return fail(.valueInvalid(.strokeStyle, reason: reason), at: capNode.range)
    }
    return dashes.map { .dashes($0, lineCap: lineCap) }
  }

  private mutating func dashArray(_ node: YAMLNode) -> [DimensionValue]? {
    guard let items = node.items, !items.isEmpty else {
      let reason = "dash array is \(node.quotedForMessage); expected a list of dimensions"
      return fail(.valueInvalid(.strokeStyle, reason: reason), at: node.range)
    }
    let lengths = items.enumerated().map { place, node in
      dash = place
      return member(node, "dashArray", .dimension, in: .strokeStyle)?.dimension
    }
    dash = 0
    return lengths.contains { $0 == nil } ? nil : lengths.map { $0! }
  }

  // MARK: Members

  /// The members of an object `node`, by name: unknown ones are left out with a warning, a missing
  /// required one is an error at the object, and the members there are still read for their own problems.
  mutating func members(_ node: YAMLNode, of type: TokenType, names: [String], required: [String])
    -> [String: YAMLNode]?
  {
    guard let pairs = node.pairs else {
      let reason = "\(node.quotedForMessage) is not an object; expected members \(names.joined(separator: ", "))"
      return fail(.valueInvalid(type, reason: reason), at: node.range)
    }
    var found: [String: YAMLNode] = [:]
    var unknown: [YAMLNode] = []
    var respelled: [(written: YAMLNode, name: String)] = []
    for pair in pairs {
      guard let key = pair.key.text, let name = names.contains(key) ? key : Self.member(spelled: key, among: names),
        found[name] == nil
      else {
        unknown.append(pair.key)
        continue
      }
      if name != key { respelled.append((pair.key, name)) }
      found[name] = pair.value
    }
    if let first = respelled.first {
      let message = DiagnosticMessage.valueMemberSpelling(
        respelled.compactMap(\.written.text), as: respelled.map(\.name), of: type)
      diagnostics.append(Diagnostic(message, at: first.written.range))
    }
    if let first = unknown.first {
      let message = DiagnosticMessage.valueMemberUnknown(unknown.compactMap(\.text), of: type, expected: names)
      diagnostics.append(Diagnostic(message, at: first.range))
    }
    if found.isEmpty, required.isEmpty {
      // Every member optional, none read: the token would be written as nothing at all.
      let reason = "it has none of the members \(names.joined(separator: ", "))"
      return fail(.valueInvalid(type, reason: reason), at: node.range)
    }
    let missing = required.filter { found[$0] == nil }
    if !missing.isEmpty {
      diagnostics.append(Diagnostic(.valueMemberMissing(missing, of: type), at: node.range))
      failed = true
    }
    return found
  }

  /// The members of any composite that are colors (a shadow's, border's or gradient stop's `color`, a material's
  /// `tint` and `fallback`): where a slash after an alias is an alpha.
  static let colorMembers = ["color", "tint", "fallback"]

  /// The member of `names` that `key` spells another way (`font-family`, `font_family` or `FontFamily` for
  /// `fontFamily`, as Style Dictionary projects and CSS-minded files write them): the same letters, case and
  /// `-` or `_` aside; nil for none.
  static func member(spelled key: String, among names: [String]) -> String? {
    func folded(_ text: String) -> String { String(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" }) }
    let written = folded(key)
    return names.first { folded($0) == written }
  }

  /// The member `name` of a `composite`, read as a `type`.
  mutating func member(_ node: YAMLNode, _ name: String, _ type: TokenType, in composite: TokenType)
    -> TokenValue?
  {
    if let reference = references[node.range] {
      guard let value = valueOf(reference, type, name) else {
        failed = true
        return nil
      }
      recordAlias(
        MemberOrigin(member: name, item: item, target: reference.target, alpha: reference.alpha), dash: dash,
        type: type)
      return value
    }
    if type == .color || type == .fontFamily || ToolMath.types.contains(type) {
      switch modifierOf(node, type) {
      case .none: break
      case .invalid:
        failed = true
        return nil
      case .template(let modifier):
        // Recorded as a member alias to its first target, filled with what the modifier or math makes.
        recordAlias(
          MemberOrigin(member: name, item: item, target: modifier.firstTarget, alpha: nil), dash: dash, type: type,
          modifier: modifier)
        return .placeholder(of: type)
      }
    }
    if type.isComposite { return self.composite(node, as: type) }
    switch LiteralReader.read(node, as: type) {
    case .success(let value): return value
    case .failure(let failure):
      return fail(.valueInMember(failure.message, member: name, of: composite), at: node.range)
    }
  }

  /// Records a member read from an alias (or a color modifier): where it goes, its place in its dash array, the
  /// type it is read as and the modifier it is, if one.
  private mutating func recordAlias(
    _ origin: MemberOrigin, dash: Int, type: TokenType, modifier: MemberTemplate? = nil
  ) {
    aliasedMembers.append(origin)
    aliasedDashes.append(dash)
    aliasedTypes.append(type)
    aliasedModifiers.append(modifier)
  }

  /// A plain `true` or `false`.
  private mutating func flag(_ node: YAMLNode, _ name: String, in composite: TokenType) -> Bool? {
    if let scalar = node.scalar, scalar.isPlain, node.tag == nil, scalar.text == "true" || scalar.text == "false" {
      return scalar.text == "true"
    }
    let reason = DiagnosticMessage.valueInvalid(.string, reason: "\(node.quotedForMessage) is not true or false")
    return fail(.valueInMember(reason, member: name, of: composite), at: node.range)
  }

  mutating func fail<T>(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic.Note] = []) -> T? {
    diagnostics.append(Diagnostic(message, at: range, notes: notes))
    failed = true
    return nil
  }
}
