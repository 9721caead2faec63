extension ColorLiteral {
  /// The allowed values of one DTCG color component, with its name and its range as text for messages.
  struct ObjectRange: Sendable {
    var name: String
    var lower: Double
    var upper: Double
    var includesUpper: Bool

    /// Whether `value` is allowed.
    func contains(_ value: Double) -> Bool {
      value >= lower && (includesUpper ? value <= upper : value < upper)
    }

    /// The range as written in messages: "0 to 1", "0 up to but not including 360".
    var text: String {
      if self.lower == -.infinity { return "any number" }
      let lower = NumberText.shortest(self.lower)
      if upper == .infinity { return "\(lower) or more" }
      let upper = NumberText.shortest(self.upper)
      return includesUpper ? "\(lower) to \(upper)" : "\(lower) up to but not including \(upper)"
    }
  }

  /// The DTCG 2025.10 ranges of each component of `space`.
  static func objectRanges(_ space: ColorValue.Space) -> [ObjectRange] {
    func unit(_ name: String) -> ObjectRange { ObjectRange(name: name, lower: 0, upper: 1, includesUpper: true) }
    func percentage(_ name: String) -> ObjectRange {
      ObjectRange(name: name, lower: 0, upper: 100, includesUpper: true)
    }
    func signed(_ name: String) -> ObjectRange {
      ObjectRange(name: name, lower: -.infinity, upper: .infinity, includesUpper: true)
    }
    let hue = ObjectRange(name: "hue", lower: 0, upper: 360, includesUpper: false)
    let chroma = ObjectRange(name: "chroma", lower: 0, upper: .infinity, includesUpper: true)
    switch space {
    case .srgb, .displayP3, .srgbLinear, .a98RGB, .proPhotoRGB, .rec2020: return ["red", "green", "blue"].map(unit)
    case .xyzD65, .xyzD50: return ["x", "y", "z"].map(unit)
    case .hsl: return [hue, percentage("saturation"), percentage("lightness")]
    case .hwb: return [hue, percentage("whiteness"), percentage("blackness")]
    case .lab: return [percentage("lightness"), signed("a"), signed("b")]
    case .lch: return [percentage("lightness"), chroma, hue]
    case .oklab: return [unit("lightness"), signed("a"), signed("b")]
    case .oklch: return [unit("lightness"), chroma, hue]
    }
  }
}
