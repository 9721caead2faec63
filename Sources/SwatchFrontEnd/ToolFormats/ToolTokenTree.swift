/// Rewrites a token file written in Style Dictionary's classic format or by Tokens Studio into the DTCG
/// 2025.10 tree the document builder reads, so every later stage sees one format.
///
/// Reads: one file's YAML tree. Changes: in a file with tokens written `value` (and no `$value`), each
/// object holding `value` is a token: `value`, `type`, `comment` or `description` and `$extensions` become
/// `$value`, `$type`, `$description` and `$extensions`, and other keys (`attributes`, `name`, …) are dropped.
/// Tool type names become DTCG types (`ToolTokenType`), and values are converted with them (`ToolValue`); a
/// token without a type takes one from its category, the first path component (`color.*`, `size.*`).
/// References lose Style Dictionary's `.value` suffix. In a DTCG file, only `$type` names DTCG lacks are
/// mapped, and only a Tokens Studio file (one using its type names) has its DTCG-named values converted too.
/// Bare dimension numbers are rem in Style Dictionary (its `size/rem` transform) unless the project's transforms
/// say px (`FileDialect.pixelSizes`), and px in Tokens Studio and in the exports of Figma's "Design Tokens"
/// plugin (tokens marked `org.lukasoppermann.figmaDesignTokens`).
/// Reports: one warning per kind of value that has no DTCG form (`format.unmapped`), naming the first token
/// and counting the rest; such a token is left out.
struct ToolTokenTree {
  /// What a file's scan found.
  struct Scan {
    var hasDollarValue = false
    var hasLegacyValue = false
    var hasToolType = false
    var hasStudioMarks = false
    var hasValueSuffix = false
    var hasPointerValue = false
    /// Whether a token carries the extension of Figma's "Design Tokens" plugin, which writes px as bare
    /// numbers, as Figma measures.
    var hasFigmaPluginMarks = false
    /// Whether a token carries Figma's own `com.figma…` extension (its Variables exports), whose dimensions
    /// may be bare numbers, in px as Figma measures.
    var hasFigmaMarks = false
    /// Whether a token holds a `$value` with no `$type` on it or on a group above it.
    var hasUntypedDollarValue = false
    /// Whether a `$type` names neither a DTCG type nor a tool's (`breakpoint`), or an object holding `$value` has
    /// a `$`-property DTCG and Swatch do not define (`$fluid`): a team's own, which Style Dictionary passes by.
    var hasOwnDollarNames = false
    /// Whether a token's or a group's name holds a `.` (`blue.gray`), which DTCG forbids and Style Dictionary
    /// reads as one name.
    var hasDottedName = false
    /// Color objects whose `hex` is dropped, by the hex's range, and why.
    var hexWarnings: [Diagnostic] = []
  }

  private let isLegacy: Bool
  /// Whether the file is one a Style Dictionary project names, in either format: an untyped token is typed as
  /// Style Dictionary's transforms see it (by its category, else by its value) and `darkValue` is its dark mode.
  private var isStyleDictionary = false
  private let convertsDTCGTypes: Bool
  private let dimensionUnit: String
  /// Whether a DTCG `dimension` holding a bare number is in `dimensionUnit` (Figma's Variables exports), though
  /// DTCG types are otherwise read as they are.
  private let readsBareDimensions: Bool
  /// Whether `$colors.gray` is a reference, as in Tokens Studio's files (`ToolValue.withBraceReferences`).
  private var readsDollarReferences = false
  private var unmapped = UnmappedTally()
  /// The tokens left out, by path (`TokenDocument.leftOutTokens`).
  private var leftOutTokens: [String: LeftOutToken] = [:]
  private var toolReadings: [SourceRange: ToolReading] = [:]

  /// What a `.` inside a name becomes (Tailwind's `spacing.0.5` in a Tokens Studio or Penpot file): a path's
  /// components are separated by `.`, so the name `0.5` is spelled `0·5`, and the tool's references to it
  /// (`{spacing.0.5}`) find it through `TokenGraph.dottedNames`.
  static let dottedNameMark = "·"

