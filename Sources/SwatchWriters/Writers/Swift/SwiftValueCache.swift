/// The Swift texts of each distinct value, made once per run of the writer: aliases share their targets'
/// values, so most tokens in most appearances repeat a value another token already formatted, and each color
/// otherwise went through gamut mapping and number formatting again for its table row and its doc line.
final class SwiftValueCache {
  /// A color as the Swift files write it.
  struct Color {
    /// The Apple form of the color.
    let apple: AppleColor
    /// The components and alpha as Swift literals, as `AppleColor.literals` (`NumberText.shortest`).
    let literals: [String]
    /// `.sRGB, 1, 0.5, 0, 1`, as `SwiftContext.tableRow`.
    let tableRow: String
    /// `srgb 1 0.5 0 1`: the color's line in the generated color table, as `SwiftPalette.line`.
    let paletteLine: String

    /// The texts of `value`, a color (anything else reads as opaque black, as `SwiftContext.appleColor`).
    init(_ value: TokenValue) {
      apple = SwiftContext.appleColor(value)
      literals = apple.literals
      tableRow = SwiftContext.tableRow(apple, literals: literals)
      paletteLine = SwiftPalette.line(apple, literals: literals)
    }
  }

  private var colors: [TokenValue: Color] = [:]
  private var docValues: [TokenValue: String] = [:]

  /// The texts of `value`, a color (anything else reads as opaque black, as `SwiftContext.appleColor`).
  func color(_ value: TokenValue) -> Color {
    if let known = colors[value] { return known }
    let color = Color(value)
    colors[value] = color
    return color
  }

  /// `SwiftContext.docValue(value)`.
  func docValue(_ value: TokenValue) -> String {
    if let known = docValues[value] { return known }
    let text = SwiftContext.docValue(value)
    docValues[value] = text
    return text
  }
}
