import Foundation

/// Formats a resolved value as CSS writes it.
public enum CSSValue {
  /// The CSS text of `value`: colors as `#rrggbb` / `#rrggbbaa` in sRGB or `color(display-p3 …)` for a wide
  /// gamut color (`isWideGamut`),
  /// dimensions and durations with their units, font families as a comma list (each family quoted unless
  /// it is one identifier), strings as they are when they are a plain CSS value (`isPlainValue`: `normal`,
  /// `rgba(0, 0, 0, 0.12)`), else quoted; composites as the value of
  /// the CSS property they feed: a shadow as `box-shadow` layers, a border as the `border` shorthand, a
  /// typography as the `font` shorthand, a gradient as `linear-gradient(…)`, a transition as the
  /// `transition` shorthand (duration, timing function, delay), a stroke style as a `border-style`, an image
  /// as the `url()` of the copy the CSS writer puts beside the stylesheet (`CSSImage`) and a material as its
  /// fill color (`CSSMaterial`).
  public static func format(_ value: TokenValue) -> String {
    switch value {
    case .color(let color): return isWideGamut(color) ? displayP3(color) : hex(color)
    // A zero keeps its unit (a unitless one is px): `calc(var(--gap) + 4px)` is invalid with a bare `0`, a number.
    case .dimension(let d): return number(d.value) + (d.unit == .dp || d.unit == .unitless ? "px" : d.unit.rawValue)
    case .number(let n): return number(n)
    case .fontWeight(let w): return String(w)
    case .fontFamily(let families): return families.map(family).joined(separator: ", ")
    case .duration(let d): return number(d.milliseconds) + "ms"
    case .cubicBezier(let c): return "cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map(number).joined(separator: ", ")))"
    case .string(let s): return isPlainValue(s) ? s : quoted(s)
    case .typography(let t): return font(t)
    case .border(let b):
      return [format(.dimension(b.width)), borderStyle(b.style), format(.color(b.color))].joined(separator: " ")
    case .shadow(let layers): return layers.map(shadow).joined(separator: ", ")
    case .gradient(let stops): return gradient(stops)
    case .transition(let t):
      return [format(.duration(t.duration)), format(.cubicBezier(t.timingFunction)), format(.duration(t.delay))]
        .joined(separator: " ")
    case .strokeStyle(let style): return borderStyle(style)
    case .image(let image): return CSSImage.url(image)
    case .material(let material): return CSSMaterial.fill(material)
    }
  }

  /// One `box-shadow` layer: `[inset] x y blur spread color`.
  static func shadow(_ layer: ShadowLayer) -> String {
    let lengths = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { format(.dimension($0)) }
    return ((layer.inset ? ["inset"] : []) + lengths + [format(.color(layer.color))]).joined(separator: " ")
  }

  /// A `border-style`: the keyword, or `dashed` for dashes, which CSS borders cannot draw to measure.
  static func borderStyle(_ style: StrokeStyleValue) -> String {
    guard case .keyword(let keyword) = style else { return "dashed" }
    return keyword
  }

  /// The `font` shorthand `[weight] size[/line-height] family`. With a family but no size, which the shorthand
  /// needs, the size is `1em`, the size the text has from its parent (`700 Inter` is no `font` value, and
  /// Chromium dropped it); without a family, the parts there are, for a custom property read by a single
  /// `font-*` property.
  static func font(_ t: TypographyValue) -> String {
    var parts: [String] = []
    if let weight = t.fontWeight { parts.append(String(weight)) }
    let size = t.fontSize.map { format(.dimension($0)) } ?? (t.fontFamily == nil ? nil : "1em")
    if let size { parts.append(size + (t.lineHeight.map { "/" + number($0) } ?? "")) }
    if let family = t.fontFamily { parts.append(format(.fontFamily(family))) }
    return parts.joined(separator: " ")
  }

  /// `linear-gradient(color position%, …)`, top to bottom as DTCG gradients have no angle.
  static func gradient(_ stops: [GradientStop]) -> String {
    let list = stops.map { format(.color($0.color)) + " " + number(($0.position * 10000).rounded() / 100) + "%" }
    return "linear-gradient(" + list.joined(separator: ", ") + ")"
  }

  /// `#rrggbb` when opaque, else `#rrggbbaa`, lowercase, from the gamut-mapped sRGB value.
  static func hex(_ color: ColorValue) -> String {
    let text = color.alpha >= 1 ? color.hexRGB : color.hexRGBA
    return text.lowercased()
  }