  /// What is said of a type of a team's own, whose tokens are typed by their values.
  static func customType(_ name: String) -> String {
    "type '\(name)' is neither DTCG's nor the tool's; its tokens are typed by their values (text is a string)"
  }

  /// What is said of a token of a team's own type whose value no type reads, which is left out.
  static func customTypeLeftOut(_ name: String) -> String {
    "type '\(name)' is neither DTCG's nor the tool's, and a value that is no text, number or alias has no type; left out"
  }

  /// What is said of a Style Dictionary token with no type, outside the categories that give one, whose value is
  /// a list or an object: Style Dictionary passes such a value through, and no DTCG type holds it.
  static let untypedStructureLeftOut =
    "a value that is a list or an object, with no type to read it as, has no DTCG value (Style Dictionary passes it "
    + "through); left out. A `type` on the token or its group (`typography`, `shadow`) reads it"

  /// What is said of a Style Dictionary token's property of the team's own, which no writer reads.
  static func ownProperty(_ key: String) -> String {
    "property '\(key)' is neither DTCG's nor Swatch's; Style Dictionary keeps it for a team's own transforms, and "
      + "it is left out"
  }

  /// Whether `name` is a type of a team's own in a tool's dialect: neither the tool's nor DTCG's.
  private func isCustomType(_ name: String) -> Bool {
    (convertsDTCGTypes || isStyleDictionary) && toolType(name) == nil && TokenType(rawValue: name) == nil
  }

  /// A Style Dictionary token's value for a mode of the team's own (`noirValue` beside `value`, which a custom
  /// format reads as `${mode}Value`): not read, as Swatch reads `darkValue` alone.
  static func modeValue(_ key: String) -> String {
    "'\(key)' beside a Style Dictionary token's value is the value of a mode of the team's own; Swatch reads only "
      + "'darkValue' (the dark mode), so it is left out (give the token '$modes' for that mode instead)"
  }

  /// What is said of a color object holding a `description`, which becomes the token's.
  static let misplacedDescription =
    "a color object holds a 'description', which DTCG keeps beside the value; read as the token's description"

  /// The tree `root` rewritten as DTCG, or `root` itself when it needs nothing, and the warnings; a file of a
  /// Tokens Studio project (`isTokensStudio`) reads bare dimensions as px whatever its types.
  static func normalize(_ root: YAMLNode, isTokensStudio: Bool = false) -> (YAMLNode, [Diagnostic]) {
    let rewritten = rewrite(root, dialect: FileDialect(tokensStudio: isTokensStudio))
    return (rewritten.tree, rewritten.diagnostics)
  }

  /// A file's tree as DTCG, with what reading it found.
  struct Rewritten {
    var tree: YAMLNode
    var diagnostics: [Diagnostic]
    /// Whether the file is in a dialect whose loose types composite members read as the tool does.
    var readsLooseTypes = false
    /// Whether the file's bare line heights of 4 or more are px (`TokenDocument.readsPixelLineHeights`).
    var readsPixelLineHeights = false
    /// The tokens left out, by path (`TokenDocument.leftOutTokens`).
    var leftOutTokens: [String: LeftOutToken] = [:]
    /// The values whose dialect changes what an alias reads, by where each is written (`ToolReading`).
    var toolReadings: [SourceRange: ToolReading] = [:]
  }

