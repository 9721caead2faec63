/// `contrast`: every configured or declared foreground/background pair reaches its minimum in every appearance.
struct ContrastRule: LintRule {
  let id = "contrast"
  let defaultSeverity = LintSeverity.error
  let summary = "a foreground on a background below the required contrast, in any appearance"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let (measurements, errors) = ContrastPairs(context).measure()
    let findings = context.contrastFindings(
      measurements, rule: id,
      message: {
        .lintContrast(
          $0.foreground, on: $0.background, appearance: $0.appearance, measured: $0.valueText,
          minimum: $0.minimumText)
      },
      note: { pair in
        pair.requirement.map { .init("required here", at: $0) }
          ?? .init("declared in the token's '\(ContrastPairs.extensionKey)' extension")
      })
    return (findings, errors + unconfiguredNote(context, measured: !measurements.isEmpty))
  }

  /// One note, when nothing asks for a pair although there are colors to pair, saying how to ask: contrast is
  /// only measured where a pair is configured or declared.
  private func unconfiguredNote(_ context: LintContext, measured: Bool) -> [Diagnostic] {
    let colors = context.graph.tokens.filter { $0.type == .color }.count
    guard context.config.contrast.isEmpty, !measured, colors > 1 else { return [] }
    let inferring = context.config.severities["contrast-inferred"]?.value != .off
    guard !inferring || ContrastInference.pairs(in: context.graph).isEmpty else { return [] }
    return [
      Diagnostic(
        .lintContrastUnconfigured(colors: colors), at: nil,
        notes: [
          .init(
            "add pairs under 'lint: contrast:' in swatch.yaml, such as "
              + "'- { foreground: \"label.*\", background: \"background.*\", level: AA }', or declare a token's "
              + "backgrounds in its '\(ContrastPairs.extensionKey)' extension (docs/review.md)")
        ])
    ]
  }
}
