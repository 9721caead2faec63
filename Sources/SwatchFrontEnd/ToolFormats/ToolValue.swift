/// Turns a value written for Style Dictionary or Tokens Studio into the DTCG value Swatch reads.
///
/// Pure: reads one value node and its tool type, returns the DTCG `$type` and `$value` (nodes keep the
/// original ranges, so later diagnostics point at what the user wrote), or the reason it has no DTCG form.
enum ToolValue {
  /// A converted value, or why there is none.
  enum Outcome {
    /// The DTCG type (nil: the alias's target says it) and value, and the parts left out: why, and where.
    case value(type: String?, YAMLNode, dropped: [(kind: String, range: SourceRange)] = [])
    case unmapped(String)
  }

  /// `node`, a value of `type`, as DTCG; with `pixelLineHeights` (Tokens Studio's files, whose line heights
  /// Figma measures in px) a bare line height of 4 or more is px (`lineHeight(_:pixels:)`).
  static func convert(_ node: YAMLNode, as type: ToolTokenType?, pixelLineHeights: Bool = false) -> Outcome {
    var node = withoutValueSuffix(node)
    guard let type else { return .value(type: nil, node) }
    if type.isNumeric, let text = node.text {
      switch ToolMath.read(text) {
      case .notMath: break
      case .unsupported:
        // Math over references is evaluated in each appearance; anything else is left for the literal reader.
        // A line height's type is its references' (`{font.size} * 1.5` is a size).
        guard ToolMath.isOverReferences(text) else { break }
        return .value(type: type == .lineHeight ? nil : type.dtcgName ?? "number", node)
      case .value(let value, let unit):
        node =
          unit.isEmpty ? .number(value, at: node.range) : .string(NumberText.shortest(value) + unit, at: node.range)
      }
    }
    if let text = node.text, isWholeReference(text) { return .value(type: type.dtcgName ?? nil, node) }
    switch type {
    case .dtcg(let name):
      return .value(type: name, name == "color" ? rgbObject(node) ?? hashlessHex(node) ?? node : node)
    case .color:
      if let hex = rgbObject(node) ?? hashlessHex(node) { return .value(type: "color", hex) }
      // An opacity kept as a color token (`15%`, for `rgba({brand}, {opacity.15})`), which the tool passes on.
      let percent = node.text.flatMap { $0.hasSuffix("%") ? NumericText.double($0.dropLast()) : nil }
      if percent != nil || number(node) != nil {
        return .value(type: "number", percentAsFraction(node), dropped: [(kind: Self.colorAsNumber, range: node.range)])
      }
      if let text = node.text?.lowercased(), Self.otherGradients.contains(where: text.hasPrefix) {
        return .unmapped(Self.otherGradient)
      }
      guard let (stops, direction) = ToolGradient.read(node) else { return .value(type: "color", node) }
      let dropped = direction.map { _ in [(kind: Self.gradientDirection, range: node.range)] } ?? []
      return .value(type: "gradient", stops, dropped: dropped)
    case .dimension(let unit):
      if let text = node.text, isSeveralSizes(text) { return .unmapped(severalSizes) }
      if let text = node.text, sizeKeywords.contains(text.lowercased()) { return .unmapped(sizeKeyword) }
      return .value(type: "dimension", measure(node, unit: unit))
    case .duration: return .value(type: "duration", measure(node, unit: "ms"))
    case .cubicBezier: return .value(type: "cubicBezier", cubicBezier(node))
    case .number:
      // A size kept in a number token (`"16px"`, a Figma line height scoped so) is that size, as the tool passes it on.
      if node.text?.hasSuffix("%") == false, number(node) == nil,
        case .success(.dimension) = LiteralReader.read(node, as: .dimension)
      {
        return .value(type: "dimension", node)
      }
      return .value(type: "number", percentAsFraction(node))
    case .fontWeight: return .value(type: "fontWeight", fontWeight(node))
    case .lineHeight: return lineHeight(node, pixels: pixelLineHeights)
    case .letterSpacing: return .value(type: "dimension", letterSpacing(node))
    case .typography: return typography(node, pixelLineHeights: pixelLineHeights)
    case .shadow: return .value(type: "shadow", shadow(node))
    case .border:
      // Tokens Studio lets a border leave members out (a color alone); DTCG requires each, and a made-up width or
      // style would be wrong.
      if let keys = node.pairs?.compactMap(\.key.text), !["color", "width", "style"].allSatisfy(keys.contains) {
        return .unmapped(Self.partialBorder)
      }
      return .value(type: "border", border(node))
    case .gradient: return pluginGradient(node)
    case .string:
      // Tokens Studio's math reads `other` and `text` tokens holding a number (`"16"`) as that number.
      if let number = number(node) { return .value(type: "number", .number(number, at: node.range)) }
      return .value(type: "string", node.text.map { .string($0, at: node.range) } ?? node)
    case .unmapped(let name): return .unmapped("Tokens Studio '\(name)' tokens have no DTCG type and are left out")
    }
  }