  /// `normalize(_:isTokensStudio:)` for a file read in `dialect`, and whether the file is in Tokens Studio's or
  /// Style Dictionary's classic dialect, whose loose types composite members read as the tool does
  /// (`TokenDocument.readsLooseTypes`).
  static func rewrite(_ root: YAMLNode, dialect: FileDialect) -> Rewritten {
    var scan = Scan()
    scan.visit(root, depth: 0)
    // A file of a Tokens Studio project is read as Tokens Studio's even when it uses only DTCG type names.
    if dialect.tokensStudio, scan.hasLegacyValue || scan.hasDollarValue { scan.hasStudioMarks = true }
    // A file a Style Dictionary project's globs name is Style Dictionary's, tokens or none, unless it is DTCG.
    let isLegacy = (scan.hasLegacyValue || dialect.styleDictionary) && !scan.hasDollarValue
    var root = root
    if !scan.hexWarnings.isEmpty {
      root = ColorHexFallback.dropping(Set(scan.hexWarnings.compactMap(\.range)), in: root)
    }
    let barePixels = scan.hasFigmaMarks && !isLegacy
    // Style Dictionary 4's DTCG files (`usesDtcg`) leave `$type` out as its classic ones leave `type` out.
    // A project's DTCG file with a team's own `$type` or `$`-property reads those as Style Dictionary does too.
    let untypedStyleDictionary =
      dialect.styleDictionary && !dialect.tokensStudio && (scan.hasUntypedDollarValue || scan.hasOwnDollarNames)
    // A dotted name in a project's DTCG file is one name, as Style Dictionary reads it (and its classic files).
    let dottedStyleDictionary = dialect.styleDictionary && scan.hasDottedName
    guard
      isLegacy || scan.hasToolType || scan.hasValueSuffix || scan.hasStudioMarks || scan.hasPointerValue
        || barePixels || untypedStyleDictionary || dottedStyleDictionary
    else {
      return Rewritten(tree: root, diagnostics: scan.hexWarnings)
    }
    var tree = ToolTokenTree(
      isLegacy: isLegacy, convertsDTCGTypes: isLegacy || scan.hasStudioMarks,
      dimensionUnit: scan.hasStudioMarks || scan.hasFigmaPluginMarks || barePixels || dialect.pixelSizes ? "px" : "rem",
      readsBareDimensions: barePixels, readsDollarReferences: scan.hasStudioMarks)
    tree.isStyleDictionary = isLegacy || untypedStyleDictionary || dottedStyleDictionary
    let rewritten = tree.group(root, path: [], inherited: nil, depth: 0)
    return Rewritten(
      tree: rewritten, diagnostics: scan.hexWarnings + tree.unmapped.diagnostics,
      readsLooseTypes: tree.convertsDTCGTypes || tree.isStyleDictionary,
      readsPixelLineHeights: tree.dimensionUnit == "px",
      leftOutTokens: tree.leftOutTokens, toolReadings: tree.toolReadings)
  }

  private mutating func group(_ node: YAMLNode, path: [String], inherited: String?, depth: Int) -> YAMLNode {
    guard let pairs = node.pairs, depth < TokenDocumentBuilder.maximumDepth else { return node }
    // Style Dictionary's classic files put `type` on groups too (`easing: {type: cubic-bezier, fast: {…}}`).
    let inherited = node["$type"]?.text ?? (isLegacy ? node["type"]?.text : nil) ?? inherited
    var kept: [YAMLPair] = []
    for var pair in pairs {
      guard var name = pair.key.text else { continue }
      if !name.hasPrefix("$"), name.contains(".") {
        name = name.replacing(".", with: Self.dottedNameMark)
        pair = YAMLPair(key: .string(name, at: pair.key.range), value: pair.value)
      }
      let isType = name == "$type" || (isLegacy && name == "type")
      if isType, let text = pair.value.text, let type = toolType(text), let dtcg = type.dtcgName {
        kept.append(YAMLPair(key: .string("$type", at: pair.key.range), value: .string(dtcg, at: pair.value.range)))
      } else if isType, let text = pair.value.text, isCustomType(text) {
        continue  // its tokens are typed by their values (`token`)
      } else if isLegacy, name == "$comment", node["$description"] == nil {
        // A comment on a group, which Style Dictionary ignores: its description.
        kept.append(YAMLPair(key: .string("$description", at: pair.key.range), value: pair.value))
      } else if name.hasPrefix("$") || pair.value.pairs == nil {
        // Style Dictionary reads only objects holding `value`: other scalars (`meta: {license: MIT}`) are no tokens.
        if !isLegacy || name.hasPrefix("$") { kept.append(pair) }
      } else if pair.value[isLegacy ? "value" : "$value"] != nil {
        if let token = token(pair.value, path: path + [name], inherited: inherited) {
          kept.append(YAMLPair(key: pair.key, value: token))
        }
      } else if let shadow = expandedShadow(pair.value) {
        if let token = token(shadow, path: path + [name], inherited: nil) {
          kept.append(YAMLPair(key: pair.key, value: token))
        }
      } else {
        kept.append(
          YAMLPair(key: pair.key, value: group(pair.value, path: path + [name], inherited: inherited, depth: depth + 1))
        )
      }
    }
    var copy = node
    copy.kind = .mapping(kept)
    return copy
  }

