/// Turns a resolver's modifiers into traits, following the `modifiers:` section of `swatch.yaml`.
///
/// Reads: the modifiers in resolution order and the configured mappings. Produces: the trait set, each
/// modifier's context → mode key table (a context left out is `ignore`d), and one line per modifier saying
/// which traits it became. Reports, at their place in `swatch.yaml`: a mapping naming an unknown modifier
/// or context (with a did-you-mean note), a context left unmapped, a trait value used by two traits, and
/// a mapped trait named like a modifier kept as a trait; and, at the modifier, a note for each modifier read
/// as `appearance` by default.
///
/// An unmapped modifier is a trait named after it whose values are its contexts; every modifier with exactly a
/// `light` and a `dark` context (any case), however many there are and whatever else is mapped, maps to
/// `appearance` unless it is kept; with none such and nothing mapped to `appearance`, the first modifier of a
/// light and a dark context of each of several kinds maps to `appearance` and a trait of the kinds
/// (`Builder.lightDarkGrid`). Traits
/// come in reverse resolution order, as later modifiers weigh more in DTCG. A mapped trait named like one
/// of Swatch's standard traits (`appearance`, `contrast`, `level`) has that trait's values, the default
/// first, then any other values named; another mapped trait has its values in the order first named.
struct ModifierTraits {
  /// The traits the modifiers become.
  var traits: TraitSet
  /// For each modifier, each kept context's mode key.
  var keys: [String: [String: String]]
  /// For each modifier, what it became, such as `theme -> appearance (light: light, dark: dark)`.
  var summary: [String]
  /// Problems found in the mapping.
  var diagnostics: [Diagnostic] = []

  /// The traits for `modifiers` under `mappings`.
  static func make(_ modifiers: [ResolverModifier], mappings: [ModifierMapping]) -> ModifierTraits {
    var builder = Builder(modifiers: modifiers)
    let rules = builder.rules(mappings)
    return builder.build(rules)
  }
}

extension ModifierTraits {
  /// Whether `modifier` is a light and a dark context, which becomes `appearance` unless mapped otherwise.
  static func isLightDark(_ modifier: ResolverModifier) -> Bool { Builder.lightDark(modifier) != nil }

  /// `dark` for a context named with `dark`, `light` for one named with `light` (not both), else nil.
  static func appearanceWord(_ name: String) -> String? {
    let lowered = name.lowercased()
    switch (lowered.contains("light"), lowered.contains("dark")) {
    case (true, false): return "light"
    case (false, true): return "dark"
    default: return nil
    }
  }

  /// For context names that are a light and a dark one of each of several kinds (`Builder.lightDarkGrid`): the
  /// kinds' trait, each name's kind and each name's appearance; nil for any other names.
  static func gridKinds(_ names: [String], modifier: String) -> (trait: String, kinds: [String], words: [String])? {
    let words = names.map(appearanceWord)
    guard names.count >= 4, !words.contains(nil), !names.contains(where: ProposedMapping.isHighContrast),
      let (trait, values) = ProposedMapping.variants(names, words: words, modifier: modifier),
      Set(values.values).count * 2 == names.count,
      Set(names.indices.map { [values[$0] ?? "", words[$0] ?? ""] }).count == names.count
    else { return nil }
    return (trait, names.indices.map { values[$0] ?? "" }, words.map { $0 ?? "" })
  }

  /// The names a light mode keeps when only its dark sibling was renamed: Figma's first mode (`Mode 1`), a
  /// default's (`Default`, `Base`, `Baseline`, `Standard`, `Normal`, `Regular`), or a light word other than `light`
  /// (`Day`, `White`).
  static let defaultNames: Set<String> = [
    "default", "mode 1", "mode1", "base", "baseline", "standard", "normal", "regular", "day", "white",
  ]

  /// Whether `name` is one of `defaultNames`, ignoring case and surrounding spaces.
  static func isDefaultName(_ name: String) -> Bool {
    defaultNames.contains(name.lowercased().trimmingCharacters(in: .whitespaces))
  }
}

extension ModifierTraits {
  /// One modifier's resolved rule: its own trait, or each context's `(trait, value)` list (nil: ignored).
  fileprivate enum Resolved {
    case own
    case mapped([String: [(trait: String, value: Located<String>)]?])
  }

