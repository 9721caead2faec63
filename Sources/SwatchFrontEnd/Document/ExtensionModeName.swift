/// The mode key a design tool's mode name reads as, in modes written as `$extensions.mode` (Terrazzo's layout,
/// which Tokens Brücke fills with Figma's mode names: `Light`, `Dark mode`, `Light High Contrast`, `Brand A`).
///
/// The name's words (apart at spaces, `-`, `_` and `/`, any case) that spell standard trait values are those
/// values, `high contrast` one of them and a `mode` or `theme` word beside `light` or `dark` dropped; the other
/// words make one word of their own, joined by `-`, as written: `Light High Contrast` is `light high-contrast`,
/// `Dark mode` is `dark`, `Brand A` is `Brand-A`, `Mode B - Dark` is `Mode-B dark`. A default's name (`Mode 1`,
/// `Default`, `Base`) beside a dark mode and no light one is `light`, as Figma's modes are read
/// (`ModifierTraits.lightDark`). Binding reads a key so only where the name as written names no trait values
/// (`ModeEntry.toolKey`), so a project's own trait values (`density: [Normal, Compact]`) keep theirs.
enum ExtensionModeName {
  /// The key each of `names`, one token's modes in order, reads as.
  static func keys(_ names: [String]) -> [String] {
    let read = names.map(key)
    let hasDark = read.contains { $0.split(separator: " ").contains("dark") }
    let hasLight = read.contains { $0.split(separator: " ").contains("light") }
    return zip(names, read).map { name, key in
      hasDark && !hasLight && ModifierTraits.isDefaultName(name) ? "light" : key
    }
  }

  /// The key `name` reads as on its own.
  private static func key(_ name: String) -> String {
    let standard = Set(TraitSet.standard.allValues)
    var words = name.split(whereSeparator: { $0.isWhitespace || "-_/".contains($0) }).map(String.init)
    let appearance = { (index: Int) in
      words.indices.contains(index) && ["light", "dark"].contains(words[index].lowercased())
    }
    words = words.indices.filter { index in
      !(["mode", "theme"].contains(words[index].lowercased()) && (appearance(index - 1) || appearance(index + 1)))
    }.map { words[$0] }
    var values: [String] = []
    var others: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index].lowercased()
      if index + 1 < words.count, standard.contains(word + "-" + words[index + 1].lowercased()) {
        values.append(word + "-" + words[index + 1].lowercased())
        index += 2
        continue
      }
      if standard.contains(word) { values.append(word) } else { others.append(words[index]) }
      index += 1
    }
    return ([others.joined(separator: "-")].filter { !$0.isEmpty } + values).joined(separator: " ")
  }
}
