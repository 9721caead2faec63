/// `contrast-inferred`: when no pair is configured or declared, the pairs `ContrastInference` guesses from
/// token names reach their minimum in every appearance. A warning by default; `off` stops the inference.
struct InferredContrastRule: LintRule {
  let id = "contrast-inferred"
  let defaultSeverity = LintSeverity.warning
  let summary = "a foreground on a background, paired by their names, below the usual contrast"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let pairs = ContrastPairs(context)
    let measurements = pairs.measure(pairs.inferredPairs()).measurements
    let findings = context.contrastFindings(
      measurements, rule: id,
      message: {
        .lintContrastInferred(
          $0.foreground, on: $0.background, appearance: $0.appearance, measured: $0.valueText,
          minimum: $0.minimumText)
      },
      note: { _ in
        .init(
          "this pair is inferred from the token names; configure pairs under 'lint: contrast:' in swatch.yaml, "
            + "or set 'contrast-inferred: off' under 'lint: rules:'")
      })
    return (findings, [])
  }
}