  /// The members Tokens Studio writes a shadow as when it expands one: each a token of its own whose type is
  /// its name (`x`, `y`, `blur`, `spread`, `type`), and the color's `color`.
  private static let shadowMembers: Set<String> = ["x", "y", "blur", "spread", "type", "color"]

  /// A shadow token made of a group Tokens Studio wrote expanded (`"Medium": {"x": {"value": "0", "type":
  /// "x"}, "color": {…}, …}`), or nil when `node` is not one: its members, in a Tokens Studio file, are
  /// exactly such tokens, with at least `x`, `y` and `color`.
  private func expandedShadow(_ node: YAMLNode) -> YAMLNode? {
    guard convertsDTCGTypes, let pairs = node.pairs, pairs.count >= 3 else { return nil }
    let (valueKey, typeKey) = isLegacy ? ("value", "type") : ("$value", "$type")
    var members: [YAMLPair] = []
    for pair in pairs {
      guard let name = pair.key.text, Self.shadowMembers.contains(name), let value = pair.value[valueKey],
        pair.value[typeKey]?.text == name
      else { return nil }
      members.append(YAMLPair(key: pair.key, value: value))
    }
    let names = Set(members.compactMap(\.key.text))
    guard names.isSuperset(of: ["x", "y", "color"]) else { return nil }
    return YAMLNode(
      .mapping([
        YAMLPair(key: .string(valueKey, at: node.range), value: YAMLNode(.mapping(members), range: node.range)),
        YAMLPair(key: .string(typeKey, at: node.range), value: .string("boxShadow", at: node.range)),
      ]), range: node.range)
  }

  /// How an alias reads the token of `type` (called `name`) whose value is `node`, where its dialect changes it: a
  /// number written as a percentage, a letter spacing or a border width that aliases.
  private static func toolReading(_ node: YAMLNode, as type: ToolTokenType?, named name: String?) -> ToolReading? {
    guard let text = node.text else { return nil }
    switch type {
    case .number? where text.hasSuffix("%") && NumericText.double(text.dropLast()) != nil: return .percentNumber
    case .letterSpacing? where ToolValue.isWholeReference(text): return .letterSpacing
    case .dimension? where name == "borderWidth" && ToolValue.isWholeReference(text): return .borderWidth
    default: return nil
    }
  }

