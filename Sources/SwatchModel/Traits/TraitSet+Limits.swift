extension TraitSet {
  /// The most appearances (combinations of trait values) a project may have: 12 two-valued traits, far more
  /// than any design needs, while every token still resolves in well under a second.
  public static let appearanceLimit = 4_096

  /// The most traits a project may declare, so a mode key's weight, the sum of 2^(T−1−i), fits in an `Int`.
  public static let traitLimit = 32

  /// Why `traits` cannot be a trait set: too many traits, or more appearances than `appearanceLimit`; nil if
  /// they can. Counts without taking the product, so it is safe on any input.
  public static func limitProblem(_ traits: [Trait]) -> String? {
    if traits.count > traitLimit {
      return "\(traits.count) traits; at most \(traitLimit) are allowed"
    }
    var count = 1
    for trait in traits {
      count = count.multipliedReportingOverflow(by: max(trait.values.count, 1)).partialValue
      if count > appearanceLimit {
        let sizes = traits.map { String($0.values.count) }.joined(separator: " × ")
        return "\(sizes) trait values make more than \(appearanceLimit) appearances, the limit"
      }
    }
    return nil
  }
}
