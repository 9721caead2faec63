/// What a resolver document means to Swatch: the traits its modifiers become and the token documents to
/// merge, in resolution order, each with its role.
///
/// Each modifier becomes a trait named after it whose values are its context names, the `default`
/// context (else the first) first. DTCG lets a later modifier override an earlier one, and Swatch's
/// earlier traits weigh more, so the traits are the modifiers in reverse resolution order. A context name
/// is made one word by joining its words with `-`; a name two modifiers share is qualified with the
/// modifier's name (`size-default`), as trait values must be unique. A lone modifier carrying
/// `$extensions["org.swatch.appearances"]` (Swatch's own DTCG output) maps back to the traits it records.
public struct ResolverPlan: Sendable {
  /// The traits the modifiers become.
  public var traits: TraitSet
  /// The token sources to merge, in resolution order.
  public var documents: [(source: ResolverSource, role: DocumentRole)]
  /// One line per modifier saying which traits it became, in resolution order.
  public var modifierSummary: [String] = []

  /// The plan for `document`, and the problems found.
  public static func make(_ document: ResolverDocument, mappings: [ModifierMapping] = []) -> (
    ResolverPlan, [Diagnostic]
  ) {
    var modifiers: [ResolverModifier] = []
    for case .modifier(let modifier) in document.steps where !modifiers.contains(where: { $0.name == modifier.name }) {
      modifiers.append(modifier)
    }
    var diagnostics: [Diagnostic] = []
    let (traits, keys, summary) = traitsAndKeys(modifiers, mappings: mappings, diagnostics: &diagnostics)
    var documents: [(source: ResolverSource, role: DocumentRole)] = []
    var placed = Set<String>()
    for step in document.steps {
      switch step {
      case .set(let set):
        documents += set.sources.map { ($0, set.definesOnce ? .definitions : .set) }
      case .modifier(let modifier):
        guard placed.insert(modifier.name).inserted, let keys = keys[modifier.name] else { continue }
        documents += contextDocuments(modifier, keys: keys)
      }
    }
    return (ResolverPlan(traits: traits, documents: documents, modifierSummary: summary), diagnostics)
  }

  private static func contextDocuments(_ modifier: ResolverModifier, keys: [String: String])
    -> [(source: ResolverSource, role: DocumentRole)]
  {
    // An ignored context has no key: its tokens are left out. A shared one's key is empty: its sources are
    // read as sets, in every appearance.
    let ordered = orderedContexts(modifier).filter { keys[$0]?.isEmpty == false }
    let layout = ModifierLayout(name: modifier.name, modeKeys: ordered.map { keys[$0]! }, range: modifier.range)
    return modifier.contexts.flatMap { context -> [(source: ResolverSource, role: DocumentRole)] in
      guard let key = keys[context.name] else { return [] }
      guard !key.isEmpty else { return context.sources.map { ($0, DocumentRole.set) } }
      return context.sources.map { ($0, DocumentRole.context(ContextOverride(modeKey: key, modifier: layout))) }
    }
  }

  /// The context names with the default first.
  static func orderedContexts(_ modifier: ResolverModifier) -> [String] {
    let names = modifier.contexts.map(\.name)
    guard let first = modifier.defaultContext ?? names.first else { return [] }
    return [first] + names.filter { $0 != first }
  }

  /// The trait set, for each modifier the mode key of each of its contexts, and what each modifier became.
  private static func traitsAndKeys(
    _ modifiers: [ResolverModifier], mappings: [ModifierMapping], diagnostics: inout [Diagnostic]
  ) -> (TraitSet, [String: [String: String]], [String]) {
    if modifiers.count == 1, mappings.isEmpty, let node = modifiers[0].swatchAppearances {
      let (mapping, problem) = SwatchAppearanceMap.read(node, modifier: modifiers[0])
      if let mapping {
        let names = mapping.traits.traits.map { "'\($0.name)'" }.joined(separator: ", ")
        return (
          mapping.traits, [modifiers[0].name: mapping.modeKeys],
          ["\(modifiers[0].name) -> \(names) (Swatch's own output)"]
        )
      }
      diagnostics.append(Diagnostic(.resolverAppearancesIgnored(problem ?? "it is malformed"), at: node.range))
    }
    let made = ModifierTraits.make(modifiers, mappings: mappings)
    diagnostics += made.diagnostics
    return (made.traits, made.keys, made.summary)
  }

  /// A context name as one trait-value word: whitespace runs become `-`.
  static func word(_ name: String) -> String {
    let joined = name.split(whereSeparator: \.isWhitespace).joined(separator: "-")
    return joined.isEmpty ? "context" : joined
  }

  /// `names` made words (`word(_:)`), each one a name before it already made qualified with its position
  /// (`Theme-2`): a design tool's free-text names (`A B` and `A-B`, two collections both called `Theme`) would
  /// otherwise be one modifier or one trait value, and the later one's tokens lost.
  static func distinctWords(_ names: [String]) -> [String] {
    var taken = Set<String>()
    return names.enumerated().map { index, name in
      var word = word(name)
      if !taken.insert(word).inserted {
        word += "-\(index + 1)"
        while !taken.insert(word).inserted { word += "-\(index + 1)" }
      }
      return word
    }
  }
}
