/// The findings of the contrast rules: one per measurement below its minimum, at the foreground token's
/// definition, carrying what was measured.
extension LintContext {
  /// A finding for each failing measurement of `measurements`, with the message `message` makes from the
  /// measurement and the note `note` gives its pair.
  func contrastFindings(
    _ measurements: [(ContrastMeasurement, ContrastPair)], rule: String,
    message: (ContrastMeasurement) -> DiagnosticMessage, note: (ContrastPair) -> Diagnostic.Note
  ) -> [LintFinding] {
    measurements.filter { !$0.0.passes }.map { measurement, pair in
      var finding = LintFinding(
        rule: rule, token: measurement.foreground, message: message(measurement),
        range: graph.tokens[pair.foreground].definedAt)
      finding.contrast = measurement
      finding.notes.append(note(pair))
      return finding
    }
  }
}
