/// A length with its unit as written: `16px`, `1.5rem`, or one of the units real design systems use beyond
/// DTCG 2025.10 (`0.5em`, `4dp`, `50vw`, `10%`, `12pt`, a unitless `0`).
public struct DimensionValue: Hashable, Sendable {
  /// The units read: DTCG 2025.10's `px` and `rem`, then the idioms accepted with a warning.
  public enum Unit: String, CaseIterable, Sendable {
    case px, rem, em, pt, dp, vw, vh
    case percent = "%"
    /// A unitless `0` (`{value: 0, unit: ""}`), which is 0 in every unit.
    case unitless = ""

    /// Whether DTCG 2025.10 allows the unit.
    public var isDTCG: Bool { self == .px || self == .rem }

    /// How many density-independent points (px at 1x, Android dp, Apple points) one of this unit is, or
    /// nil for a unit relative to something a platform value cannot know (`em`, `%`, `vw`, `vh`).
    public var points: Double? {
      switch self {
      case .px, .pt, .dp, .unitless: return 1
      case .rem: return 16
      case .em, .vw, .vh, .percent: return nil
      }
    }
  }
  /// The number.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a dimension.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The length in density-independent points (rem at 16), or nil for a relative unit.
  public var points: Double? { unit.points.map { value * $0 } }
}
