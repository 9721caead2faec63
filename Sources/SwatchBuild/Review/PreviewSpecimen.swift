import Foundation

/// How the preview shows one value of a token other than a color: a small picture of it beside its text.
///
/// Reads: a typed value. Produces: HTML. Every CSS declaration is built from typed numbers, keywords from
/// closed lists and font names reduced to letters, digits, spaces, `-` and `_`; the attribute text is then
/// escaped as well, so a token value cannot end the `style` attribute or the declaration it sits in.
enum PreviewSpecimen {
  /// The picture for `value`, or "" for types shown as text only.
  static func html(_ value: TokenValue, images: PreviewImages) -> String {
    switch value {
    case .shadow(let layers):
      return box("box-shadow:\(layers.map(shadow).joined(separator: ","))", kind: "shadow")
    case .border(let border):
      return box("border:\(css(border.width)) \(stroke(border.style)) \(border.color.hexRGBA)", kind: "border")
    case .gradient(let stops):
      return box("background:\(gradient(stops))", kind: "gradient")
    case .typography(let type):
      return "<div class=\"specimen type\" style=\"\(HTMLText.escape(typography(type)))\">Aa Quick fox 0123</div>"
    case .fontFamily(let families):
      return "<div class=\"specimen type\" style=\"\(HTMLText.escape(fontFamily(families)))\">Aa Quick fox</div>"
    case .fontWeight(let weight):
      return "<div class=\"specimen type\" style=\"font-weight:\(min(max(weight, 1), 1000))\">Aa Quick fox</div>"
    case .dimension(let dimension):
      return bar(dimension.points.map { $0 } ?? 0, of: 256, unit: "px")
    case .duration(let duration):
      return bar(duration.milliseconds / 4, of: 256, unit: "ms")
    case .cubicBezier(let curve):
      return PreviewCurve.svg(curve)
    case .transition(let transition):
      return bar(transition.duration.milliseconds / 4, of: 256, unit: "ms")
        + PreviewCurve.svg(transition.timingFunction)
    case .strokeStyle(let style):
      return box("border:3px \(stroke(style)) currentColor", kind: "border")
    case .image(let image):
      return images.thumbnail(image)
    case .material(let value):
      return material(value)
    case .color, .number, .string:
      return ""
    }
  }

  /// A line of text in `type` drawn in `color`: a text style's specimen (docs/text-styles.md).
  static func textStyle(_ type: TypographyValue, color: ColorValue) -> String {
    let style = typography(type) + "color:\(color.hexRGBA)"
    return "<div class=\"specimen type\" style=\"\(HTMLText.escape(style))\">Aa Quick fox 0123</div>"
  }

  /// The material's box over a striped backdrop, so its blur and fill show: the CSS writer's own
  /// `background-color` and `backdrop-filter` (`CSSMaterial`), made from numbers and colors only.
  private static func material(_ value: MaterialValue) -> String {
    let style = "background-color:\(CSSMaterial.fill(value));backdrop-filter:\(CSSMaterial.backdropFilter(value))"
    return "<div class=\"specimen backdrop\">\(box(style, kind: "material"))</div>"
  }

  private static func box(_ style: String, kind: String) -> String {
    "<div class=\"specimen box \(kind)\" style=\"\(HTMLText.escape(style))\"></div>"
  }

  /// A bar as long as `length` (clamped to `maximum` pixels, marked when clamped).
  private static func bar(_ length: Double, of maximum: Double, unit: String) -> String {
    let width = length.isFinite ? min(max(length, 0), maximum) : 0
    let clipped = length.isFinite && length > maximum ? " clipped" : ""
    return "<div class=\"specimen bar\(clipped)\" style=\"width:\(number(width))px\"></div>"
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return NumberText.shortest((value * 1000).rounded() / 1000)
  }

  static func css(_ dimension: DimensionValue) -> String {
    let unit = dimension.unit == .percent ? "%" : (dimension.points != nil ? "px" : dimension.unit.rawValue)
    return number(dimension.points ?? dimension.value) + (dimension.value == 0 ? "px" : unit)
  }

  private static func shadow(_ layer: ShadowLayer) -> String {
    let lengths = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(css).joined(separator: " ")
    return (layer.inset ? "inset " : "") + lengths + " " + layer.color.hexRGBA
  }

  private static func stroke(_ style: StrokeStyleValue) -> String {
    switch style {
    case .keyword(let word): return StrokeStyleValue.keywords.contains(word) ? word : "solid"
    case .dashes: return "dashed"
    }
  }

  private static func gradient(_ stops: [GradientStop]) -> String {
    let list = stops.map { "\($0.color.hexRGBA) \(number(min(max($0.position, 0), 1) * 100))%" }
    return "linear-gradient(90deg,\(list.joined(separator: ",")))"
  }

  private static func typography(_ type: TypographyValue) -> String {
    var style = type.fontFamily.map(fontFamily) ?? ""
    if let size = type.fontSize { style += "font-size:\(css(size));" }
    if let weight = type.fontWeight { style += "font-weight:\(min(max(weight, 1), 1000));" }
    if let height = type.lineHeight { style += "line-height:\(number(height));" }
    if let spacing = type.letterSpacing { style += "letter-spacing:\(css(spacing));" }
    return style
  }

  /// `font-family` with each name quoted and reduced to characters that cannot end a CSS string.
  static func fontFamily(_ families: [String]) -> String {
    let names = families.map { name in
      "'"
        + String(
          name.unicodeScalars.filter { $0.properties.isAlphabetic || " -_0123456789".unicodeScalars.contains($0) })
        + "'"
    }
    return "font-family:\(names.joined(separator: ",")),system-ui;"
  }
}
