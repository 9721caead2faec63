/// The colors of the Swift tokens file as text tables: each distinct color once, and per token the palette
/// line of its color in every appearance.
///
/// The generated file parses these tables when a color is first read. Written as code, the same data cost
/// the Swift compiler time that grew with the square of the token count: a `switch` over every token took
/// 202 s to type-check at 9,000 colors, a `String` raw-value enum of 10,000 cases 350 s to optimize, and array
/// literals of thousands of initializers tens of gigabytes. A string literal costs it next to nothing.
struct SwiftPalette: Sendable {
  /// What a palette line is written from, as numbers: two colors share a line exactly when their forms are
  /// equal (`NumberText.identity`), so the palette is laid out without formatting a single number.
  struct Form: Hashable, Sendable {
    let isSRGB: Bool
    let numbers: [UInt64]

    init(_ color: AppleColor) {
      isSRGB = color.space == .sRGB
      numbers = (color.components + [color.alpha]).map(NumberText.identity)
    }
  }

  /// One color per distinct line, in order of first use: its line (`line(_:)`) is `srgb` or `display-p3`,
  /// then red, green, blue and alpha as the shortest literals that read back as the same `Double`s.
  private(set) var colors: [AppleColor] = []
  /// Per line, its form.
  private(set) var forms: [Form] = []
  /// Per token, in row order, its colors' positions in `colors`, one per appearance: `stride` of them a row,
  /// in one array (an array per token would take 12 MB at 100,000 tokens in eight appearances, this one 3 MB).
  private var positions: [Int32] = []
  private var stride = 0

  /// How many lines the palette has.
  var count: Int { colors.count }

  /// The palette line at `index`, made when asked: after an edit, the renderer copies nearly every line.
  func line(_ index: Int) -> String { Self.line(colors[index], literals: colors[index].literals) }

  /// The tables of `colors`: per color token, its color in every appearance.
  init(_ colors: [[AppleColor]]) {
    var known: [Form: Int] = [:]
    stride = colors.first?.count ?? 0
    for values in colors {
      precondition(values.count == stride, "a palette row per appearance")
      positions += values.map { Int32(add($0, known: &known)) }
    }
  }

  /// The tables of the color tokens at `tokens` (positions in the graph), their colors read from `values`:
  /// each distinct value's form is made once, not once per token and appearance.
  init(_ tokens: [Int], values: SwiftValueTable) {
    var known: [Form: Int] = [:]
    known.reserveCapacity(values.distinct.values.count)
    var lineOfValue = [Int32](repeating: -1, count: values.distinct.values.count)
    stride = values.distinct.appearanceCount
    positions.reserveCapacity(tokens.count * stride)
    for token in tokens {
      for appearance in 0..<stride {
        let value = values.position(token, appearance)
        if lineOfValue[value] < 0 { lineOfValue[value] = Int32(add(values.apple(value), known: &known)) }
        positions.append(lineOfValue[value])
      }
    }
  }

  /// The line of `color`: the one with its form, else a new one.
  private mutating func add(_ color: AppleColor, known: inout [Form: Int]) -> Int {
    let form = Form(color)
    if let position = known[form] { return position }
    known[form] = colors.count
    colors.append(color)
    forms.append(form)
    return colors.count - 1
  }

  /// The palette positions of the token in `row`, one per appearance: what its table line reads besides its
  /// path (for its reuse key, `TokenInput.palettePositions`).
  func positions(_ row: Int) -> ArraySlice<Int32> { positions[(row * stride)..<((row + 1) * stride)] }

  /// The table line of the token in `row`: its palette positions, then its path (last, since a path may hold
  /// spaces), escaped for a Swift string literal.
  func tokenLine(_ row: Int, path: String) -> String {
    let escaped = Self.escaped(path)
    var line = ""
    line.reserveCapacity(stride * 6 + escaped.utf8.count)
    for position in positions(row) {
      line += String(position)
      line += " "
    }
    line += escaped
    return line
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
