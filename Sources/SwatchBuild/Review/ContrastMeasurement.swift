/// One foreground/background pair measured in one appearance.
public struct ContrastMeasurement: Hashable, Sendable {
  /// The foreground token's path.
  public var foreground: String
  /// The background token's path.
  public var background: String
  /// The appearance's name, as `swatch resolve --format json` spells it.
  public var appearance: String
  /// The WCAG ratio or the absolute APCA Lc.
  public var value: Double
  /// The minimum required.
  public var minimum: Double
  /// How `value` was measured.
  public var algorithm: ContrastAlgorithm

  /// Whether the pair reaches the minimum. The unrounded value is compared: 4.499 fails 4.5.
  public var passes: Bool { value >= minimum }

  /// `value` truncated (not rounded) to 2 decimals, so a failing 4.499 never reads as 4.50.
  public var truncatedValue: Double { (value * 100).rounded(.down) / 100 }

  /// The value as text: `4.49:1` for WCAG, `Lc 58.12` for APCA.
  public var valueText: String {
    algorithm == .wcag ? "\(Self.twoDecimals(truncatedValue)):1" : "Lc \(Self.twoDecimals(truncatedValue))"
  }

  /// The minimum as text, in the same form as `valueText`.
  public var minimumText: String {
    algorithm == .wcag ? "\(NumberText.shortest(minimum)):1" : "Lc \(NumberText.shortest(minimum))"
  }

  static func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)"
  }
}
