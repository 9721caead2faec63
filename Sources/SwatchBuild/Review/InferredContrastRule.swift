/// `contrast-inferred`: when no pair is configured or declared, the pairs `ContrastInference` guesses from
/// token names reach their minimum in every appearance. A warning by default; `off` stops the inference.
struct InferredContrastRule: LintRule {
  let id = "contrast-inferred"
  let defaultSeverity = LintSeverity.warning
  let summary = "a foreground on a background, paired by their names, below the usual contrast"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let pairs = ContrastPairs(context)
    guard context.config.contrast.isEmpty, pairs.declaredPairs().pairs.isEmpty else { return ([], []) }
    let measurements = pairs.measure(ContrastInference.pairs(in: context.graph)).measurements
    let findings = measurements.filter { !$0.0.passes }.map { measurement, pair in
      let message = DiagnosticMessage.lintContrastInferred(
        measurement.foreground, on: measurement.background, appearance: measurement.appearance,
        measured: measurement.valueText, minimum: measurement.minimumText)
      var finding = LintFinding(
        rule: id, token: measurement.foreground, message: message,
        range: context.graph.tokens[pair.foreground].definedAt)
      finding.contrast = measurement
      finding.notes.append(
        .init(
          "this pair is inferred from the token names; configure pairs under 'lint: contrast:' in swatch.yaml, "
            + "or set 'contrast-inferred: off' under 'lint: rules:'"))
      return finding
    }
    return (findings, [])
  }
}
