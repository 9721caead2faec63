/// One Android resource a token makes: a plain token makes one, a composite several (a border's width and
/// color, each shadow layer's offsets, blur, spread and color, a typography token's `TextAppearance` style, a
/// material's scrim and fallback colors).
struct AndroidPart {
  /// What a part holds in one appearance: a resource value, or a style's items.
  struct Rendered: Equatable, Sendable {
    var value = ""
    var items: [Item] = []
  }

  /// One `<item>` of a style.
  struct Item: Equatable, Sendable {
    var name: String
    var value: String
  }

  /// The resource file the part goes to.
  var kind: AndroidResourceSet.Kind
  /// Appended to the token's resource name: `__width`, `__1__offset_x`. A token's resource name never holds
  /// `__` (its words are non-empty, joined by one `_`), so a member cannot collide with a token
  /// (`focus.outline`'s color `focus_outline__color` beside `focus.outlineColor`, `focus_outline_color`). For
  /// a style, its whole name is made by `styleName`.
  var suffix: String
  /// The part's text in an appearance where the token has `value`.
  var render: (TokenValue) -> Rendered

  /// The parts of `token`, whose values in every appearance are given so a shadow makes the most layers any
  /// appearance has (a layer missing in one appearance is transparent there). `textColor` is the color resource
  /// a text style's `TextAppearance` names (docs/text-styles.md).
  static func parts(of token: ResolvedToken, textColor: String? = nil) -> [AndroidPart] {
    switch token.type {
    case .color: return [plain(.color) { AndroidValue.color($0.color!) }]
    case .dimension:
      let isFontSize = AndroidValue.isFontSize(token.path)
      return [plain(.dimen) { AndroidValue.dimension($0.dimension!, isFontSize: isFontSize) }]
    case .duration: return [plain(.integer) { NumberText.shortest($0.duration!.milliseconds.rounded()) }]
    case .fontWeight: return [plain(.integer) { String($0.fontWeight!) }]
    case .number:
      return [plain(.number) { value in if case .number(let n) = value { NumberText.shortest(n) } else { "" } }]
    case .string:
      return [
        plain(.string) { value in if case .string(let text) = value { AndroidValue.stringResource(text) } else { "" } }
      ]
    case .fontFamily:
      return [
        AndroidPart(kind: .stringArray, suffix: "") { value in
          Rendered(items: (value.fontFamily ?? []).map { Item(name: "", value: AndroidValue.stringResource($0)) })
        }
      ]
    case .cubicBezier:
      return [
        AndroidPart(kind: .interpolator, suffix: "") { value in
          Rendered(items: value.cubicBezier.map(AndroidValue.interpolatorItems) ?? [])
        }
      ]
    case .border:
      return [
        AndroidPart(kind: .dimen, suffix: "__width") { Rendered(value: dp(border($0).width)) },
        AndroidPart(kind: .color, suffix: "__color") { Rendered(value: AndroidValue.color(border($0).color)) },
      ]
    case .shadow: return shadowParts(layers: token.values.map { shadow($0).count }.max() ?? 0)
    case .transition:
      return [
        AndroidPart(kind: .integer, suffix: "__duration") { Rendered(value: ms(transition($0).duration)) },
        AndroidPart(kind: .integer, suffix: "__delay") { Rendered(value: ms(transition($0).delay)) },
      ]
    case .typography:
      let color = textColor.map { [Item(name: "android:textColor", value: "@color/" + $0)] } ?? []
      return [AndroidPart(kind: .style, suffix: "") { Rendered(items: textAppearance($0) + color) }]
    case .material:
      // Android draws no system blur material before API 31: a scrim color over the content, and the fallback.
      return [
        AndroidPart(kind: .color, suffix: "__scrim") { Rendered(value: AndroidValue.color(scrim($0))) },
        AndroidPart(kind: .color, suffix: "__fallback") {
          Rendered(value: AndroidValue.color($0.material?.fallback ?? .clear))
        },
      ]
    default: return []
    }
  }

  /// A style's name: `TextAppearance.` and the resource name with its variant suffix.
  static func styleName(_ name: String) -> String { "TextAppearance." + name }

  private static func plain(_ kind: AndroidResourceSet.Kind, _ text: @escaping (TokenValue) -> String) -> AndroidPart {
    AndroidPart(kind: kind, suffix: "") { Rendered(value: text($0)) }
  }

