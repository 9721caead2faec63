/// The `$extensions["org.swatch.appearances"]` mapping Swatch's DTCG writer puts on its `appearance`
/// modifier: each context name mapped to the trait values of the appearance it holds, such as
/// `{"appearance": "dark", "contrast": "high-contrast", "level": "elevated"}`.
///
/// Reading it back gives the original trait set, and each context the mode key naming every trait value
/// of its appearance, so exactly one context applies in each appearance, as it did when written.
struct SwatchAppearanceMap {
  /// The traits, in the order the first entry names them, each with its values in first-seen order.
  var traits: TraitSet
  /// Each context's mode key: its trait values in trait order, separated by spaces.
  var modeKeys: [String: String]

  /// The mapping `node` holds, or why it cannot be used.
  static func read(_ node: YAMLNode, modifier: ResolverModifier) -> (SwatchAppearanceMap?, problem: String?) {
    guard let pairs = node.pairs, let first = pairs.first?.value.pairs, !first.isEmpty else {
      return (nil, "it is not a mapping of context names to trait values")
    }
    let names = first.compactMap(\.key.text)
    var values = [[String]](repeating: [], count: names.count)
    var chosen: [String: [String]] = [:]
    for pair in pairs {
      guard let context = pair.key.text, let entry = pair.value.pairs,
        entry.compactMap(\.key.text) == names, case let words = entry.compactMap(\.value.text),
        words.count == names.count, words.allSatisfy(isWord)
      else {
        return (
          nil, "the entry \(DiagnosticMessage.quoted(pair.key.text ?? "")) does not name one value of every trait"
        )
      }
      for (index, word) in words.enumerated() where !values[index].contains(word) { values[index].append(word) }
      chosen[context] = words
    }
    return check(names: names, values: values, chosen: chosen, modifier: modifier)
  }

  private static func check(
    names: [String], values: [[String]], chosen: [String: [String]], modifier: ResolverModifier
  ) -> (SwatchAppearanceMap?, problem: String?) {
    let allValues = values.flatMap { $0 }
    guard Set(allValues).count == allValues.count else { return (nil, "a trait value is used by two traits") }
    guard Set(modifier.contexts.map(\.name)) == Set(chosen.keys) else {
      return (nil, "its context names differ from the modifier's")
    }
    let list = zip(names, values).map { Trait(name: $0, values: $1) }
    if let problem = TraitSet.limitProblem(list) { return (nil, problem) }
    let traits = TraitSet(list)
    let keys = chosen.mapValues { $0.joined(separator: " ") }
    guard traits.appearances.count == chosen.count, Set(keys.values).count == keys.count else {
      return (nil, "its contexts are not every combination of the trait values exactly once")
    }
    return (SwatchAppearanceMap(traits: traits, modeKeys: keys), nil)
  }

  private static func isWord(_ text: String) -> Bool {
    !text.isEmpty && !text.contains(where: \.isWhitespace)
  }
}
