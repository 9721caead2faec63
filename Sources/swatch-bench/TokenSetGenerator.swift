import Foundation
import SwatchKit

/// Writes a synthetic token project: a palette of base colors, dimension scales, and semantic tokens that
/// alias them through chains one to six deep, with alpha modifiers and `$modes` for the eight default
/// appearances, spread over files of about `tokensPerFile` tokens, plus a `swatch.yaml` that runs every
/// built-in writer. The same count and seed always give the same bytes.
struct TokenSetGenerator {
  /// How many tokens to write.
  var tokenCount: Int
  /// The seed of the pseudo-random choices.
  var seed: UInt64
  /// About how many tokens go in one file.
  var tokensPerFile = 500

  /// What was written.
  struct Summary {
    var directory: String
    var configPath: String
    var tokenFiles: [String]
    var inputBytes: Int
    var writers: [String]
  }

  static let hues = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink"]
  static let roles = ["background", "label", "fill", "border", "accent", "status", "chart", "surface"]
  static let variants = ["primary", "secondary", "tertiary", "muted", "strong", "subtle", "hover", "pressed"]
  static let dimensionRoles = ["spacing", "radius", "inset", "gap"]
  /// Every mode key but the default appearance's, for the default traits.
  static let allModeKeys = [
    "dark", "high-contrast", "elevated", "dark high-contrast", "dark elevated", "high-contrast elevated",
    "dark high-contrast elevated",
  ]
  /// Chain depths 1 to 6 and how often each occurs.
  static let depthWeights = [34, 25, 17, 12, 8, 4]

  /// Writes the project into `directory`, replacing what is there.
  func write(to directory: String) throws -> Summary {
    let fm = FileManager.default
    try? fm.removeItem(atPath: directory)
    var state = State(rng: SplitMix64(seed: seed))
    let files = makeFiles(&state)
    var summary = Summary(
      directory: directory, configPath: directory + "/swatch.yaml", tokenFiles: [], inputBytes: 0, writers: [])
    for (name, text) in files {
      let path = directory + "/tokens/" + name
      try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      summary.tokenFiles.append(path)
      summary.inputBytes += text.utf8.count
    }
    summary.writers = WriterRegistry.builtIn.map(\.name)
    try Data(config(writers: summary.writers).utf8).write(to: URL(fileURLWithPath: summary.configPath))
    try Data(Self.template.utf8).write(to: URL(fileURLWithPath: directory + "/bench.txt.mustache"))
    return summary
  }

  /// One output per built-in writer with its default options; `template` renders a small template.
  func config(writers: [String]) -> String {
    var text = "tokens:\n  - tokens\noutputs:\n"
    for name in writers {
      if name == TemplateWriter.name {
        text += "  - { writer: \(name), path: out/\(name), template: bench.txt.mustache }\n"
      } else {
        text += "  - { writer: \(name), path: out/\(name) }\n"
      }
    }
    return text
  }

  /// A template that reads most of the template context: names, flags, and each appearance's value.
  static let template = """
    {{#header}}
    // {{.}}
    {{/header}}
    {{#tokens}}
    {{path}} {{names.camelCase}} {{names.kebab-case}} ({{type}}){{#isColor}} {{value.hex}}{{/isColor}}:
    {{#values}}
      {{appearance.id}}: {{css}} {{text}}{{#isLast}} last{{/isLast}}
    {{/values}}
    {{/tokens}}

    """

  /// Token kinds' shares: 20% palette colors, 5% dimensions, the rest semantic (a tenth of those dimensions).
  private func makeFiles(_ state: inout State) -> [(String, String)] {
    let paletteCount = max(1, tokenCount / 5)
    let dimensionCount = max(1, tokenCount / 20)
    let semanticCount = max(0, tokenCount - paletteCount - dimensionCount)
    var files: [(String, String)] = []
    for (index, count) in chunks(paletteCount).enumerated() {
      files.append((String(format: "palette/palette-%04d.yaml", index), paletteFile(index, count: count, &state)))
    }
    for (index, count) in chunks(dimensionCount).enumerated() {
      files.append((String(format: "space/space-%04d.yaml", index), dimensionFile(index, count: count, &state)))
    }
    for (index, count) in chunks(semanticCount).enumerated() {
      let isDimension = index % 10 == 9
      let text = semanticFile(index, count: count, isDimension: isDimension, &state)
      files.append((String(format: "semantic/semantic-%04d.yaml", index), text))
    }
    return files
  }

  private func chunks(_ count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let fileCount = (count + tokensPerFile - 1) / tokensPerFile
    return (0..<fileCount).map { min(tokensPerFile, count - $0 * tokensPerFile) }
  }
}

