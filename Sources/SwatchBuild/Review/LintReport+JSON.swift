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

  /// The document for tokens that did not load: `{"findings": [...]}` holding each diagnostic the load
  /// reported, with the rule `load` and its `id`, so a tool reading the findings sees the errors rather than
  /// nothing.
  public static func json(unloaded diagnostics: [Diagnostic]) -> JSONValue {
    let items = diagnostics.map { diagnostic -> JSONValue in
      guard
        case .object(var fields) = item(
          rule: "load", severity: diagnostic.severity, token: "", range: diagnostic.range,
          message: diagnostic.message)
      else { return .null }
      fields.insert(("id", .string(diagnostic.id)), at: 2)
      return .object(fields)
    }
    return .object([("findings", .array(items))])
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