  /// Whether CSS writes `color` as Display P3: a Display P3 token, or a color of another space but sRGB
  /// outside sRGB. These are the colors Swift and the asset catalog write as Display P3 (`AppleColor`), so
  /// every platform shows the same color on a wide-gamut display.
  static func isWideGamut(_ color: ColorValue) -> Bool {
    switch color.space {
    case .displayP3: return true
    case .srgb: return false
    default: return !color.isInSRGBGamut
    }
  }

  /// `color(display-p3 r g b[ / a])`, the color gamut-mapped into Display P3, components to 4 decimals.
  static func displayP3(_ color: ColorValue) -> String {
    let p3 = color.gamutMapped(to: .displayP3)
    let components = p3.components.map { number(($0 * 10000).rounded() / 10000) }.joined(separator: " ")
    let alpha = p3.alpha >= 1 ? "" : " / \(number((p3.alpha * 10000).rounded() / 10000))"
    return "color(display-p3 \(components)\(alpha))"
  }

  static func number(_ value: Double) -> String { NumberText.shortest(value) }

  static func family(_ name: String) -> String {
    let generic: Set = [
      "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
      "ui-sans-serif", "ui-monospace", "ui-rounded", "emoji", "math", "fangsong",
    ]
    return generic.contains(name) || isIdentifier(name) ? name : quoted(name)
  }