  /// A token object as DTCG, or nil when its value has no DTCG form.
  private mutating func token(_ node: YAMLNode, path: [String], inherited: String?) -> YAMLNode? {
    let typeNode = node[isLegacy ? "type" : "$type"]
    var typeName = typeNode?.text ?? inherited
    guard var valueNode = node[isLegacy ? "value" : "$value"] else { return node }
    if readsDollarReferences { valueNode = ToolValue.withBraceReferences(valueNode) }
    var type: ToolTokenType? =
      if let typeName { toolType(typeName) } else { inferredType(path, value: valueNode) }
    // Tokens Studio's `other` says no type: a whole alias is its target's (a weight, a font), not text, and so is
    // arithmetic over references (`{opacity.base} - 0.08`), math of its references' type, as the tool evaluates
    // it (`ToolMath.isArithmeticOverReferences`).
    let isArithmetic =
      (typeName == "other" || typeName == "text") && valueNode.text.map(ToolMath.isArithmeticOverReferences) == true
    if typeName == "other", let text = valueNode.text, ToolValue.isWholeReference(text) || isArithmetic {
      (typeName, type) = (nil, nil)
    }
    if isArithmetic { toolReadings[valueNode.range] = .arithmeticText }
    // A curve's four numbers as an object, which `other` holds as Tokens Studio has no curve type.
    if typeName == "other", ToolValue.bezierObject(valueNode) != nil { type = .cubicBezier }
    // A type of the team's own (`icon`, `breakpoint`) is a label Style Dictionary passes values through under:
    // the value says the type, as for a token with none.
    if let custom = typeName, isCustomType(custom) {
      typeName = nil
      type = Self.typeOfValue(valueNode)
      // Math is a number, or over references their type (`round({scale.base} * {scale.ratio}^2)`).
      if let text = valueNode.text, ToolMath.isOverReferences(text) {
        type = nil
      } else if let text = valueNode.text, case .value = ToolMath.read(text) {
        type = .number
      }
      let refers = valueNode.text.map { ToolValue.isWholeReference($0) || ToolMath.isOverReferences($0) } == true
      guard type != nil || refers else {
        record(Self.customTypeLeftOut(custom), at: typeNode?.range ?? valueNode.range, path: path)
        // A reference to it says why it is missing, as one to any token left out does.
        leftOutTokens[path.joined(separator: ".")] = LeftOutToken(
          definedAt: valueNode.range, reason: Self.customTypeLeftOut(custom))
        return nil
      }
      record(Self.customType(custom), at: typeNode?.range ?? valueNode.range, path: path)
    }
    // A list or an object no type reads (Figma's style names kept beside the tokens, `"styles": ["SemiBold"]`).
    if isStyleDictionary, typeName == nil, type == nil, valueNode.items != nil || valueNode.pairs != nil {
      record(Self.untypedStructureLeftOut, at: valueNode.range, path: path)
      leftOutTokens[path.joined(separator: ".")] = LeftOutToken(
        definedAt: valueNode.range, reason: Self.untypedStructureLeftOut)
      return nil
    }
    if let reading = Self.toolReading(valueNode, as: type, named: typeName) { toolReadings[valueNode.range] = reading }
    var value: YAMLNode
    var dtcgType: String?
    switch ToolValue.convert(valueNode, as: type, pixelLineHeights: dimensionUnit == "px") {
    case .unmapped(let kind):
      record(kind, at: valueNode.range, path: path)
      leftOutTokens[path.joined(separator: ".")] = LeftOutToken(definedAt: valueNode.range, reason: kind)
      return nil
    case .value(let converted, let converter, let dropped):
      (dtcgType, value) = (converted, converter)
      for loss in dropped { record(loss.kind, at: loss.range, path: path) }
    }
    // A `description` written inside a color object (Workday's canvas) is the token's, where DTCG has it.
    var misplacedDescription: YAMLNode?
    if let pairs = value.pairs, value["colorSpace"] != nil,
      let index = pairs.firstIndex(where: { $0.key.text == "description" })
    {
      misplacedDescription = pairs[index].value
      value = value.removingPair(at: index)
      record(Self.misplacedDescription, at: pairs[index].key.range, path: path)
    }
    if typeName == "color" || dtcgType == "color", let text = value.text, let alpha = ToolValue.referenceWithAlpha(text)
    {
      value = .string(alpha, at: value.range)
    }
    // An empty `modify: {}` is what Tokens Studio leaves behind when a modifier is removed: nothing to apply.
    if let modify = node["$extensions"]?["studio.tokens"]?["modify"], modify.pairs?.isEmpty != true {
      value = applyModify(modify, to: value, path: path)
    }
    let alpha = isLegacy && (dtcgType == nil || dtcgType == "color") ? legacyAlpha(node, path: path) : nil
    value = withAlpha(value, alpha)
    var pairs: [YAMLPair] = []
    // Style Dictionary's `comment` (or a `$comment`) is the description, unless the token has one as well.
    let describes: Set<String?> = ["comment", "description", "$description"]
    for pair in node.pairs ?? [] {
      switch pair.key.text {
      case "value", "$value": pairs.append(YAMLPair(key: .string("$value", at: pair.key.range), value: value))
      case "darkValue" where isStyleDictionary:
        guard
          case .value(_, var dark, _) = ToolValue.convert(pair.value, as: type, pixelLineHeights: dimensionUnit == "px")
        else { continue }
        dark = withAlpha(dark, alpha)
        let modes = YAMLNode(
          .mapping([YAMLPair(key: .string("dark", at: pair.key.range), value: dark)]), range: pair.value.range)
        pairs.append(YAMLPair(key: .string("$modes", at: pair.key.range), value: modes))
      case "type", "$type":
        // An alias of a type decided by its value (a line height) takes its target's type.
        guard let name = dtcgType ?? (type == nil ? typeName : nil) else { continue }
        pairs.append(YAMLPair(key: .string("$type", at: pair.key.range), value: .string(name, at: pair.value.range)))
      case "comment", "description", "$description":
        pairs.append(YAMLPair(key: .string("$description", at: pair.key.range), value: pair.value))
      case "$comment" where isLegacy && !(node.pairs ?? []).contains(where: { describes.contains($0.key.text) }):
        pairs.append(YAMLPair(key: .string("$description", at: pair.key.range), value: pair.value))
      case let key? where key.hasPrefix("$"):
        // A property of the team's own (`$fluid`), which Style Dictionary keeps beside the value and DTCG has not.
        guard isStyleDictionary, !TokenDocumentBuilder.State.tokenProperties.contains(key) else {
          pairs.append(pair)
          continue
        }
        record(Self.ownProperty(key), at: pair.key.range, path: path)
      case let key? where isStyleDictionary && key.count > 5 && key.hasSuffix("Value") && key.first!.isLowercase:
        record(Self.modeValue(key), at: pair.key.range, path: path)
      default: continue
      }
    }
    if let misplacedDescription, !(node.pairs ?? []).contains(where: { describes.contains($0.key.text) }) {
      pairs.append(YAMLPair(key: .string("$description", at: misplacedDescription.range), value: misplacedDescription))
    }
    if typeNode == nil, inherited == nil || dtcgType != inherited, let dtcgType {
      pairs.append(YAMLPair(key: .string("$type", at: node.range), value: .string(dtcgType, at: node.range)))
    }
    var copy = node
    copy.kind = .mapping(pairs)
    return copy
  }

