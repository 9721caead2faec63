/// The colors of the Swift tokens file as text tables: each distinct color once, and per token the palette
/// line of its color in every appearance.
///
/// The generated file parses these tables when a color is first read. Written as code, the same data cost
/// the Swift compiler time that grew with the square of the token count: a `switch` over every token took
/// 202 s to type-check at 9,000 colors, a `String` raw-value enum of 10,000 cases 350 s to optimize, and array
/// literals of thousands of initializers tens of gigabytes. A string literal costs it next to nothing.
struct SwiftPalette {
  /// One line per distinct color, in order of first use: `srgb` or `display-p3`, then red, green, blue and
  /// alpha as the shortest literals that read back as the same `Double`s.
  private(set) var lines: [String] = []
  /// Per token, in row order, its colors' positions in `lines`, one per appearance.
  private var positions: [[Int]] = []

  /// The tables of `colors`: per color token, its color in every appearance.
  init(_ colors: [[SwiftValueCache.Color]]) {
    var known: [String: Int] = [:]
    for values in colors {
      positions.append(
        values.map { color in
          let line = color.paletteLine
          if let position = known[line] { return position }
          known[line] = lines.count
          lines.append(line)
          return lines.count - 1
        })
    }
  }

  /// The tables of the color tokens at `tokens` (positions in the graph), their colors read from `values`:
  /// each distinct value's palette line is looked up once, not once per token and appearance.
  init(_ tokens: [Int], values: SwiftValueTable) {
    var known: [String: Int] = [:]
    known.reserveCapacity(values.colors.count)
    var lineOfValue = [Int](repeating: -1, count: values.colors.count)
    for token in tokens {
      positions.append(
        (0..<values.distinct.appearanceCount).map { appearance in
          let value = values.position(token, appearance)
          if lineOfValue[value] >= 0 { return lineOfValue[value] }
          let line = values.color(value).paletteLine
          let position = known[line] ?? lines.count
          if position == lines.count {
            known[line] = position
            lines.append(line)
          }
          lineOfValue[value] = position
          return position
        })
    }
  }

  /// The palette positions of the token in `row`, one per appearance: what its table line reads besides its
  /// path (for its reuse key, `SwiftContext.Data.colorKey`).
  func positions(_ row: Int) -> [Int] { positions[row] }

  /// The table line of the token in `row`: its palette positions, then its path (last, since a path may hold
  /// spaces), escaped for a Swift string literal.
  func tokenLine(_ row: Int, path: String) -> String {
    positions[row].map(String.init).joined(separator: " ") + " " + Self.escaped(path)
  }

  /// The palette line of a color: its space, then its component and alpha literals.
  static func line(_ color: AppleColor, literals: [String]) -> String {
    ([color.space == .sRGB ? "srgb" : "display-p3"] + literals).joined(separator: " ")
  }

  /// `text` inside a multi-line string literal: backslashes and quotes escaped. Names cannot hold line
  /// breaks or other control characters.
  private static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else { return text }
    // By scalar: a backslash followed by a combining mark is one Character, but still needs its escape.
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
      escaped.append(scalar)
    }
    return String(escaped)
  }
}