  /// A hex color written without its `#` (`F0F2F5`), as Style Dictionary's color transforms read it: a quoted
  /// text of 6 or 8 hex digits, so that a number (`100`) or a word (`fade`) is no color. Nil for any other value.
  static func hashlessHex(_ node: YAMLNode) -> YAMLNode? {
    guard node.plainNumber == nil, node.scalar?.isPlain != true, let text = node.text,
      [6, 8].contains(text.utf8.count), text.allSatisfy(\.isHexDigit)
    else { return nil }
    return .string("#" + text, at: node.range)
  }

  /// How the CSS gradients other than a linear one start, which a tool's color may hold.
  static let otherGradients = [
    "radial-gradient(", "conic-gradient(", "repeating-linear-gradient(", "repeating-radial-gradient(",
    "repeating-conic-gradient(",
  ]

  /// What is said of a color that is a radial, conic or repeating gradient, which is left out.
  static let otherGradient =
    "a radial, conic or repeating gradient has no DTCG value (a DTCG gradient is linear stops, which writers draw "
    + "top to bottom); left out"

  /// What is said of a gradient whose direction is left out (`ToolGradient`).
  static let gradientDirection =
    "a linear gradient's direction has no place in a DTCG gradient, which writers draw top to bottom, and is left out"

  /// What is said of a size written as several (`8 16`), which is left out.
  static let severalSizes =
    "a value of several sizes (CSS shorthand, such as '8 16' for padding) has no DTCG value; left out"

  static let partialBorder =
    "a border without its color, width or style has no DTCG value (DTCG requires all three); left out"

  static let colorAsNumber =
    "a color token holding a number or a percentage (an opacity, for rgba()) is read as a number"

  /// CSS's words for a size that is no length (`auto`, `normal`, `fit-content`), which a design tool's size token
  /// may hold, as Tokens Studio passes it on to CSS.
  static let sizeKeywords: Set<String> = [
    "auto", "normal", "none", "inherit", "initial", "unset", "fit-content", "min-content", "max-content",
  ]

  static let sizeKeyword = "a size that is a CSS word (such as 'auto' or 'normal') has no DTCG value; left out"

