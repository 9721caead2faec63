/// The `modifiers:` mapping Swatch proposes for a modifier with a light and a dark context among others
/// (GitHub Primer's `theme`: `light`, `light-hc`, `dark`, `dark-hc`), which is not mapped by default.
///
/// Each context named with `light` or `dark` maps to that appearance, plus `contrast: high-contrast` when its
/// name says high contrast (`hc`, `high-contrast`); a context with no such word, or one whose traits an earlier
/// context already took, is proposed as `ignore`, so the YAML is valid as pasted and the user decides.
enum ProposedMapping {
  /// The YAML to paste, or nil when the modifier needs none (two contexts, or no light and dark).
  static func yaml(for modifier: ResolverModifier) -> String? {
    let names = modifier.contexts.map(\.name)
    let words = names.map(ModifierTraits.appearanceWord)
    guard names.count > 2, words.contains("light"), words.contains("dark") else { return nil }
    var taken = Set<String>()
    var lines = ["modifiers:", "  \(key(modifier.name)):"]
    for (name, word) in zip(names, words) {
      guard let word else {
        lines.append("    \(key(name)): ignore")
        continue
      }
      let traits = isHighContrast(name) ? "appearance: \(word), contrast: high-contrast" : "appearance: \(word)"
      lines.append("    \(key(name)): " + (taken.insert(traits).inserted ? "{ \(traits) }" : "ignore"))
    }
    return lines.joined(separator: "\n")
  }

  private static func isHighContrast(_ name: String) -> Bool {
    let words = name.lowercased().split { !$0.isLetter }
    return words.contains("hc") || name.lowercased().contains("high-contrast") || words.contains("contrast")
  }

  /// A YAML key: as is when it is one word, else quoted.
  private static func key(_ name: String) -> String {
    ModifierMapping.isWord(name) ? name : "'" + name.replacing("'", with: "''") + "'"
  }
}
