extension ResolvedTokenGraph {
  /// The whole graph as JSON, the shape `swatch resolve --format json` prints:
  /// `{"traits": […], "appearances": […], "tokens": [{"path", "type", "values": {appearance: value}}]}`.
  /// A token absent in some appearances has no entry for them in `values` and lists them in `absent`.
  ///
  /// Tokens are sorted by path and appearances are in trait order, so the text is stable.
  public var jsonValue: JSONValue {
    .object([
      (
        "traits",
        .array(
          traits.traits.map {
            .object([("name", .string($0.name)), ("values", .array($0.values.map(JSONValue.string)))])
          })
      ),
      ("appearances", .array(appearances.map { .string($0.name) })),
      ("tokens", .array(tokens.map(tokenJSON))),
    ])
  }

  private func tokenJSON(_ token: ResolvedToken) -> JSONValue {
    var fields: [(String, JSONValue)] = [("path", .string(token.path.string)), ("type", .string(token.type.rawValue))]
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
