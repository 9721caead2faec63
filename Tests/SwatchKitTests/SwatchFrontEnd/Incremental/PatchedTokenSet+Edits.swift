import Foundation

/// The random edits: values, mode values, alphas, alias targets (which may make a cycle or name a missing
/// token), descriptions, lines inserted above tokens, text that is not YAML, and tokens added or removed.
extension PatchedTokenSet {
  /// One random edit; when the set has errors, half the time the edit that repairs them.
  mutating func edit(using rng: inout SplitMix, hasErrors: Bool) {
    if hasErrors, Bool.random(using: &rng) { return repair() }
    let hex = { (rng: inout SplitMix) in String(format: "#%06X", Int.random(in: 0..<0x100_0000, using: &rng)) }
    let color = palette.keys.sorted().randomElement(using: &rng)!
    let name = semantic.keys.sorted().randomElement(using: &rng)!
    let colorTargets = palette.keys.map { "palette.\($0)" } + semantic.keys.map { "semantic.\($0)" }
    switch Int.random(in: 0..<16, using: &rng) {
    case 0, 1: palette[color]!.light = hex(&rng)
    case 2: palette[color]!.dark = palette[color]!.dark == nil || Bool.random(using: &rng) ? hex(&rng) : nil
    case 3: palette[color]!.high = palette[color]!.high == nil ? hex(&rng) : nil
    case 4: palette[color]!.description = ["Gray", "A longer note", nil].randomElement(using: &rng)!
    case 5: semantic[name]!.target = colorTargets.sorted().randomElement(using: &rng)!
    case 6: semantic[name]!.alpha = semantic[name]!.alpha == nil ? Int.random(in: 1...99, using: &rng) : nil
    case 7: semantic[name]!.dark = Bool.random(using: &rng) ? "palette.\(color)" : nil
    case 8:
      let border = borders.keys.sorted().randomElement(using: &rng)!
      borders[border]!.color = (colorTargets + chain.keys.map { "chain.\($0)" }).sorted().randomElement(using: &rng)!
      borders[border]!.width = ["size.small", "size.large"].randomElement(using: &rng)!
    case 9: sizes[["small", "large"].randomElement(using: &rng)!] = Int.random(in: 0..<64, using: &rng)
    case 10:
      let file = sources.map(\.path).randomElement(using: &rng)!
      headers[file, default: 0] += 1
    case 11:
      // Added, or removed (an alias to a removed token is an error until another edit fixes it).
      if Bool.random(using: &rng) || palette.count < 3 {
        let added = "p\(Int.random(in: 0..<8, using: &rng))"
        palette[added] = palette[added] ?? PaletteColor(light: hex(&rng))
      } else {
        palette[color] = nil
      }
    case 13: chainGroupType.toggle()
    case 14: broken = sources.map(\.path).randomElement(using: &rng)!
    case 12:
      let style = textStyles.keys.sorted().randomElement(using: &rng)!
      textStyles[style]!.color = Bool.random(using: &rng) ? "semantic.\(name)" : nil
      textStyles[style]!.size = ["size.small", "size.large"].randomElement(using: &rng)!
    default:
      let link = chain.keys.filter { $0 != "width" }.sorted().randomElement(using: &rng)!
      chain[link] = (semantic.keys.map { "semantic.\($0)" } + ["chain.k0"]).sorted().randomElement(using: &rng)!
    }
  }
}

extension PatchedTokenSet {
  /// Takes out text that is not YAML and points every alias at a token that exists, with no cycle: semantic
  /// colors at the palette, chain links at semantic colors.
  mutating func repair() {
    broken = nil
    let existing = palette.keys.sorted()[0]
    let names = Set(palette.keys)
    let fix = { (target: String) in target.hasPrefix("palette.") && names.contains(String(target.dropFirst(8))) }
    for name in semantic.keys {
      if !fix(semantic[name]!.target) { semantic[name]!.target = "palette.\(existing)" }
      if let dark = semantic[name]!.dark, !fix(dark) { semantic[name]!.dark = "palette.\(existing)" }
    }
    for link in chain.keys where link != "width" && !chain[link]!.hasPrefix("semantic.") { chain[link] = "semantic.s1" }
    for border in borders.keys where borders[border]!.color.hasPrefix("palette.") && !fix(borders[border]!.color) {
      borders[border]!.color = "palette.\(existing)"
    }
  }
}