  /// Each layer's offsets, blur, spread (dimens) and color; layers numbered from 1 when there are several.
  private static func shadowParts(layers: Int) -> [AndroidPart] {
    (0..<layers).flatMap { layer -> [AndroidPart] in
      let prefix = layers == 1 ? "" : "__\(layer + 1)"
      let lengths: [(String, KeyPath<ShadowLayer, DimensionValue>)] = [
        ("__offset_x", \.offsetX), ("__offset_y", \.offsetY), ("__blur", \.blur), ("__spread", \.spread),
      ]
      let dimens = lengths.map { suffix, member in
        AndroidPart(kind: .dimen, suffix: prefix + suffix) { value in
          Rendered(value: dp(layerAt(layer, value)?[keyPath: member] ?? DimensionValue(value: 0, unit: .px)))
        }
      }
      let color = AndroidPart(kind: .color, suffix: prefix + "__color") { value in
        Rendered(
          value: AndroidValue.color(
            layerAt(layer, value)?.color ?? ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0)))
      }
      return dimens + [color]
    }
  }

  /// The family a font stack names on Android: its first family, unless a name that stands for the system
  /// font comes first (`system-ui`, `-apple-system`, `SF Pro Text`, `ui-serif`, `New York`, `monospace`:
  /// `AppleFontStack`), which is Android's system family of that design, `sans-serif`, `serif` or
  /// `monospace` (`cursive` its own); nil for an empty stack.
  static func family(_ names: [String]) -> String? {
    let stack = AppleFontStack(names)
    if let first = stack.families.first { return first }
    guard !names.isEmpty else { return nil }
    // Android has a cursive family of its own (Dancing Script), as CSS's generic name asks.
    if stack.systemName == "cursive" { return "cursive" }
    switch stack.design {
    case .serif: return "serif"
    case .monospaced: return "monospace"
    case .standard, .rounded: return "sans-serif"
    }
  }

  /// The items of a `TextAppearance` style: `android:fontFamily` (`family(_:)`, escaped as a string resource's
  /// text is, so aapt2 reads it as that text and never as a reference), `android:textSize` in sp,
  /// `android:textFontWeight`, `android:letterSpacing` in ems and `android:lineHeight` in sp (both need the
  /// size), for the members the token has.
  static func textAppearance(_ value: TokenValue) -> [Item] {
    guard case .typography(let t) = value else { return [] }
    var items: [Item] = []
    if let names = t.fontFamily, let family = family(names) {
      items.append(Item(name: "android:fontFamily", value: AndroidValue.stringResource(family)))
    }
    let size = t.fontSize.map { $0.points ?? $0.value }
    if let size { items.append(Item(name: "android:textSize", value: NumberText.shortest(size) + "sp")) }
    if let weight = t.fontWeight { items.append(Item(name: "android:textFontWeight", value: String(weight))) }
    if let spacing = t.letterSpacing, spacing.unit == .em {
      items.append(Item(name: "android:letterSpacing", value: NumberText.shortest(spacing.value)))
    } else if let spacing = t.letterSpacing, let size, size > 0 {
      let points = spacing.points ?? spacing.value
      items.append(Item(name: "android:letterSpacing", value: NumberText.shortest(rounded(points / size))))
    }
    if let lineHeight = t.lineHeight, let size {
      items.append(Item(name: "android:lineHeight", value: NumberText.shortest(rounded(lineHeight * size)) + "sp"))
    }
    return items
  }

  private static func rounded(_ value: Double) -> Double { (value * 10000).rounded() / 10000 }

  private static func dp(_ value: DimensionValue) -> String { AndroidValue.dimension(value, isFontSize: false) }

  private static func ms(_ value: DurationValue) -> String { NumberText.shortest(value.milliseconds.rounded()) }

  /// A material's scrim: its fill (`MaterialSupport.fill`), the opaque fallback under Reduce Transparency.
  private static func scrim(_ value: TokenValue) -> ColorValue {
    value.material.map(MaterialSupport.fill) ?? .clear
  }

  private static func border(_ value: TokenValue) -> BorderValue {
    guard case .border(let border) = value else { preconditionFailure("a border token holds borders") }
    return border
  }

  private static func transition(_ value: TokenValue) -> TransitionValue {
    guard case .transition(let transition) = value else { preconditionFailure("a transition token holds transitions") }
    return transition
  }

  private static func shadow(_ value: TokenValue) -> [ShadowLayer] {
    guard case .shadow(let layers) = value else { return [] }
    return layers
  }

  private static func layerAt(_ index: Int, _ value: TokenValue) -> ShadowLayer? {
    let layers = shadow(value)
    return index < layers.count ? layers[index] : nil
  }
}
