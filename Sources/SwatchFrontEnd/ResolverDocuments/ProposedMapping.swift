/// The `modifiers:` mapping Swatch proposes for a modifier with a light and a dark context among others
/// (GitHub Primer's `theme`: `light`, `light-hc`, `dark`, `dark-hc`), which is not mapped by default.
///
/// Each context named with `light` or `dark` maps to that appearance, plus `contrast: high-contrast` when its
/// name says high contrast (`hc`, `high-contrast`); one that names high contrast alone (Figma's `High contrast`
/// mode) maps to the light appearance's. A context with no such word that adds tokens of its own (a Tokens
/// Studio theme `Global` selecting the core sets beside `Light` and `Dark`: sources no other context reads,
/// defining at least as many tokens the light and dark contexts do not define as ones they do) is proposed as
/// `shared`, its tokens in every
/// appearance, unless another such context defines mostly the same tokens: then they are alternatives, values
/// of a `platform` trait when their names say platforms (`Android`, `iOS`, `Web`), else of a `variant` trait;
/// any other context with no such word (one redefining the light and dark tokens: `Dim`, a brand),
/// or one whose traits an earlier context already took, as `ignore`, so the YAML is valid as pasted and the
/// user decides.
enum ProposedMapping {
  /// The YAML to paste, or nil when the modifier needs none (two contexts, or no light and dark).
  static func yaml(for modifier: ResolverModifier) -> String? {
    let names = modifier.contexts.map(\.name)
    let words = names.map(ModifierTraits.appearanceWord)
    guard names.count > 2, words.contains("light"), words.contains("dark") else { return nil }
    var taken = Set<String>()
    var lines = ["modifiers:", "  \(key(modifier.name)):"]
    let adding = names.indices.filter {
      words[$0] == nil && !isHighContrast(names[$0]) && addsTokensOfItsOwn($0, of: modifier, words: words)
    }
    let alternatives = Self.alternatives(adding, of: modifier)
    let trait = alternatives.contains { platformWords.contains(names[$0].lowercased()) } ? "platform" : "variant"
    let variants = Self.variants(names, words: words, modifier: modifier.name)
    for (index, (name, word)) in zip(names, words).enumerated() {
      if alternatives.contains(index) {
        lines.append("    \(key(name)): { \(trait): \(valueName(name)) }")
        continue
      }
      guard let word = word ?? (isHighContrast(name) ? "light" : nil) else {
        lines.append("    \(key(name)): " + (adding.contains(index) ? "shared" : "ignore"))
        continue
      }
      var traits = isHighContrast(name) ? "appearance: \(word), contrast: high-contrast" : "appearance: \(word)"
      if let variants, let value = variants.values[index] { traits += ", \(variants.trait): \(key(value))" }
      lines.append("    \(key(name)): " + (taken.insert(traits).inserted ? "{ \(traits) }" : "ignore"))
    }
    return lines.joined(separator: "\n")
  }

  /// When the contexts named with an appearance are each another thing's light or dark (`brand-a-light`,
  /// `brand-a-dark`, `brand-b-light`, `brand-b-dark`): the trait those things are values of (the modifier's
  /// name, or `variant` when that names a standard trait) and each such context's value, its name's other words
  /// (`brand-a`). Nil when any of them has no other word or an appearance inside one (`brandLight`), when they
  /// all name the same thing, or when one thing lacks an appearance another has: pasted, its missing dark would
  /// take another thing's.
  static func variants(_ names: [String], words: [String?], modifier: String) -> (
    trait: String, values: [Int: String]
  )? {
    var values: [Int: String] = [:]
    var appearances: [String: Set<String>] = [:]
    for (index, name) in names.enumerated() where words[index] != nil || isHighContrast(name) {
      let marks: Set<String> = ["light", "dark", "hc", "high", "contrast"]
      let all = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
      let rest = all.filter { !marks.contains($0) }
      guard !rest.isEmpty, !rest.contains(where: { $0.contains("light") || $0.contains("dark") }) else { return nil }
      let value = rest.joined(separator: "-")
      values[index] = value
      appearances[value, default: []].insert(all.filter(marks.contains).joined(separator: "-"))
    }
    guard appearances.count > 1, Set(appearances.values).count == 1 else { return nil }
    let name = ResolverPlan.word(modifier)
    let standard = TraitSet.standard.traits.map(\.name)
    return (ModifierMapping.isWord(name) && !standard.contains(name) ? name : "variant", values)
  }