  /// Whether `text` is two to four sizes or references apart (`8 16`, `{space.sm} {space.md}`, `0 0 4px 4px`),
  /// as Tokens Studio writes a padding or the corners of a radius.
  static func isSeveralSizes(_ text: String) -> Bool {
    let parts = text.split(whereSeparator: \.isWhitespace)
    return (2...4).contains(parts.count)
      && parts.allSatisfy { part in
        if isWholeReference(String(part)) { return true }
        let unit = part.drop { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        return unit.count < part.count && unit.allSatisfy { $0.isLetter || $0 == "%" }
          && NumericText.double(part.dropLast(unit.count)) != nil
      }
  }

  /// Whether `text` is one reference, `{a.b}`, and nothing else.
  static func isWholeReference(_ text: String) -> Bool {
    text.hasPrefix("{") && text.hasSuffix("}") && text.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
  }

  /// The node with Style Dictionary's `.value` reference suffix (`{color.base.red.value}`, and `.$value` as
  /// REI Cedar writes it in DTCG files) dropped everywhere.
  static func withoutValueSuffix(_ node: YAMLNode) -> YAMLNode {
    node.rewriting { node in
      if let scalar = node.scalar {
        guard scalar.text.contains("value}") else { return node }
        var copy = node
        let text = scalar.text.replacing(".$value}", with: "}").replacing(".value}", with: "}")
        copy.kind = .scalar(YAMLScalar(text, style: scalar.style))
        return copy
      }
      guard let pairs = node.pairs, pairs.count == 1, pairs[0].key.text == "$ref",
        let alias = pairs[0].value.text.flatMap(pointerAlias)
      else { return nil }
      return .string(alias, at: node.range)
    }
  }

  /// `{base.blue}` for the JSON pointer `#/base/blue/$value`, a `$value` written `{"$ref": …}`; nil for another
  /// pointer. `~1` and `~0` stand for `/` and `~`, as JSON pointers say.
  static func pointerAlias(_ pointer: String) -> String? {
    guard pointer.hasPrefix("#/"), pointer.hasSuffix("/$value") else { return nil }
    let parts = pointer.dropFirst(2).dropLast("/$value".count).split(separator: "/", omittingEmptySubsequences: false)
    let names = parts.map { $0.replacing("~1", with: "/").replacing("~0", with: "~") }
    guard !names.isEmpty, !names.contains(where: { $0.isEmpty || $0.contains(".") }) else { return nil }
    return "{" + names.joined(separator: ".") + "}"
  }

  /// A bare number (plain or quoted) gets `unit`; anything else is left for the literal reader.
  static func measure(_ node: YAMLNode, unit: String) -> YAMLNode {
    guard let number = number(node) else { return node }
    return .string(NumberText.shortest(number) + unit, at: node.range)
  }

  /// `50%` as 0.5; a quoted number as a number.
  static func percentAsFraction(_ node: YAMLNode) -> YAMLNode {
    if let text = node.text, text.hasSuffix("%"), let percent = NumericText.double(text.dropLast()) {
      return .number(percent / 100, at: node.range)
    }
    return number(node).map { .number($0, at: node.range) } ?? node
  }

  /// CSS's timing functions as control points (CSS Easing Functions Level 1).
  static let namedCurves: [String: [Double]] = [
    "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
    "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
  ]

  /// A curve written as CSS does (`cubic-bezier(0.2, 0, 0.2, 1)`, `ease-out`) as its list of four numbers, at
  /// the text's range; any other node as it is, for the literal reader to judge.
  static func cubicBezier(_ node: YAMLNode) -> YAMLNode {
    if let numbers = bezierObject(node) {
      return YAMLNode(.sequence(numbers.map { .number($0, at: node.range) }), range: node.range)
    }
    guard let text = node.text?.trimmingWhitespace().lowercased() else { return node }
    var numbers = namedCurves[text]
    if numbers == nil, text.hasPrefix("cubic-bezier("), text.hasSuffix(")") {
      let arguments = text.dropFirst("cubic-bezier(".count).dropLast()
      let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
      let read = parts.compactMap { NumericText.double($0.trimmingWhitespace()) }
      if parts.count == 4, read.count == 4 { numbers = read }
    }
    guard let numbers else { return node }
    return YAMLNode(.sequence(numbers.map { .number($0, at: node.range) }), range: node.range)
  }

  /// The four numbers of a curve written as an object, `{ x1: 0.55, y1: 0, x2: 0, y2: 1 }` (numbers or
  /// numeric text, as Tokens Studio's `other` tokens hold one), or nil for any other value.
  static func bezierObject(_ node: YAMLNode) -> [Double]? {
    guard let pairs = node.pairs, pairs.count == 4 else { return nil }
    let numbers = ["x1", "y1", "x2", "y2"].compactMap { node[$0].flatMap(number) }
    return numbers.count == 4 ? numbers : nil
  }

  /// The number a node holds, written plain or quoted.
  static func number(_ node: YAMLNode) -> Double? {
    if let plain = node.plainNumber { return plain }
    guard let text = node.text, node.tag == nil else { return nil }
    return NumericText.double(text.trimmingWhitespace())
  }

  /// A weight number, or a style name (`Semi Bold`, `ExtraBold Italic`) as a DTCG weight name (`semi-bold`).
  static func fontWeight(_ node: YAMLNode) -> YAMLNode {
    if let number = number(node) { return .number(number, at: node.range) }
    guard let text = node.text else { return node }
    return .string(weightName(text), at: node.range)
  }

  /// The DTCG weight name of a style name (`Semi Bold` is `semi-bold`, `Italic` `normal`), or the name
  /// squeezed and lowercased when it ends in no weight word.
  static func weightName(_ style: String) -> String {
    var name = style.lowercased().replacing("italic", with: "").replacing("oblique", with: "")
    name = name.filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    guard !name.isEmpty else { return "normal" }
    // The weight word a style name ends with (`Expanded Medium`, `Condensed Bold`), longest first.
    return weightWords.first { name.hasSuffix($0.style) }?.name ?? name
  }

  /// Font style words (squeezed, lowercase) and the DTCG weight names they stand for, longest first.
  static let weightWords: [(style: String, name: String)] = [
    ("extralight", "extra-light"), ("ultralight", "extra-light"), ("extrablack", "extra-black"),
    ("ultrablack", "extra-black"), ("extrabold", "extra-bold"), ("ultrabold", "extra-bold"), ("semibold", "semi-bold"),
    ("demibold", "semi-bold"), ("hairline", "thin"), ("regular", "regular"), ("normal", "normal"), ("medium", "medium"),
    ("light", "light"), ("black", "black"), ("heavy", "heavy"), ("thin", "thin"), ("bold", "bold"), ("book", "book"),
  ]

  /// What is said of a line height of `AUTO`, which is left out.
  static let autoLineHeight = "a line height of 'auto' has no DTCG value; left out"

  /// A multiplier (`150%` is 1.5, a bare number as is) or a dimension (`24px`); `AUTO` has no DTCG form. With
  /// `pixels`, a bare number of 4 or more is px, as Tokens Studio sets it in Figma (`24` is a 24px line
  /// height there); a smaller one, which would overlap every line in Figma, is still a multiplier.
  static func lineHeight(_ node: YAMLNode, pixels: Bool = false) -> Outcome {
    if let text = node.text, text.lowercased() == "auto" { return .unmapped(autoLineHeight) }
    if pixels, let size = pixelLineHeight(node) { return .value(type: "dimension", size) }
    if let text = node.text, text.hasSuffix("%") || number(node) != nil {
      return .value(type: "number", percentAsFraction(node))
    }
    return .value(type: "dimension", node)
  }

  /// The smallest bare line height a design tool's file means in px (`lineHeight(_:pixels:)`).
  static let smallestPixelLineHeight = 4.0

  /// The bare number `node`, when it is 4 or more, as a size in px (`lineHeight(_:pixels:)`); nil otherwise.
  static func pixelLineHeight(_ node: YAMLNode) -> YAMLNode? {
    guard let height = number(node), height >= smallestPixelLineHeight else { return nil }
    return .string(NumberText.shortest(height) + "px", at: node.range)
  }

  /// `-2%` as `-0.02em`; a bare number in px.
  static func letterSpacing(_ node: YAMLNode) -> YAMLNode {
    if let text = node.text, text.hasSuffix("%"), let percent = NumericText.double(text.dropLast()) {
      return percent == 0
        ? .number(0, at: node.range) : .string(NumberText.shortest(percent / 100) + "em", at: node.range)
    }
    return measure(node, unit: "px")
  }

  /// Tokens Studio's `rgba({color.black}, 0.4)` (or `rgb(…)`, the amount a number, a percentage or a reference),
  /// a color reference with an alpha: as DTCG's `{color.black} / 0.4`, or with a referenced amount as the alpha
  /// modifier, applied in each appearance (`ToolColorModifier`). A hex color in place of the reference
  /// (`rgba(#343232, 0.1)`, which sd-transforms reads too) is that color with the alpha, and so is a reference
  /// followed by two hex digits (`{color.focus}61`, which Tokens Studio joins into `#2b7fff61`). Nil for any other
  /// text.
  static func referenceWithAlpha(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    // `{color.focus}61`: Tokens Studio joins the texts, a hex color and two hex digits of alpha.
    if trimmed.hasPrefix("{"), let close = trimmed.lastIndex(of: "}"),
      trimmed.distance(from: close, to: trimmed.endIndex) == 3,
      isWholeReference(String(trimmed[...close])), let byte = UInt8(trimmed[trimmed.index(after: close)...], radix: 16)
    {
      return "\(trimmed[...close]) / \(NumberText.shortest(Double(byte) / 255))"
    }
    let lowered = trimmed.lowercased()
    guard lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb("), trimmed.hasSuffix(")"),
      let open = trimmed.firstIndex(of: "(")
    else { return nil }
    let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingWhitespace()) }
    guard parts.count == 2 else { return nil }
    let rgb = hexChannels(parts[0])
    guard isWholeReference(parts[0]) || rgb != nil else { return nil }
    let amount = parts[1]
    if isWholeReference(amount) {
      return ToolColorModifier.text(kind: .alpha, space: .srgb, base: parts[0], amount: amount, mixColor: nil)
    }
    guard let alpha = AlphaLiteral.parse(amount) else { return nil }
    guard let rgb else { return "\(parts[0]) / \(amount)" }
    return "rgba(\(rgb.map(String.init).joined(separator: ", ")), \(NumberText.shortest(alpha)))"
  }

  /// The 0 to 255 channels of `#RGB` or `#RRGGBB`; nil for any other text.
  private static func hexChannels(_ text: String) -> [Int]? {
    let digits = Array(text.dropFirst())
    guard text.hasPrefix("#"), digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
      return nil
    }
    let pairs =
      digits.count == 3 ? digits.map { [$0, $0] } : stride(from: 0, to: 6, by: 2).map { Array(digits[$0...$0 + 1]) }
    return pairs.compactMap { Int(String($0), radix: 16) }
  }

  /// A color written as Style Dictionary's color library (TinyColor) reads an object, `{r, g, b}` with 0–255
  /// channels and an optional alpha `a` from 0 to 1, as `#RRGGBB` or `#RRGGBBAA` text at the object; nil for any
  /// other object, or channels out of range, which the color reader reports.
  static func rgbObject(_ node: YAMLNode) -> YAMLNode? {
    guard let pairs = node.pairs, (3...4).contains(pairs.count) else { return nil }
    var channels: [String: Double] = [:]
    for pair in pairs {
      guard let key = pair.key.text, ["r", "g", "b", "a"].contains(key), channels[key] == nil,
        let value = number(pair.value), value.isFinite
      else { return nil }
      channels[key] = value
    }
    guard let red = channels["r"], let green = channels["g"], let blue = channels["b"],
      [red, green, blue].allSatisfy({ (0...255).contains($0) }), (0...1).contains(channels["a"] ?? 1)
    else { return nil }
    let color = ColorValue(space: .srgb, components: [red, green, blue].map { $0 / 255 }, alpha: channels["a"] ?? 1)
    return .string(channels["a"] == nil ? color.hexRGB : color.hexRGBA, at: node.range)
  }
}

extension YAMLNode {
  /// A quoted string scalar at `range`.
  static func string(_ text: String, at range: SourceRange) -> YAMLNode {
    YAMLNode(.scalar(YAMLScalar(text, style: .doubleQuoted)), range: range)
  }

  /// A plain number scalar at `range`.
  static func number(_ value: Double, at range: SourceRange) -> YAMLNode {
    YAMLNode(.scalar(YAMLScalar(NumberText.shortest(value), style: .plain)), range: range)
  }

  /// A mapping of `members` at `range`, each key placed where its value is.
  static func mapping(_ members: [(String, YAMLNode)], at range: SourceRange) -> YAMLNode {
    YAMLNode(
      .mapping(members.map { YAMLPair(key: .string($0.0, at: $0.1.range), value: $0.1) }), range: range)
  }
}
