import SwatchModel

/// A CSS color function whose arguments are references, as Tokens Studio writes a brand's colors from numbers:
/// `hsl({calc.hue} {calc.sat} {calc.light})` (PBGUX). Each appearance puts its targets' values in and reads the
/// color text that gives.
///
/// Tokens Studio reads a `number` token written `45%` as 0.45, so in `hsl()` and `hsla()` a saturation or a
/// lightness that comes out a bare number is a percentage: a fraction up to 1 is that share of 100%
/// (0.45 is 45%), a larger number that many percent. Binding takes only references to numbers, and only a text
/// that is a color with every reference a number (`isColor(withNumbersIn:)`), so every appearance's text is one.
/// Reads: the filled text. Produces: the color, or nil when the text is no color.
enum ToolColorFunction {
  /// The functions read so.
  static let names = ["hsl(", "hsla(", "rgb(", "rgba(", "hwb(", "lab(", "lch(", "oklab(", "oklch("]

  /// Whether `text` is one of `names` over references.
  static func matches(_ text: String) -> Bool {
    let lowered = text.trimmingWhitespace().lowercased()
    return names.contains { lowered.hasPrefix($0) } && lowered.hasSuffix(")") && text.contains("{")
  }

  /// Whether `template`'s text is a color with each reference replaced by a number: the shape every filled
  /// text has when the references name numbers.
  static func isColor(withNumbersIn template: TextTemplate) -> Bool {
    color(template.filled { _ in "1" }) != nil
  }

  /// The color the filled `text` writes, or nil.
  static func color(_ text: String) -> ColorValue? {
    let node = YAMLNode.string(percentages(text), at: .file(""))
    guard case .success(.color(let color)) = LiteralReader.read(node, as: .color) else { return nil }
    return color
  }

  /// `text` with an `hsl()` or `hsla()` saturation and lightness that are bare numbers written as percentages.
  static func percentages(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace()
    let lowered = trimmed.lowercased()
    guard lowered.hasPrefix("hsl"), let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
      return String(trimmed)
    }
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    var (main, alpha) = (inside, Substring?.none)
    if let slash = inside.firstIndex(of: "/") {
      (main, alpha) = (inside[..<slash], inside[inside.index(after: slash)...])
    }
    let commas = main.contains(",")
    var parts = main.split(whereSeparator: { commas ? $0 == "," : $0.isWhitespace }).map {
      String($0.trimmingWhitespace())
    }
    var alphaText = alpha.map { String($0.trimmingWhitespace()) }
    if commas, parts.count == 4 { alphaText = parts.removeLast() }
    guard parts.count == 3 else { return String(trimmed) }
    for index in 1...2 {
      guard let number = NumericText.double(parts[index]) else { continue }
      parts[index] = NumberText.shortest(number <= 1 ? number * 100 : number) + "%"
    }
    return "hsl(" + parts.joined(separator: " ") + (alphaText.map { " / " + $0 } ?? "") + ")"
  }
}