  /// Whether the context at `index` reads sources of its own (`readsItsOwnSources`) that mostly add tokens the
  /// contexts named light or dark (`words`) do not define: a base under every appearance (it may define a few
  /// the light and dark contexts override), not another appearance redefining theirs.
  private static func addsTokensOfItsOwn(_ index: Int, of modifier: ResolverModifier, words: [String?]) -> Bool {
    guard readsItsOwnSources(index, of: modifier) else { return false }
    let own = modifier.contexts[index].sources.reduce(into: Set<String>()) { $0.formUnion($1.tokenPaths) }
    let appearances = modifier.contexts.indices.filter { words[$0] != nil }.reduce(into: Set<String>()) {
      for source in modifier.contexts[$1].sources { $0.formUnion(source.tokenPaths) }
    }
    let redefined = own.intersection(appearances).count
    return own.count - redefined >= redefined
  }

  /// Among the contexts at `indices`, each adding tokens of its own, those that define mostly the same tokens as
  /// another of them (at least half of the smaller's): alternatives to choose between, such as Element's
  /// `Android`, `iOS` and `Web` each giving `font.family.sans`, which as `shared` would overwrite one another.
  private static func alternatives(_ indices: [Int], of modifier: ResolverModifier) -> Set<Int> {
    let paths = Dictionary(
      uniqueKeysWithValues: indices.map { index in
        (index, modifier.contexts[index].sources.reduce(into: Set<String>()) { $0.formUnion($1.tokenPaths) })
      })
    return Set(
      indices.filter { index in
        indices.contains { other in
          guard other != index, let mine = paths[index], let theirs = paths[other] else { return false }
          let smaller = min(mine.count, theirs.count)
          return smaller > 0 && mine.intersection(theirs).count * 2 >= smaller
        }
      })
  }

  /// Context names that say a platform, which alternatives so named become a `platform` trait of.
  private static let platformWords: Set<String> = [
    "android", "ios", "web", "macos", "windows", "desktop", "mobile", "tablet", "watchos", "tvos", "visionos",
  ]

  /// A trait value for the context `name`: lowercase, its spaces as `-`.
  private static func valueName(_ name: String) -> String {
    let value = name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "-")
    return key(value)
  }

  /// Whether the context at `index` reads sources, and none that another context of `modifier` reads.
  private static func readsItsOwnSources(_ index: Int, of modifier: ResolverModifier) -> Bool {
    let own = Set(modifier.contexts[index].sources.map(identity))
    let others = modifier.contexts.indices.filter { $0 != index }.flatMap {
      modifier.contexts[$0].sources.map(identity)
    }
    return !own.isEmpty && own.isDisjoint(with: others)
  }

  /// What tells two sources apart: a file's path, an inline tree's place.
  private static func identity(_ source: ResolverSource) -> String {
    switch source {
    case .file(let path, _): return path
    case .inline(let node): return "\(node.range.file):\(node.range.start.line):\(node.range.start.column)"
    }
  }

  static func isHighContrast(_ name: String) -> Bool {
    let words = name.lowercased().split { !$0.isLetter }
    return words.contains("hc") || name.lowercased().contains("high-contrast") || words.contains("contrast")
  }

  /// The `modifiers:` lines that keep `modifiers`, each a trait of its own, within the appearance limit beside
  /// the `appearances` the mapped modifiers make: the modifiers in resolution order while their contexts' product
  /// fits, every other one held at its default context (`shared`, its other contexts `ignore`), as a Figma export
  /// of 18 collections of two modes each needs; nil when none need be.
  static func pinning(_ modifiers: [ResolverModifier], appearances: Int = 1) -> String? {
    var (count, pinned) = (max(appearances, 1), [String]())
    for modifier in modifiers {
      let contexts = ResolverPlan.orderedContexts(modifier)
      let (product, overflow) = count.multipliedReportingOverflow(by: max(contexts.count, 1))
      if !overflow, product <= TraitSet.appearanceLimit {
        count = product
        continue
      }
      let entries = contexts.enumerated().map { "\(key($1)): \($0 == 0 ? "shared" : "ignore")" }
      pinned.append("  \(key(modifier.name)): { \(entries.joined(separator: ", ")) }")
    }
    return pinned.isEmpty ? nil : (["modifiers:"] + pinned).joined(separator: "\n")
  }

  /// A YAML key: as is when it is one word, else quoted.
  private static func key(_ name: String) -> String {
    ModifierMapping.isWord(name) ? name : "'" + name.replacing("'", with: "''") + "'"
  }
}