  /// Whether `name` is one CSS identifier that is not a CSS-wide keyword, so a family can be written
  /// unquoted: `-apple-system` and `BlinkMacSystemFont` only work that way.
  static func isIdentifier(_ name: String) -> Bool {
    let keywords: Set = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]
    guard !keywords.contains(name.lowercased()), let first = name.unicodeScalars.first(where: { $0 != "-" }),
      first.properties.isAlphabetic || first == "_", !name.hasPrefix("--")
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
    }
  }

  /// CSS keywords a string token commonly holds as a value (`font-style: normal`, `text-transform: none`,
  /// `cursor: pointer`, `transition-timing-function: ease-in-out`), lowercase: CSS reads keywords in any case.
  static let keywords: Set<String> = [
    // Text and fonts
    "auto", "bold", "bolder", "capitalize", "center", "condensed", "expanded", "full-width", "italic", "justify",
    "left", "lighter", "line-through", "lowercase", "none", "normal", "oblique", "overline", "right", "small-caps",
    "all-small-caps", "semi-condensed", "semi-expanded", "start", "end", "underline", "uppercase", "wavy",
    "ellipsis", "clip", "break-word", "break-all", "keep-all", "anywhere", "balance", "pretty",
    "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "smaller", "larger",
    "top", "middle", "bottom", "baseline", "sub", "super", "text-top", "text-bottom", "ltr", "rtl",
    // White space and wrapping
    "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces", "wrap", "wrap-reverse",
    // Lines and borders
    "dashed", "dotted", "double", "groove", "hidden", "inset", "outset", "ridge", "solid",
    // Colors
    "currentcolor", "transparent",
    // Timing
    "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end", "infinite", "alternate",
    "alternate-reverse", "forwards", "backwards", "both", "reverse", "running", "paused",
    // Cursors
    "default", "pointer", "text", "move", "wait", "help", "progress", "crosshair", "not-allowed", "no-drop",
    "grab", "grabbing", "zoom-in", "zoom-out", "col-resize", "row-resize", "context-menu", "cell", "copy", "alias",
    // Layout and boxes
    "block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "contents", "flow-root",
    "static", "relative", "absolute", "fixed", "sticky", "visible", "scroll", "border-box", "content-box",
    "padding-box", "cover", "contain", "fill", "scale-down", "fit-content", "max-content", "min-content",
    "row", "column", "row-reverse", "column-reverse", "flex-start", "flex-end", "space-between", "space-around",
    "space-evenly", "stretch", "collapse", "separate", "isolate", "horizontal", "vertical",
    // Backgrounds and blending
    "no-repeat", "repeat", "repeat-x", "repeat-y", "space", "round", "multiply", "screen", "overlay", "darken",
    "lighten", "color-dodge", "color-burn", "hard-light", "soft-light", "difference", "exclusion", "luminosity",
    // Not the CSS-wide keywords (`inherit`, `initial`, `unset`, `revert`): a custom property given one takes its
    // CSS-wide meaning itself (`initial` makes it empty), so `var()` would never see the word.
  ]

  /// Whether a string token is written unquoted, as a CSS value: a space-separated list of known keywords
  /// (`normal`, `line-through`) or one function call (`rgba(0, 0, 0, 0.12)`, `calc(100% - 4px)`). Other text,
  /// such as `tnum` (which `font-feature-settings` needs quoted) or a font name, stays a quoted string.
  /// A function call may hold only letters, digits, spaces and `- _ . , % # / + *` and balanced parentheses,
  /// and no comment opener or closer, so nothing in it can end the declaration (`;`, `}`), open a string or
  /// escape, or hide what follows in a comment.
  static func isPlainValue(_ text: String) -> Bool {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    if !words.isEmpty, words.allSatisfy({ keywords.contains($0.lowercased()) }) { return true }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")"), isIdentifier(String(text[..<open])),
      !text.contains("/*"), !text.contains("*/")
    else { return false }
    var depth = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "(": depth += 1
      case ")":
        depth -= 1
        // The call's own closing parenthesis must be the last character: one call, not `a(b) c(d)`.
        if depth < 0 || (depth == 0 && offset != text.unicodeScalars.count - 1) { return false }
      case " ", "-", "_", ".", ",", "%", "#", "/", "+", "*": continue
      default:
        guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { return false }
      }
    }
    return depth == 0
  }

  /// Whether `text`, a design tool's value text, can be written as a declaration's value as it is: letters,
  /// digits, spaces and `- _ . , % # / + *`, parentheses balanced, strings closed on their own quote holding
  /// letters (of any script), digits, spaces and those signs, no comment opener or closer, no `url(`, and not a
  /// CSS-wide keyword alone (which a custom property takes as its own value). Nothing in it can end the
  /// declaration, leave a string open or escape: `-160ms`, `0 1px 1px`, `background-color, color`,
  /// `'Proxima Nova', Arial, sans-serif`.
  static func isSafeValueText(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // `url(a b)` is a bad URL token, which drops the whole declaration.
    guard !trimmed.isEmpty, !text.contains("/*"), !text.contains("*/"), !text.lowercased().contains("url("),
      !["inherit", "initial", "unset", "revert", "revert-layer", "revert-rule"].contains(trimmed.lowercased())
    else { return false }
    var depth = 0
    var quote: Unicode.Scalar?  // the quote of the string being read
    for scalar in text.unicodeScalars {
      if let open = quote {
        if scalar == open {
          quote = nil
        } else if !isSafeInString(scalar) {
          return false
        }
        continue
      }
      switch scalar {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth < 0 { return false }
      case "'", "\"": quote = scalar
      case " ", "-", "_", ".", ",", "%", "#", "/", "+", "*": continue
      default:
        guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { return false }
      }
    }
    return depth == 0 && quote == nil
  }

  /// Whether `text`, a design tool's value text, is one `url()` that can be written as a declaration's value as
  /// it is: `url("…")` or `url('…')` whose string holds no quote of its own kind, backslash, `<`, `>`, line break
  /// or control (so nothing in it can close the string, escape, or end a style element it is inlined in), or
  /// `url(…)` unquoted holding none of those, no other quote, space or parenthesis either. A data URL of an
  /// SVG (`url("data:image/svg+xml,%3csvg xmlns='…'%3e")`) is one; written as a CSS string it is no image.
  static func isSafeURL(_ text: String) -> Bool {
    let scalars = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
    guard scalars.count > 5, String(String.UnicodeScalarView(scalars[0..<4])).lowercased() == "url(",
      scalars.last == ")"
    else { return false }
    var inner = scalars[4..<(scalars.count - 1)]
    let quote = inner.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
    if let quote {
      guard inner.count >= 2, inner.last == quote else { return false }
      inner = inner.dropFirst().dropLast()
    }
    return inner.allSatisfy { scalar in
      guard scalar != "\\", scalar != "<", scalar != ">", scalar != quote,
        !CommentText.isLineBreak(scalar), !CommentText.isHidden(scalar), scalar.value >= 0x20, scalar.value != 0x7F
      else { return false }
      return quote != nil || !(scalar == " " || scalar == "(" || scalar == ")" || scalar == "\"" || scalar == "'")
    }
  }

  /// Whether `scalar` may stand in a string of `isSafeValueText`: a letter of any script, a digit, a space or
  /// one of `- _ . , % # / + * ( ) & :`; never a backslash, a line break, a control or a bidirectional control.
  private static func isSafeInString(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "-", "_", ".", ",", "%", "#", "/", "+", "*", "(", ")", "&", ":": return true
    default:
      return ("0"..."9").contains(scalar) || (scalar.properties.isAlphabetic && !CommentText.isHidden(scalar))
    }
  }

  /// `text` as a double-quoted CSS string (`CSSName.escapedString`: line breaks and controls escaped too).
  static func quoted(_ text: String) -> String {
    "\"" + CSSName.escapedString(text) + "\""
  }
}