  fileprivate struct Builder {
    let modifiers: [ResolverModifier]
    var diagnostics: [Diagnostic] = []

    init(modifiers: [ResolverModifier]) { self.modifiers = modifiers }

    /// Each modifier's rule, in `modifiers` order, checking the mappings against the resolver.
    mutating func rules(_ mappings: [ModifierMapping]) -> [Resolved] {
      var byName: [String: ModifierMapping] = [:]
      let names = modifiers.map(\.name)
      for mapping in mappings {
        guard names.contains(mapping.modifier.value) else {
          diagnostics.append(unknown(.configModifierUnknown(mapping.modifier.value), mapping.modifier, in: names))
          continue
        }
        byName[mapping.modifier.value] = mapping
      }
      var appearanceTaken = mappings.contains { mapping in
        guard case .contexts(let list) = mapping.rule else { return false }
        return list.contains { $0.values?.contains { $0.trait == "appearance" } ?? false }
      }
      // A modifier of one light and one dark context is `appearance` first: a grid beside it stays a trait.
      let plainLightDark = modifiers.contains { byName[$0.name] == nil && Self.lightDark($0) != nil }
      let mappedTraits = Set(mappings.flatMap(ModifierMapping.traitNames))
      return modifiers.map { modifier in
        if let mapping = byName[modifier.name] { return rule(mapping, modifier) }
        let others = modifiers.filter { $0.name != modifier.name }
        let grid =
          appearanceTaken || plainLightDark
          ? nil
          : Self.lightDarkGrid(modifier).flatMap { grid in
            Self.standsApart(grid, from: others, mappedTraits: mappedTraits) ? grid : nil
          }
        if !appearanceTaken, grid == nil, let yaml = ProposedMapping.yaml(for: modifier) {
          diagnostics.append(
            Diagnostic(.formatModifierMapping(modifier.name), at: modifier.range, notes: [.init(yaml)]))
        }
        // Every modifier of a light and a dark context follows the app's appearance (Gestalt keeps its hover
        // colors in a second Light/Dark theme group): a trait of its own would not switch with dark mode.
        guard let light = Self.lightDark(modifier) ?? grid else { return .own }
        appearanceTaken = true
        diagnostics.append(
          Diagnostic(
            .resolverModifierAppearance(modifier.name, alongside: grid?.values.first??.last?.trait),
            at: modifier.range,
            notes: [
              .init("to keep it a trait of its own, write 'modifiers: { \(modifier.name): keep }' in swatch.yaml")
            ]))
        return .mapped(light)
      }
    }

    /// The default mapping of a modifier with two contexts, one named with `light` and the other with `dark`
    /// (`Light`, `dark`, `Light mode`, `dark-theme`), or one named with `dark` beside one Figma or a team leaves
    /// with a default's name (`Default`, `Mode 1`, `Base`, `Standard`; `Day`, `White`): the light appearance.
    static func lightDark(_ modifier: ResolverModifier) -> [String: [(trait: String, value: Located<String>)]?]? {
      let names = modifier.contexts.map(\.name)
      guard names.count == 2 else { return nil }
      var values = names.map(ModifierTraits.appearanceWord)
      if values.contains("dark"), let other = values.firstIndex(of: nil), ModifierTraits.isDefaultName(names[other]) {
        values[other] = "light"
      }
      let words = values.compactMap { $0 }
      guard words.count == 2, Set(words) == ["light", "dark"] else { return nil }
      return Dictionary(
        uniqueKeysWithValues: zip(names, words).map { ($0, [("appearance", Located($1, at: modifier.range))]) })
    }

    /// The default mapping of a modifier whose contexts are a light and a dark one of each of several kinds
    /// (`brand-a-light`, `brand-a-dark`, `brand-b-light`, `brand-b-dark`; a Tokens Studio export's sets `Mode A -
    /// Light`…): `appearance`, and the trait `ProposedMapping.variants` names (after the modifier) whose values
    /// are the kinds (`brand-a`, `brand-b`). Nil unless every context names light or dark and no high contrast,
    /// and each kind has one light and one dark context. Only the first modifier this fits, with no mapping of
    /// its own and none mapped to `appearance` before it, becomes `appearance`.
    static func lightDarkGrid(_ modifier: ResolverModifier) -> [String: [(trait: String, value: Located<String>)]?]? {
      let names = modifier.contexts.map(\.name)
      guard let (trait, kinds, words) = ModifierTraits.gridKinds(names, modifier: modifier.name) else { return nil }
      let at = modifier.range
      return Dictionary(
        uniqueKeysWithValues: names.indices.map { index in
          (names[index], [("appearance", Located(words[index], at: at)), (trait, Located(kinds[index], at: at))])
        })
    }

    /// Whether `grid`'s trait and values are no other modifier's or mapped trait's: a trait named like another
    /// modifier, or a value one of its contexts is named, would clash with it (`config.trait-conflict`, or
    /// that modifier's values renamed).
    static func standsApart(
      _ grid: [String: [(trait: String, value: Located<String>)]?], from others: [ResolverModifier],
      mappedTraits: Set<String>
    ) -> Bool {
      guard let trait = grid.values.first??.last?.trait else { return false }
      let names = Set(others.map(\.name) + others.map { ResolverPlan.word($0.name) }).union(mappedTraits)
      let words = Set(others.flatMap { $0.contexts.map { ResolverPlan.word($0.name) } })
      let values = grid.values.compactMap { $0?.last?.value.value }
      return !names.contains(trait) && !values.contains(where: words.contains)
    }

    mutating func rule(_ mapping: ModifierMapping, _ modifier: ResolverModifier) -> Resolved {
      guard case .contexts(let list) = mapping.rule else { return .own }
      let contexts = modifier.contexts.map(\.name)
      var table: [String: [(trait: String, value: Located<String>)]?] = [:]
      for entry in list {
        guard contexts.contains(entry.context.value) else {
          let message = DiagnosticMessage.configContextUnknown(entry.context.value, modifier: modifier.name)
          diagnostics.append(unknown(message, entry.context, in: contexts))
          continue
        }
        table[entry.context.value] = .some(entry.values)
      }
      for context in contexts where table[context] == nil && !list.contains(where: { $0.context.value == context }) {
        diagnostics.append(
          Diagnostic(.configContextUnmapped(context, modifier: modifier.name), at: mapping.modifier.range))
      }
      return .mapped(table)
    }

    func unknown(_ message: DiagnosticMessage, _ name: Located<String>, in known: [String]) -> Diagnostic {
      let notes = Suggestion.closest(to: name.value, in: known).map { [Diagnostic.Note("did you mean '\($0)'?")] }
      return Diagnostic(message, at: name.range, notes: notes ?? [])
    }
  }
}

