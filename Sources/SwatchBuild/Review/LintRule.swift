/// One lint check over the resolved graph. Rules are listed explicitly in `LintRules.all`; ids are unique.
public protocol LintRule: Sendable {
  /// The stable id: the name in `lint: rules:` and, after `lint.`, the diagnostic id.
  var id: String { get }
  /// The severity used when `swatch.yaml` does not set one.
  var defaultSeverity: LintSeverity { get }
  /// What the rule looks for, one line, for the documentation and `swatch lint --rules`.
  var summary: String { get }

  /// The rule's findings in `context`, at their default severity, and errors in the configuration that stop
  /// the rule from running (an unmatched pattern, a missing canvas).
  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic])
}

/// What a lint rule sees: the resolved graph and the configuration. Never unresolved values.
public struct LintContext: Sendable {
  /// The resolved graph.
  public var graph: ResolvedTokenGraph
  /// The `lint:` section.
  public var config: LintConfig
  /// Where `traits:` is written in `swatch.yaml`, if it is.
  public var traitsRange: SourceRange?

  /// Creates a context.
  public init(graph: ResolvedTokenGraph, config: LintConfig, traitsRange: SourceRange?) {
    self.graph = graph
    self.config = config
    self.traitsRange = traitsRange
  }
}

/// One lint finding: which rule, about which token, where, and for contrast the measurement.
public struct LintFinding: Sendable {
  /// The rule's id.
  public var rule: String
  /// The severity after `swatch.yaml`'s overrides.
  public var severity: Severity
  /// The token the finding is about ("" for one about the configuration, such as an unused trait value).
  public var token: String
  /// The message, from the catalogue.
  public var message: DiagnosticMessage
  /// Where the token is defined.
  public var range: SourceRange?
  /// Further places: the rule in `swatch.yaml`, the alias target.
  public var notes: [Diagnostic.Note] = []
  /// For contrast findings, what was measured.
  public var contrast: ContrastMeasurement?

  /// Creates a finding at the message's default severity.
  public init(rule: String, token: String, message: DiagnosticMessage, range: SourceRange?) {
    self.rule = rule
    self.severity = message.severity
    self.token = token
    self.message = message
    self.range = range
  }

  /// The finding as a diagnostic with the id `lint.<rule>`.
  public var diagnostic: Diagnostic {
    var diagnostic = Diagnostic(message, at: range, notes: notes)
    diagnostic.severity = severity
    return diagnostic
  }
}
