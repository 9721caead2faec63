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

  /// The DTCG 2025.10 ranges of each component of `space`.
  static func objectRanges(_ space: ColorValue.Space) -> [ObjectRange] {
    let hue = ObjectRange(name: "hue", lower: 0, upper: 360, includesUpper: false)
    switch space {
    case .srgb, .displayP3:
      return ["red", "green", "blue"].map { ObjectRange(name: $0, lower: 0, upper: 1, includesUpper: true) }
    case .hsl:
      return [hue]
        + ["saturation", "lightness"].map { ObjectRange(name: $0, lower: 0, upper: 100, includesUpper: true) }
    case .oklch:
      return [
        ObjectRange(name: "lightness", lower: 0, upper: 1, includesUpper: true),
        ObjectRange(name: "chroma", lower: 0, upper: .infinity, includesUpper: true),
        hue,
      ]
    }
  }
}
