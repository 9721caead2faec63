/// The mode key a design tool's mode name is read as, in modes written as `$extensions.mode` (Terrazzo's
/// layout, which Tokens Brücke fills with Figma's mode names: `Light`, `Dark`, `Dark mode`, `Brand A`).
///
/// A name that is a standard trait value but for case, spaces and `_` (`Dark`, `High Contrast`) is that value;
/// one of an appearance and `mode` or `theme` (`Dark mode`, `light-theme`) is the appearance; a default's name
/// (`Mode 1`, `Default`, `Base`) beside a dark mode is `light`, as Figma's modes are read
/// (`ModifierTraits.lightDark`). Any other name is one mode word, its spaces `-` (`Brand A` is `Brand-A`), so it
/// is one trait value rather than two unknown words. Names already written as mode words are kept.
enum ExtensionModeName {
  /// The mode key for each of `names`, one token's modes, in order.
  static func keys(_ names: [String]) -> [String] {
    let standard = Set(TraitSet.standard.allValues)
    let written = names.map { name in words(name).allSatisfy(standard.contains) ? name : nil }
    let read = zip(names, written).map { name, written in written ?? standardKey(name) }
    let hasDark = read.contains("dark")
    return zip(names, read).map { name, key in
      if hasDark, key != "dark", ModifierTraits.isDefaultName(name) { return "light" }
      return key ?? words(name).joined(separator: "-")
    }
  }

  /// The standard trait value `name` spells, if any.
  private static func standardKey(_ name: String) -> String? {
    var words = Self.words(name.lowercased().replacing("_", with: " "))
    if words.count > 1, ["mode", "theme"].contains(words.last) { words.removeLast() }
    if words.count > 1, ["mode", "theme"].contains(words.first) { words.removeFirst() }
    let key = words.joined(separator: "-")
    let standard = TraitSet.standard.allValues
    if standard.contains(key) { return key }
    // `Dark-Mode`, `light-theme`: one word with its suffix.
    for suffix in ["-mode", "-theme"] where key.hasSuffix(suffix) {
      let stem = String(key.dropLast(suffix.count))
      if ["light", "dark"].contains(stem) { return stem }
    }
    return nil
  }

  /// `text` split at whitespace.
  private static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
  }
}
