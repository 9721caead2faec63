/// A length of time with its unit as written: `200ms`, `0.3s`.
public struct DurationValue: Hashable, Sendable {
  /// The supported units.
  public enum Unit: String, CaseIterable, Sendable { case ms, s }
  /// The number.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a duration.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The duration in milliseconds.
  public var milliseconds: Double { unit == .ms ? value : value * 1000 }
}
