/// The context every template sees, documented in `docs/templates.md`: the header, the traits and
/// appearances, and every token with its names and formatted values. Computed in Swift so templates only
/// lay it out; a template never sees the graph itself.
public enum TemplateContext {
  /// The shared context for `graph`, with each token named by `names` (by token position).
  public static func make(_ graph: ResolvedTokenGraph, tokens include: (ResolvedToken) -> Bool = { _ in true })
    -> JSONValue
  {
    let selected = graph.tokens.filter(include)
    return .object([
      ("header", .array(GeneratedHeader.lines(for: graph).map(JSONValue.string))),
      ("sourceFiles", .array(graph.sourceFiles.sorted().map(JSONValue.string))),
      ("traits", .array(graph.traits.traits.map(trait))),
      ("appearances", .array(graph.appearances.map(appearance))),
      ("tokens", .array(selected.enumerated().map { token($1, isLast: $0 == selected.count - 1, graph: graph) })),
    ])
  }

  static func trait(_ trait: Trait) -> JSONValue {
    .object([
      ("name", .string(trait.name)),
      (
        "values",
        .array(trait.values.enumerated().map { .object([("name", .string($1)), ("isDefault", .bool($0 == 0))]) })
      ),
    ])
  }

  static func appearance(_ appearance: Appearance) -> JSONValue {
    .object([
      ("name", .string(appearance.name)),
      ("id", .string(appearance.name.replacingSpaces(with: "-"))),
      ("isDefault", .bool(appearance.isDefault)),
    ])
  }

  static func token(_ token: ResolvedToken, isLast: Bool, graph: ResolvedTokenGraph) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("path", .string(token.path.string)),
      ("names", .object(NameStyle.allCases.map { ($0.rawValue, .string($0.name(for: token.path))) })),
      ("type", .string(token.type.rawValue)),
      ("is\(token.type.rawValue.prefix(1).uppercased() + token.type.rawValue.dropFirst())", .bool(true)),
      ("isConstant", .bool(token.isConstant)),
      ("isLast", .bool(isLast)),
      ("value", formatted(token.values[0])),
      (
        "values",
        .array(
          graph.appearances.map { appearance in
            var value = formatted(token.values[appearance.index])
            if case .object(var pairs) = value {
              pairs.insert(("appearance", Self.appearance(appearance)), at: 0)
              value = .object(pairs)
            }
            return value
          })
      ),
    ]
    if let description = token.description { fields.append(("description", .string(description))) }
    if let deprecation = token.deprecation {
      if case .deprecatedBecause(let reason) = deprecation {
        fields.append(("deprecated", .object([("reason", .string(reason))])))
      } else {
        fields.append(("deprecated", .object([])))
      }
    }
    return .object(fields)
  }

  /// One value in the forms templates commonly need: `text`, `css`, and for colors `hex` and `hexRGB`.
  static func formatted(_ value: TokenValue) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("text", .string(value.displayText)), ("css", .string(CSSValue.format(value))),
    ]
    if case .color(let color) = value {
      fields += [
        ("hex", .string(color.hexRGBA)), ("hexRGB", .string(color.hexRGB)),
        ("isOpaque", .bool(color.alpha >= 1)), ("colorSpace", .string(color.space.rawValue)),
      ]
    }
    return .object(fields)
  }
}

extension String {
  /// The string with each run of whitespace replaced by `separator`.
  func replacingSpaces(with separator: String) -> String {
    split(whereSeparator: \.isWhitespace).joined(separator: separator)
  }
}
