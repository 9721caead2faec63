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
      let lower = NumberText.shortest(self.lower)
      if upper == .infinity { return "\(lower) or more" }
      let upper = NumberText.shortest(self.upper)
      return includesUpper ? "\(lower) to \(upper)" : "\(lower) up to but not including \(upper)"
    }
  }

  /// The largest magnitude of a component DTCG leaves unbounded (Lab's and OKLab's `a` and `b`, chroma): far
  /// past any visible color (Lab's reach about 200, OKLab's 0.5), and far enough below `Double`'s limit that
  /// the conversions, which cube them, stay finite rather than turning into NaN.
  static let unboundedLimit = 1_000_000.0

  /// The DTCG 2025.10 ranges of each component of `space`.
  static func objectRanges(_ space: ColorValue.Space) -> [ObjectRange] {
    func unit(_ name: String) -> ObjectRange { ObjectRange(name: name, lower: 0, upper: 1, includesUpper: true) }
    func percentage(_ name: String) -> ObjectRange {
      ObjectRange(name: name, lower: 0, upper: 100, includesUpper: true)
    }
    func signed(_ name: String) -> ObjectRange {
      ObjectRange(name: name, lower: -unboundedLimit, upper: unboundedLimit, includesUpper: true)
    }
    let hue = ObjectRange(name: "hue", lower: 0, upper: 360, includesUpper: false)
    let chroma = ObjectRange(name: "chroma", lower: 0, upper: unboundedLimit, includesUpper: true)
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