  /// Style Dictionary's `alpha` beside a color's `value`, a number from 0 to 1; one that is not is reported and
  /// not applied.
  private mutating func legacyAlpha(_ node: YAMLNode, path: [String]) -> Double? {
    guard let written = node["alpha"] else { return nil }
    guard let alpha = ToolValue.number(written), (0...1).contains(alpha) else {
      record("Style Dictionary 'alpha' that is not a number from 0 to 1 is not applied", at: written.range, path: path)
      return nil
    }
    return alpha
  }

  /// A color's value text with `alpha` after it, as DTCG writes an alpha (`{palette.yellow} / 0.25`).
  private func withAlpha(_ value: YAMLNode, _ alpha: Double?) -> YAMLNode {
    guard let alpha, let text = value.text else { return value }
    return .string("\(text) / \(NumberText.shortest(alpha))", at: value.range)
  }

  /// The type a token's category implies, when its value fits it: `size.font.unit: px` is text, not a size.
  private func inferredType(_ path: [String], value: YAMLNode) -> ToolTokenType? {
    guard let type = ToolTokenType.category(path[0], unitlessDimension: dimensionUnit) else {
      return isStyleDictionary ? Self.typeOfValue(value) : nil
    }
    switch type {
    case .dimension, .duration, .number:
      guard let text = value.text, ToolValue.number(value) == nil, !text.contains("{") else { return type }
      let first = text.unicodeScalars.first
      return first.map { ("0"..."9").contains($0) || $0 == "-" || $0 == "." } == true ? type : .string
    default: return type
    }
  }

  /// The type a Style Dictionary value outside the known categories says itself, as Style Dictionary passes
  /// such values through unchanged: a number (or text that is one, `"300"`) is a number, color text (`#…`, `rgb(…)`, `hsl(…)`) a color, a
  /// number with a length unit (`6px`, `1rem`, `50%`) a dimension, one with a time unit (`200ms`) a duration,
  /// other text a string; an alias takes its target's type (nil).
  static func typeOfValue(_ value: YAMLNode) -> ToolTokenType? {
    if ToolValue.number(value) != nil { return .number }
    guard let text = value.text?.lowercased() else { return nil }
    if ToolValue.isWholeReference(text) { return nil }
    let isColor = text.hasPrefix("#") || ["rgb(", "rgba(", "hsl(", "hsla("].contains { text.hasPrefix($0) }
    if isColor { return .dtcg("color") }
    if case .success = LiteralReader.read(value, as: .dimension) { return .dimension(defaultUnit: "px") }
    if case .success = LiteralReader.read(value, as: .duration) { return .duration }
    return .string
  }

