import Foundation

/// Formats a resolved value as CSS writes it.
public enum CSSValue {
  /// The CSS text of `value`: colors as `#rrggbb` / `#rrggbbaa` in sRGB or `color(display-p3 …)` for P3,
  /// dimensions and durations with their units, font families as a quoted list.
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
    }
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
