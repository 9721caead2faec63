extension LintReport {
  /// `{"findings": [...]}` for `swatch lint --format json`: each with `rule`, `severity`, `token`, `file`,
  /// `line`, `column`, `message`, and for contrast `foreground`, `background`, `appearance`, `ratio` (WCAG,
  /// truncated to 2 decimals) or `lc` (APCA, absolute), and `minimum`. Configuration errors come first with
  /// the rule `config`.
  public var jsonValue: JSONValue {
    let errorItems = errors.map { error in
      Self.item(rule: "config", severity: error.severity, token: "", range: error.range, message: error.message)
    }
    return .object([("findings", .array(errorItems + findings.map(Self.findingJSON)))])
  }

  private static func findingJSON(_ finding: LintFinding) -> JSONValue {
    var item = item(
      rule: finding.rule, severity: finding.severity, token: finding.token, range: finding.range,
      message: finding.message.text)
    guard case .object(var fields) = item, let contrast = finding.contrast else { return item }
    fields += [
      ("foreground", .string(contrast.foreground)), ("background", .string(contrast.background)),
      ("appearance", .string(contrast.appearance)),
      (contrast.algorithm == .wcag ? "ratio" : "lc", .number(contrast.truncatedValue)),
      ("minimum", .number(contrast.minimum)),
    ]
    item = .object(fields)
    return item
  }

  private static func item(rule: String, severity: Severity, token: String, range: SourceRange?, message: String)
    -> JSONValue
  {
    var fields: [(String, JSONValue)] = [
      ("rule", .string(rule)), ("severity", .string(severity.rawValue)), ("token", .string(token)),
    ]
    if let range {
      fields += [
        ("file", .string(range.file)), ("line", .number(Double(range.start.line))),
        ("column", .number(Double(range.start.column))),
      ]
    }
    fields.append(("message", .string(message)))
    return .object(fields)
  }
}