  /// The tool type for `name`, or nil where Swatch reads the name itself.
  private func toolType(_ name: String) -> ToolTokenType? {
    if !convertsDTCGTypes, TokenType(rawValue: name) != nil {
      return readsBareDimensions && name == "dimension" ? .dimension(defaultUnit: dimensionUnit) : nil
    }
    return ToolTokenType.named(name, unitlessDimension: dimensionUnit)
  }

  /// Tokens Studio's `modify`: `alpha` on an alias becomes DTCG's `{alias} / alpha`; `lighten`, `darken`,
  /// `mix` and any other `alpha` become a `ToolColorModifier` text, evaluated in each appearance. A modifier
  /// Swatch cannot read (an unknown type or space, no space but for `alpha`, a color that is neither a literal
  /// nor a reference, an amount that is not a number, a reference or math) is not applied (reported once per
  /// kind).
  private mutating func applyModify(_ modify: YAMLNode, to value: YAMLNode, path: [String]) -> YAMLNode {
    let kind = modify["type"]?.text ?? "?"
    if kind == "alpha", let text = value.text, ToolValue.isWholeReference(text),
      let amount = modify["value"].flatMap(ToolValue.number), (0...1).contains(amount)
    {
      return .string("\(text) / \(NumberText.shortest(amount))", at: value.range)
    }
    // `alpha` sets the alpha in any space, so it needs none (the tool applies it without one too).
    let written = modify["space"]?.text.flatMap(StudioColorModifier.Space.init(rawValue:))
    if let modifierKind = StudioColorModifier.Kind(rawValue: kind),
      let space = written ?? (modifierKind == .alpha && modify["space"] == nil ? .srgb : nil),
      let base = value.text.flatMap({ Self.modifierColor($0, at: value.range) }),
      let amount = modify["value"].flatMap(Self.modifierAmount)
    {
      let mixColor = modify["color"].flatMap { node in node.text.flatMap { Self.modifierColor($0, at: node.range) } }
      if modifierKind != .mix || mixColor != nil {
        let text = ToolColorModifier.text(
          kind: modifierKind, space: space, base: base, amount: amount,
          mixColor: modifierKind == .mix ? mixColor : nil)
        return .string(text, at: value.range)
      }
    }
    record(
      "Tokens Studio color modifier '\(kind)' is not applied; the color is used unmodified", at: modify.range,
      path: path)
    return value
  }

  /// A modifier's color as `ToolColorModifier` carries it: a whole reference or a color literal.
  private static func modifierColor(_ text: String, at range: SourceRange) -> String? {
    let text = String(text.trimmingWhitespace())
    if ToolValue.isWholeReference(text) { return text }
    guard case .success = LiteralReader.read(.string(text, at: range), as: .color) else { return nil }
    return text
  }

  /// A modifier's amount as `ToolColorModifier` carries it: a number, a reference, or math.
  private static func modifierAmount(_ node: YAMLNode) -> String? {
    if let number = ToolValue.number(node) { return NumberText.shortest(number) }
    guard let text = node.text.map({ String($0.trimmingWhitespace()) }) else { return nil }
    if ToolValue.isWholeReference(text) || ToolMath.isOverReferences(text) { return text }
    guard case .value = ToolMath.read(text) else { return nil }
    return text
  }

  private mutating func record(_ kind: String, at range: SourceRange, path: [String]) {
    unmapped.add(kind, path: path.joined(separator: "."), at: range)
  }
}

extension ToolTokenTree.Scan {
  /// Tokens Studio's own type names, which mark a file as written by it.
  static let studioTypes: Set<String> = [
    "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies", "fontWeights", "lineHeights",
    "letterSpacing", "paragraphSpacing", "paragraphIndent", "boxShadow", "composition", "opacity", "textCase",
    "textDecoration", "other", "text",
  ]

