/// Formats composite values as Kotlin expressions for the Compose writer: typography as `TextStyle`, shadows
/// as lists of `<Prefix>Shadow`, borders as `<Prefix>Border`, gradients as color stops, transitions as
/// `<Prefix>Transition`, stroke styles as their CSS keyword. Lengths in dp (sizes in sp), 1rem = 16.
enum ComposeValue {
  /// The Kotlin type of a composite token's value, or nil for a type the composite set leaves out.
  static func type(_ type: TokenType, prefix: String) -> String? {
    switch type {
    case .typography: return "TextStyle"
    case .shadow: return "List<\(prefix)Shadow>"
    case .border: return "\(prefix)Border"
    case .gradient: return "List<Pair<Float, Color>>"
    case .transition: return "\(prefix)Transition"
    case .strokeStyle: return "String"
    default: return nil
    }
  }

  /// The Kotlin expression of a composite value.
  static func expression(_ value: TokenValue, prefix: String) -> String {
    switch value {
    case .typography(let t): return textStyle(t)
    case .shadow(let layers):
      let items = layers.map { layer in
        let lengths = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(dp).joined(separator: ", ")
        return "\(prefix)Shadow(\(color(layer.color)), \(lengths), \(layer.inset))"
      }
      return "listOf(" + items.joined(separator: ", ") + ")"
    case .border(let b):
      return "\(prefix)Border(\(dp(b.width)), \(color(b.color)), \"\(CSSValue.borderStyle(b.style))\")"
    case .gradient(let stops):
      return "listOf(" + stops.map { "\(float($0.position)) to \(color($0.color))" }.joined(separator: ", ") + ")"
    case .transition(let t):
      let curve = [t.timingFunction.x1, t.timingFunction.y1, t.timingFunction.x2, t.timingFunction.y2].map(float)
      return "\(prefix)Transition(\(millis(t.duration)), \(millis(t.delay)), "
        + "CubicBezierEasing(\(curve.joined(separator: ", "))))"
    case .strokeStyle(let style): return "\"\(CSSValue.borderStyle(style))\""
    default: return ""
    }
  }

  /// `TextStyle(…)` with the members the token has: the family as Compose's generic family nearest the
  /// token's list (custom fonts need app resources), sizes in sp, the line height as a multiple of the size.
  static func textStyle(_ t: TypographyValue) -> String {
    var arguments: [String] = []
    if let families = t.fontFamily { arguments.append("fontFamily = \(fontFamily(families))") }
    let size = t.fontSize.map(points)
    if let size { arguments.append("fontSize = \(unit(size, "sp"))") }
    if let weight = t.fontWeight { arguments.append("fontWeight = FontWeight(\(weight))") }
    if let spacing = t.letterSpacing {
      let value = spacing.unit == .em ? unit(spacing.value, "em") : unit(points(spacing), "sp")
      arguments.append("letterSpacing = \(value)")
    }
    if let lineHeight = t.lineHeight, let size { arguments.append("lineHeight = \(unit(lineHeight * size, "sp"))") }
    return "TextStyle(" + arguments.joined(separator: ", ") + ")"
  }

  /// The first generic family in `names` (`serif`, `monospace`, …) as a `FontFamily`, else `Default`.
  static func fontFamily(_ names: [String]) -> String {
    let generic = [
      "serif": "Serif", "sans-serif": "SansSerif", "system-ui": "SansSerif", "ui-sans-serif": "SansSerif",
      "monospace": "Monospace", "ui-monospace": "Monospace", "ui-serif": "Serif", "cursive": "Cursive",
    ]
    return "FontFamily." + (names.lazy.compactMap { generic[$0] }.first ?? "Default")
  }

  private static func points(_ d: DimensionValue) -> Double { d.points ?? d.value }

  private static func dp(_ d: DimensionValue) -> String { unit(points(d), "dp") }

  /// `16f.sp`; a negative number in parentheses, `(-4f).dp`, since `-4f.dp` negates the `Dp`.
  static func unit(_ value: Double, _ unit: String) -> String {
    value < 0 ? "(\(float(value))).\(unit)" : "\(float(value)).\(unit)"
  }

  /// A composite's color: in Display P3 when it lies outside sRGB, as a color token's is
  /// (`ComposeContext.wideColor`), else its ARGB.
  private static func color(_ c: ColorValue) -> String {
    ComposeContext.wideColor(.color(c)) ?? "Color(\(KotlinName.argbLiteral(c)))"
  }

  /// Whether `value` is a composite with a color outside sRGB, which `color(_:)` writes in Display P3.
  static func holdsWideColor(_ value: TokenValue) -> Bool {
    switch value {
    case .shadow(let layers): layers.contains { ComposeContext.isWide($0.color) }
    case .border(let border): ComposeContext.isWide(border.color)
    case .gradient(let stops): stops.contains { ComposeContext.isWide($0.color) }
    default: false
    }
  }

  /// Whole milliseconds as a Kotlin `Int` literal, within the `Int` range (a longer time cannot be written).
  static func millis(_ d: DurationValue) -> String {
    let value = d.milliseconds.rounded()
    guard value.isFinite else { return "0" }
    return String(Int(max(-2_147_483_648, min(2_147_483_647, value))))
  }

  /// A Kotlin Float literal: `16f`, `0.5f`, `-4f`.
  /// A value beyond Float's range is written as its largest finite value, not as a literal kotlinc turns into
  /// infinity.
  static func float(_ value: Double) -> String {
    let limit = Double(Float.greatestFiniteMagnitude)
    return NumberText.shortest(max(-limit, min(limit, value))) + "f"
  }
}
