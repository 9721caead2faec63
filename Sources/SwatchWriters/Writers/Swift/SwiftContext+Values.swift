/// Values in the Swift context: colors as table rows and initializer arguments, every other value as a Swift
/// literal of its Swift type.
extension SwiftContext {
  static func appleColor(_ value: TokenValue) -> AppleColor {
    guard case .color(let color) = value else { return AppleColor(ColorValue(space: .srgb, components: [0, 0, 0])) }
    return AppleColor(color)
  }

  static func docValue(_ value: TokenValue) -> String {
    guard case .color(let color) = value else { return value.displayText }
    return color.hexRGBA + (AppleColor(color).space == .displayP3 ? " (Display P3)" : "")
  }

  /// `.sRGB, 1, 0.5, 0, 1`: the arguments of a `RGBA` row in the table.
  static func tableRow(_ color: AppleColor, literals: [String]) -> String {
    ([color.space == .sRGB ? ".sRGB" : ".displayP3"] + literals).joined(separator: ", ")
  }

  /// `red: 1, green: 0.5, blue: 0, alpha: 1`, or `displayP3Red: …` for a Display P3 color.
  static func arguments(_ color: AppleColor, literals: [String], sRGBLabel: String) -> String {
    let first = color.space == .sRGB ? sRGBLabel : "displayP3Red"
    guard literals.count == 4 else {
      return zip([first, "green", "blue", "alpha"], literals).map { "\($0): \($1)" }.joined(separator: ", ")
    }
    return String(
      concatenating: first, ": ", literals[0], ", green: ", literals[1], ", blue: ", literals[2], ", alpha: ",
      literals[3])
  }

  static func swiftType(_ type: TokenType) -> String {
    switch type {
    case .color: return "RGBA"
    case .dimension: return "CGFloat"
    case .duration: return "TimeInterval"
    case .number: return "Double"
    case .fontWeight: return "FontWeight"
    case .fontFamily: return "[String]"
    case .cubicBezier: return "CubicBezier"
    case .string: return "String"
    case .typography: return "Typography"
    case .border: return "Border"
    case .shadow: return "[Shadow]"
    case .gradient: return "[GradientStop]"
    case .transition: return "Transition"
    case .strokeStyle: return "StrokeStyle"
    case .image: return "String"  // never reached: image tokens go to the asset catalog (ImageSupport)
    case .material: return "String"  // never reached: material tokens go to `SwiftMaterialsFile`
    }
  }

  /// A non-color value as a Swift literal: dimensions in points (1rem = 16pt), durations in seconds.
  static func swiftLiteral(_ value: TokenValue) -> String {
    switch value {
    case .color(let color):
      let apple = AppleColor(color)
      return "RGBA(\(tableRow(apple, literals: apple.literals)))"
    case .dimension(let d): return NumberText.shortest(d.points ?? d.value)
    case .duration(let d): return NumberText.shortest(d.milliseconds / 1000)
    case .number(let n): return NumberText.shortest(n)
    case .fontWeight(let w): return "FontWeight(rawValue: \(w))"
    case .fontFamily(let names): return "[" + names.map(string).joined(separator: ", ") + "]"
    case .cubicBezier(let c):
      return "CubicBezier(\([c.x1, c.y1, c.x2, c.y2].map(NumberText.shortest).joined(separator: ", ")))"
    case .string(let s): return string(s)
    case .typography(let t): return typography(t)
    case .border(let b):
      return "Border(color: \(swiftLiteral(.color(b.color))), width: \(swiftLiteral(.dimension(b.width))), "
        + "style: \(strokeStyle(b.style)))"
    case .shadow(let layers): return "[" + layers.map(shadow).joined(separator: ", ") + "]"
    case .gradient(let stops):
      let items = stops.map {
        "GradientStop(color: \(swiftLiteral(.color($0.color))), position: \(NumberText.shortest($0.position)))"
      }
      return "[" + items.joined(separator: ", ") + "]"
    case .transition(let t):
      return "Transition(duration: \(swiftLiteral(.duration(t.duration))), delay: \(swiftLiteral(.duration(t.delay)))"
        + ", timingFunction: \(swiftLiteral(.cubicBezier(t.timingFunction))))"
    case .strokeStyle(let style): return strokeStyle(style)
    case .image(let image): return string(image.path)
    case .material(let material): return string(material.thickness.rawValue)  // never reached, as above
    }
  }

  /// A `Typography(…)` with `nil` for each member the token leaves out. Letter spacing in `em` is multiplied by
  /// the font size (`UnitSupport` leaves out a typography that has none in points).
  static func typography(_ t: TypographyValue) -> String {
    var spacing = t.letterSpacing
    if let em = spacing, em.unit == .em, let size = t.fontSize?.points {
      spacing = DimensionValue(value: em.value * size, unit: .px)
    }
    let members = [
      ("fontFamily", t.fontFamily.map { swiftLiteral(.fontFamily($0)) }),
      ("fontSize", t.fontSize.map { swiftLiteral(.dimension($0)) }),
      ("fontWeight", t.fontWeight.map { swiftLiteral(.fontWeight($0)) }),
      ("letterSpacing", spacing.map { swiftLiteral(.dimension($0)) }),
      ("lineHeight", t.lineHeight.map(NumberText.shortest)),
    ]
    return "Typography(" + members.map { "\($0.0): \($0.1 ?? "nil")" }.joined(separator: ", ") + ")"
  }

  static func shadow(_ layer: ShadowLayer) -> String {
    let lengths = [
      ("offsetX", layer.offsetX), ("offsetY", layer.offsetY), ("blur", layer.blur), ("spread", layer.spread),
    ]
    let members =
      ["color: \(swiftLiteral(.color(layer.color)))"]
      + lengths.map { "\($0.0): \(swiftLiteral(.dimension($0.1)))" } + ["inset: \(layer.inset)"]
    return "Shadow(" + members.joined(separator: ", ") + ")"
  }

  static func strokeStyle(_ style: StrokeStyleValue) -> String {
    switch style {
    case .keyword(let keyword): return "StrokeStyle(keyword: \(string(keyword)))"
    case .dashes(let lengths, let lineCap):
      let dashes = lengths.map { swiftLiteral(.dimension($0)) }.joined(separator: ", ")
      return "StrokeStyle(dashArray: [\(dashes)], lineCap: \(string(lineCap)))"
    }
  }

  /// `text` as a Swift string literal, escaping backslashes, quotes, control characters and every other line
  /// terminator or hidden character `CommentText` knows.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where CommentText.isHidden(scalar) || CommentText.isLineBreak(scalar):
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