  private static let valueSuffix = Array("value}".utf8)

  /// Whether `text` holds `.value}` or `.$value}`, the end of a Style Dictionary reference, compared byte for
  /// byte: every scalar of every token file is asked, and Foundation's `contains` cost thousands of instructions
  /// a scalar.
  static func holdsValueSuffix(_ text: String) -> Bool {
    let suffix = valueSuffix
    let (dot, dollar) = (UInt8(ascii: "."), UInt8(ascii: "$"))
    let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      guard bytes.count > suffix.count else { return false }
      for start in 1...(bytes.count - suffix.count) where bytes[start] == suffix[0] {
        guard (1..<suffix.count).allSatisfy({ bytes[start + $0] == suffix[$0] }) else { continue }
        if bytes[start - 1] == dot || (start >= 2 && bytes[start - 1] == dollar && bytes[start - 2] == dot) {
          return true
        }
      }
      return false
    }
    return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
  }

  /// The extension Figma's "Design Tokens" plugin (lukasoppermann) marks every token with.
  static let figmaPluginExtension = "org.lukasoppermann.figmaDesignTokens"

  /// Looks for each mark in `node`. Inside `$extensions` (`vendor`) only the extensions' own names count, and
  /// Terrazzo's `mode` values: what a vendor keeps there is opaque (Canonical's `{"$type": "textDecoration"}`
  /// is no Tokens Studio type of a token).
  mutating func visit(_ node: YAMLNode, depth: Int, typed: Bool = false, vendor: Bool = false) {
    guard depth < TokenDocumentBuilder.maximumDepth else { return }
    switch node.kind {
    case .scalar(let scalar): if !hasValueSuffix, Self.holdsValueSuffix(scalar.text) { hasValueSuffix = true }
    case .sequence(let items): for item in items { visit(item, depth: depth + 1, typed: typed, vendor: vendor) }
    case .mapping(let pairs) where vendor:
      for pair in pairs {
        switch pair.key.text {
        case "studio.tokens": hasStudioMarks = true
        case Self.figmaPluginExtension: hasFigmaPluginMarks = true
        case let key? where key.hasPrefix("com.figma"): hasFigmaMarks = true
        // Terrazzo's modes are values, read as the token's `$modes`: looked at as values are.
        case "mode": visit(pair.value, depth: depth + 1, typed: typed)
        default: break
        }
      }
    case .mapping(let pairs):
      if node["hex"] != nil, let warning = ColorHexFallback.check(node) { hexWarnings.append(warning) }
      let typed = typed || node["$type"] != nil
      if !typed, node["$value"] != nil { hasUntypedDollarValue = true }
      for pair in pairs {
        if !hasDottedName, let key = pair.key.text, key.utf8.first != UInt8(ascii: "$"),
          key.utf8.contains(UInt8(ascii: "."))
        {
          hasDottedName = true
        }
        switch pair.key.text {
        case "$value": hasDollarValue = true
        case "value": hasLegacyValue = true
        case "studio.tokens": hasStudioMarks = true
        case Self.figmaPluginExtension: hasFigmaPluginMarks = true
        case let key? where key.hasPrefix("com.figma"): hasFigmaMarks = true
        case "$ref":
          if let text = pair.value.text, ToolValue.pointerAlias(text) != nil { hasPointerValue = true }
        case "type", "$type":
          guard let name = pair.value.text else { break }
          if Self.studioTypes.contains(name) { hasStudioMarks = true }
          if TokenType(rawValue: name) == nil, ToolTokenType.named(name, unitlessDimension: "px") != nil {
            hasToolType = true
          } else if pair.key.text == "$type", TokenType(rawValue: name) == nil {
            hasOwnDollarNames = true
          }
        case let key? where key.hasPrefix("$") && node["$value"] != nil:
          if !TokenDocumentBuilder.State.tokenProperties.contains(key) { hasOwnDollarNames = true }
        default: break
        }
        visit(pair.value, depth: depth + 1, typed: typed, vendor: pair.key.text == "$extensions")
      }
    }
  }
}