extension ModifierTraits.Builder {
  typealias Values = [(trait: String, value: Located<String>)]

  /// The traits, keys and summary for `rules`, one per modifier.
  mutating func build(_ rules: [ModifierTraits.Resolved]) -> ModifierTraits {
    let mappedValues = collectMappedValues(rules)
    let owned = Set(mappedValues.flatMap(\.values))
    let words = modifiers.map { ResolverPlan.orderedContexts($0).map { ($0, ResolverPlan.word($0)) } }
    var uses: [String: Int] = [:]
    for (list, rule) in zip(words, rules) {
      guard case .own = rule else { continue }
      for word in Set(list.map(\.1)) { uses[word, default: 0] += owned.contains(word) ? 2 : 1 }
    }
    var traits: [Trait] = []
    var keys: [String: [String: String]] = [:]
    var summary: [String] = []
    for (index, modifier) in modifiers.enumerated().reversed() {
      switch rules[index] {
      case .own:
        let values = words[index].map { uses[$0.1]! > 1 ? "\(ResolverPlan.word(modifier.name))-\($0.1)" : $0.1 }
        if mappedValues.contains(where: { $0.name == modifier.name }) {
          diagnostics.append(Diagnostic(.configTraitConflict(modifier.name), at: modifier.range))
        }
        traits.append(Trait(name: modifier.name, values: values))
        let table = Dictionary(zip(words[index].map(\.0), values), uniquingKeysWith: { first, _ in first })
        keys[modifier.name] = table
        summary.append("\(modifier.name) -> trait '\(modifier.name)' (\(describe(modifier, table)))")
      case .mapped(let table):
        let names = traitNames(table, all: mappedValues.map(\.name))
        for name in names where !traits.contains(where: { $0.name == name }) {
          traits.append(Trait(name: name, values: mappedValues.first { $0.name == name }!.values))
        }
        var modeKeys: [String: String] = [:]
        // A shared context's key is empty: its tokens are the sets' own (`ResolverPlan`).
        for (context, values) in table {
          guard let values else { continue }
          modeKeys[context] = names.compactMap { name in values.first { $0.trait == name }?.value.value }
            .joined(separator: " ")
        }
        keys[modifier.name] = modeKeys
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        summary.append("\(modifier.name) -> \(list) (\(describe(modifier, modeKeys)))")
      }
    }
    if let problem = TraitSet.limitProblem(traits), let last = modifiers.last {
      // Checked before the product is taken. No traits and no contexts: the sets alone still resolve, so
      // their own problems are reported too.
      // Said with the way forward: the `modifiers:` lines holding the modifiers past the limit at their defaults.
      // Only modifiers left traits of their own are proposed; the traits the mapped ones make count as they are.
      let own = zip(modifiers, rules).compactMap { modifier, rule in
        if case .own = rule { modifier } else { nil }
      }
      let mapped = mappedValues.reduce(1) { $0.multipliedReportingOverflow(by: max($1.values.count, 1)).partialValue }
      let notes = ProposedMapping.pinning(own, appearances: mapped).map {
        [Diagnostic.Note("to build, hold some modifiers at their default context in swatch.yaml:\n" + $0)]
      }
      diagnostics.append(Diagnostic(.traitsLimit(problem), at: last.range, notes: notes ?? []))
      return ModifierTraits(traits: TraitSet([]), keys: [:], summary: summary.reversed(), diagnostics: diagnostics)
    }
    return ModifierTraits(
      traits: TraitSet(traits), keys: keys, summary: summary.reversed(), diagnostics: diagnostics)
  }