extension TokenSetGenerator {
  /// The choices made so far: which tokens exist at which chain depth, by type.
  struct State {
    var rng: SplitMix64
    /// Paths of color tokens by depth: 0 is the palette.
    var colors: [[String]] = Array(repeating: [], count: 7)
    /// Paths of dimension tokens by depth.
    var dimensions: [[String]] = Array(repeating: [], count: 7)
  }

  func paletteFile(_ index: Int, count: Int, _ state: inout State) -> String {
    let group = "\(Self.hues[index % Self.hues.count])\(index)"
    var text = "palette:\n  $type: color\n  \(group):\n"
    for step in 0..<count {
      let name = "s\(step)"
      state.colors[0].append("palette.\(group).\(name)")
      text += "    \(name):\n      $value: \"\(colorLiteral(&state.rng))\"\n"
      if state.rng.chance(15) {
        text += "      $modes:\n        dark: \"\(colorLiteral(&state.rng))\"\n"
      }
      if state.rng.chance(10) {
        text += "      $description: Base color \(step) of the \(group) ramp.\n"
      }
    }
    return text
  }

  func dimensionFile(_ index: Int, count: Int, _ state: inout State) -> String {
    let group = "scale\(index)"
    var text = "space:\n  $type: dimension\n  \(group):\n"
    for step in 0..<count {
      let name = "d\(step)"
      state.dimensions[0].append("space.\(group).\(name)")
      let value =
        state.rng.chance(70) ? "\(state.rng.below(128))px" : "\(state.rng.below(16)).\(state.rng.below(10))rem"
      text += "    \(name): \(value)\n"
    }
    return text
  }

  func semanticFile(_ index: Int, count: Int, isDimension: Bool, _ state: inout State) -> String {
    let roles = isDimension ? Self.dimensionRoles : Self.roles
    let role = roles[index % roles.count]
    let group = "area\(index)"
    var text = "\(role):\n  $type: \(isDimension ? "dimension" : "color")\n  \(group):\n"
    for j in 0..<count {
      let name = "\(Self.variants[j % Self.variants.count])\(j)"
      text += semanticToken(name, path: "\(role).\(group).\(name)", isDimension: isDimension, &state)
    }
    return text
  }

  private func semanticToken(_ name: String, path: String, isDimension: Bool, _ state: inout State) -> String {
    let pool = isDimension ? state.dimensions : state.colors
    var depth = state.rng.weighted(Self.depthWeights) + 1
    while pool[depth - 1].isEmpty { depth -= 1 }
    var text =
      "    \(name):\n      $value: \"\(reference(pool, below: depth, exactly: true, isDimension, &state.rng))\"\n"
    let keys = modeKeys(isDimension, &state.rng)
    if !keys.isEmpty {
      text += "      $modes:\n"
      for key in keys {
        text += "        \(key): \"\(reference(pool, below: depth, exactly: false, isDimension, &state.rng))\"\n"
      }
    }
    if state.rng.chance(20) {
      text += "      $description: The \(name) \(isDimension ? "size" : "color") of this area.\n"
    }
    if isDimension { state.dimensions[depth].append(path) } else { state.colors[depth].append(path) }
    return text
  }

  /// An alias to a token at depth `depth - 1` (or any lower depth), sometimes with an alpha modifier.
  private func reference(
    _ pool: [[String]], below depth: Int, exactly: Bool, _ isDimension: Bool, _ rng: inout SplitMix64
  ) -> String {
    var level = exactly ? depth - 1 : rng.below(depth)
    while pool[level].isEmpty { level -= 1 }
    let target = pool[level][rng.below(pool[level].count)]
    guard !isDimension, rng.chance(25) else { return "{\(target)}" }
    return "{\(target)} / \(5 * (1 + rng.below(19)))%"
  }

  private func modeKeys(_ isDimension: Bool, _ rng: inout SplitMix64) -> [String] {
    if isDimension { return rng.chance(20) ? ["elevated"] : [] }
    switch rng.below(100) {
    case ..<40: return []
    case ..<75: return ["dark"]
    case ..<90: return ["dark", "high-contrast", "dark high-contrast"]
    default: return Self.allModeKeys
    }
  }

  private func colorLiteral(_ rng: inout SplitMix64) -> String {
    switch rng.below(10) {
    case 0: return "oklch(0.\(10 + rng.below(85)) \(Double(rng.below(30)) / 100) \(rng.below(360)))"
    case 1: return "rgb(\(rng.below(256)) \(rng.below(256)) \(rng.below(256)))"
    case 2: return hex(rng.next(), digits: 8)
    default: return hex(rng.next(), digits: 6)
    }
  }

  private func hex(_ bits: UInt64, digits: Int) -> String {
    let text = String(bits & ((1 << (4 * UInt64(digits))) - 1), radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: digits - text.count) + text
  }
}
