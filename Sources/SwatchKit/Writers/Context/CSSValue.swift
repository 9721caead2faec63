import Foundation

/// Formats a resolved value as CSS writes it.
public enum CSSValue {
  /// The CSS text of `value`: colors as `#rrggbb` / `#rrggbbaa` in sRGB or `color(display-p3 …)` for P3,
  /// dimensions and durations with their units, font families as a quoted list; composites as the value of
  /// the CSS property they feed: a shadow as `box-shadow` layers, a border as the `border` shorthand, a
  /// typography as the `font` shorthand, a gradient as `linear-gradient(…)`, a transition as the
  /// `transition` shorthand (duration, timing function, delay) and a stroke style as a `border-style`.
  public static func format(_ value: TokenValue) -> String {
    switch value {
    case .color(let color): return color.space == .displayP3 ? displayP3(color) : hex(color)
    case .dimension(let d): return number(d.value) + (d.value == 0 ? "" : d.unit.rawValue)
    case .number(let n): return number(n)
    case .fontWeight(let w): return String(w)
    case .fontFamily(let families): return families.map(family).joined(separator: ", ")
    case .duration(let d): return number(d.milliseconds) + "ms"
    case .cubicBezier(let c): return "cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map(number).joined(separator: ", ")))"
    case .string(let s): return quoted(s)
    case .typography(let t): return font(t)
    case .border(let b):
      return [format(.dimension(b.width)), borderStyle(b.style), format(.color(b.color))].joined(separator: " ")
    case .shadow(let layers): return layers.map(shadow).joined(separator: ", ")
    case .gradient(let stops): return gradient(stops)
    case .transition(let t):
      return [format(.duration(t.duration)), format(.cubicBezier(t.timingFunction)), format(.duration(t.delay))]
        .joined(separator: " ")
    case .strokeStyle(let style): return borderStyle(style)
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

  /// The `font` shorthand `[weight] size[/line-height] family`; without a size or a family, which the
  /// shorthand needs, the parts there are, for a custom property read by a single `font-*` property.
  static func font(_ t: TypographyValue) -> String {
    var parts: [String] = []
    if let weight = t.fontWeight { parts.append(String(weight)) }
    if let size = t.fontSize {
      parts.append(format(.dimension(size)) + (t.lineHeight.map { "/" + number($0) } ?? ""))
    }
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

  static func displayP3(_ color: ColorValue) -> String {
    let p3 = color.gamutMapped(to: .displayP3)
    let components = p3.components.map { number(($0 * 10000).rounded() / 10000) }.joined(separator: " ")
    let alpha = p3.alpha >= 1 ? "" : " / \(number((p3.alpha * 10000).rounded() / 10000))"
    return "color(display-p3 \(components)\(alpha))"
  }

  static func number(_ value: Double) -> String { JSONSerializer.number(value) }

  static func family(_ name: String) -> String {
    let generic: Set = [
      "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
      "ui-sans-serif", "ui-monospace", "ui-rounded", "emoji", "math", "fangsong",
    ]
    return generic.contains(name) ? name : quoted(name)
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