  /// Each context in order with the mode key it became, `shared` or `ignored`.
  private func describe(_ modifier: ResolverModifier, _ keys: [String: String]) -> String {
    ResolverPlan.orderedContexts(modifier).map { context in
      let key = keys[context]
      return "\(context): \(key.map { $0.isEmpty ? "shared" : $0 } ?? "ignored")"
    }.joined(separator: ", ")
  }

  /// The mapped traits `table` names, in trait order: standard traits first, then the others as first named.
  private func traitNames(_ table: [String: Values?], all: [String]) -> [String] {
    let named = Set(table.values.flatMap { $0 ?? [] }.map(\.trait))
    return all.filter { named.contains($0) }
  }

  /// Every mapped trait with its values, standard traits first with their standard values; reports a value
  /// two traits use.
  private mutating func collectMappedValues(_ rules: [ModifierTraits.Resolved]) -> [(name: String, values: [String])] {
    var order: [String] = []
    var values: [String: [String]] = [:]
    var named: Values = []
    for (modifier, rule) in zip(modifiers, rules) {
      guard case .mapped(let table) = rule else { continue }
      for context in ResolverPlan.orderedContexts(modifier) {
        for (trait, value) in (table[context] ?? nil) ?? [] {
          named.append((trait, value))
          if values[trait] == nil { order.append(trait) }
          if !(values[trait]?.contains(value.value) ?? false) { values[trait, default: []].append(value.value) }
        }
      }
    }
    let standard = TraitSet.standard.traits.filter { values[$0.name] != nil }
    let result =
      standard.map { trait in (trait.name, trait.values + values[trait.name]!.filter { !trait.values.contains($0) }) }
      + order.filter { name in !standard.contains { $0.name == name } }.map { ($0, values[$0]!) }
    var owner: [String: String] = [:]
    for (name, list) in result { for value in list where owner[value] == nil { owner[value] = name } }
    for (trait, value) in named where owner[value.value] != trait {
      diagnostics.append(
        Diagnostic(
          .configTraitDuplicateValue(value.value), at: value.range,
          notes: [.init("it is also a value of trait '\(owner[value.value] ?? "")'")]))
    }
    return result
  }
}
