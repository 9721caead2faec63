/// One entry of the diagnostic catalogue: a stable id, a severity and the rendered text.
///
/// Every message Swatch can emit is a static function in `DiagnosticMessage+Catalogue.swift`, so the
/// wording lives in one file and tests can refer to ids without repeating prose.
public struct DiagnosticMessage: Hashable, Sendable {
  /// The stable identifier, `area.problem`.
  public var id: String
  /// How serious the problem is.
  public var severity: Severity
  /// The message text, lowercase with no trailing period.
  public var text: String

  /// Creates a catalogue entry.
  public init(id: String, severity: Severity = .error, _ text: String) {
    self.id = id
    self.severity = severity
    self.text = text
  }
}
