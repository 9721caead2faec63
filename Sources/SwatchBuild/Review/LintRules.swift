/// Every lint rule, in the order their findings are documented. No discovery at run time: a rule exists
/// when it is listed here, and a test checks the ids are unique.
public enum LintRules {
  /// The rules.
  public static let all: [any LintRule] = [
    ContrastRule(),
    InferredContrastRule(),
    TraitCompletenessRule(),
    RedundantModeRule(),
    UnusedTraitValueRule(),
    DeprecatedReferenceRule(),
    UnusedPaletteRule(),
    AliasTypeRule(),
  ]

  /// The rule with `id`, if there is one.
  public static func rule(_ id: String) -> (any LintRule)? {
    all.first { $0.id == id }
  }
}
