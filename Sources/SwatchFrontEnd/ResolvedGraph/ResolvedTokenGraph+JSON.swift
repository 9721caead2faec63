extension ResolvedTokenGraph {
  /// The whole graph as JSON, the shape `swatch resolve --format json` prints:
  /// `{"traits": […], "appearances": […], "tokens": [{"path", "type", "file", "line", "column",
  /// "values": {appearance: value}}]}`, where `file`, `line` and `column` are where the token is defined.
  /// A token absent in some appearances has no entry for them in `values` and lists them in `absent`.
  ///
  /// Tokens are sorted by path and appearances are in trait order, so the text is stable.
  public var jsonValue: JSONValue { jsonValue() }

  /// `jsonValue` of `selected` tokens alone (every token when nil), in `columns` alone (every appearance when
  /// nil): what `swatch resolve PATH… --appearance A --format json` prints.
  public func jsonValue(tokens selected: [ResolvedToken]? = nil, appearances columns: [Appearance]? = nil) -> JSONValue
  {
    let columns = columns ?? appearances
    return .object([
      (
        "traits",
        .array(
          traits.traits.map {
            .object([("name", .string($0.name)), ("values", .array($0.values.map(JSONValue.string)))])
          })
      ),
      ("appearances", .array(columns.map { .string($0.name) })),
      ("tokens", .array((selected ?? tokens).map { tokenJSON($0, columns) })),
    ])
  }

  private func tokenJSON(_ token: ResolvedToken, _ appearances: [Appearance]) -> JSONValue {
    var fields: [(String, JSONValue)] = [("path", .string(token.path.string)), ("type", .string(token.type.rawValue))]
    let at = token.definedAt
    fields += [
      ("file", .string(at.file)), ("line", .number(Double(at.start.line))),
      ("column", .number(Double(at.start.column))),
    ]
    if let description = token.description { fields.append(("description", .string(description))) }
    switch token.deprecation {
    case .deprecated: fields.append(("deprecated", .bool(true)))
    case .deprecatedBecause(let reason): fields.append(("deprecated", .string(reason)))
    case nil: break
    }
    let present = appearances.filter { token.isPresent(in: $0.index) }
    fields.append(("values", .object(present.map { ($0.name, token.values[$0.index].jsonValue) })))
    if present.count < appearances.count {
      let absent = appearances.filter { !token.isPresent(in: $0.index) }
      fields.append(("absent", .array(absent.map { .string($0.name) })))
    }
    return .object(fields)
  }
}
