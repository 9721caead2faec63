extension TokenValue {
  /// The value's text when it is one plain value (`#3C3C4399`, `#FF0B0CFF (display-p3)`, `16px`, `200ms`,
  /// `700`, a font stack, a string), or nil for a composite, whose text is the CSS value it feeds (see the
  /// writers' `displayText`). The front end puts this text where a string embeds a reference.
  ///
  /// A color shows its gamut-mapped 8-bit sRGB hex, followed by the space it was written in when that is not
  /// sRGB. Numbers use `NumberText.shortest`, so `1.0` shows as `1`.
  package var plainText: String? {
    switch self {
    case .color(let color): return color.space == .srgb ? color.hexRGBA : "\(color.hexRGBA) (\(color.space.rawValue))"
    case .dimension(let dimension): return NumberText.shortest(dimension.value) + dimension.unit.rawValue
    case .number(let number): return NumberText.shortest(number)
    case .fontWeight(let weight): return String(weight)
    case .fontFamily(let names): return names.joined(separator: ", ")
    case .duration(let duration): return NumberText.shortest(duration.value) + duration.unit.rawValue
    case .cubicBezier(let curve):
      let numbers = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberText.shortest)
      return "cubic-bezier(\(numbers.joined(separator: ", ")))"
    case .string(let text): return text
    case .image(let image): return image.path
    case .typography, .border, .shadow, .gradient, .transition, .strokeStyle, .material: return nil
    }
  }
}
