extension TraitSet {
  /// The words that make a `transparency` trait's value the Reduce Transparency one
  /// (docs/accessibility-traits.md).
  public static let reducedTransparencyWords = ["reduced", "reduce", "reduced-transparency"]

  /// Whether each appearance, by index, selects Reduce Transparency: its `transparency` trait has a reduced
  /// value (not the trait's first, default one). All false when the project has no such trait.
  public var reducedTransparency: [Bool] {
    guard let trait = traits.firstIndex(where: { $0.name == "transparency" }) else {
      return appearances.map { _ in false }
    }
    let values = traits[trait].values
    return appearances.map { appearance in
      let value = appearance.values[trait]
      return value > 0 && Self.reducedTransparencyWords.contains(values[value])
    }
  }

  /// Whether some appearance selects Reduce Transparency.
  public var hasReducedTransparency: Bool { reducedTransparency.contains(true) }
}
