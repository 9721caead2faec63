/// Runs every lint rule over a resolved graph and applies the configured severities.
///
/// Reads: `ResolvedTokenGraph`, `LintConfig`. Produces: `LintReport`. Reports: each rule's findings, with a
/// note at the rule in `swatch.yaml`, and configuration errors (an unmatched pattern, a missing canvas).
public struct Linter: Sendable {
  /// The context rules see.
  public var context: LintContext

  /// Creates a linter.
  public init(graph: ResolvedTokenGraph, config: SwatchConfig) {
    context = LintContext(graph: graph, config: config.lint, traitsRange: config.traitsRange)
  }

  /// Every finding of every rule that is not `off`, sorted by place, and every configuration error.
  public func run() -> LintReport {
    var findings: [LintFinding] = []
    var errors: [Diagnostic] = []
    for rule in LintRules.all {
      let configured = context.config.severities[rule.id]
      guard let severity = (configured?.value ?? rule.defaultSeverity).severity else { continue }
      let result = rule.check(context)
      errors += result.errors
      findings += result.findings.filter { !isIgnored($0) }.map { finding in
        var finding = finding
        finding.severity = severity
        finding.notes.append(ruleNote(rule, configured: configured, severity: severity))
        return finding
      }
    }
    return LintReport(findings: findings.sorted { $0.diagnostic < $1.diagnostic }, errors: errors.sorted())
  }

  /// The `$extensions` key under which a token lists rule ids that do not apply to it, with a reason:
  /// `dev.swatch.lint: {ignore: [trait-incomplete], reason: "…"}`.
  public static let extensionKey = "dev.swatch.lint"

  /// Whether the finding's token lists the finding's rule under `dev.swatch.lint: ignore:`.
  private func isIgnored(_ finding: LintFinding) -> Bool {
    guard let token = context.graph.token(finding.token),
      case .array(let ids)? = token.extensions?[Self.extensionKey]?["ignore"]
    else { return false }
    return ids.contains(.string(finding.rule))
  }

  /// Where the rule's severity comes from, so the reader knows where to change it.
  private func ruleNote(_ rule: any LintRule, configured: Located<LintSeverity>?, severity: Severity)
    -> Diagnostic.Note
  {
    if let configured { return .init("rule '\(rule.id)' is set to \(severity.rawValue) here", at: configured.range) }
    let byDefault = "rule '\(rule.id)' is a\(severity == .error ? "n error" : " warning") by default"
    return .init("\(byDefault); set it under 'lint: rules:'", at: context.config.range)
  }
}

/// What `swatch lint` found.
public struct LintReport: Sendable {
  /// The findings, sorted by place.
  public var findings: [LintFinding]
  /// Configuration errors that stopped a rule, and notes about the configuration (no contrast pair).
  public var errors: [Diagnostic]

  /// Every finding and error as diagnostics, sorted by place.
  public var diagnostics: [Diagnostic] { (errors + findings.map(\.diagnostic)).sorted() }

  /// Whether an error-severity finding or a configuration error (not a note) exists: `swatch lint` then exits 1.
  public var hasErrors: Bool {
    errors.contains { $0.severity != .note } || findings.contains { $0.severity == .error }
  }
}
