/// The context every template sees, documented in `docs/templates.md`: the header, the traits and
/// appearances, and every token with its names and formatted values. Computed in Swift so templates only
/// lay it out; a template never sees the graph itself.
public enum TemplateContext {
  /// The shared context for `graph` as JSON, with the tokens `include` accepts: what the typed context
  /// (`typed(_:tokens:)`) renders as, and what golden files record.
  public static func make(_ graph: ResolvedTokenGraph, tokens include: (ResolvedToken) -> Bool = { _ in true })
    -> JSONValue
  {
    typed(graph, tokens: include).json
  }

  /// The shared context for `graph` as typed objects (`Root`), with the tokens `include` accepts.
  public static func typed(_ graph: ResolvedTokenGraph, tokens include: (ResolvedToken) -> Bool = { _ in true })
    -> MustacheValue
  {
    .object(Root(Data(graph, tokens: graph.tokens.indices.filter { include(graph.tokens[$0]) })))
  }

  /// The shape the `template` writer's templates are checked against: the root's (`Root.declaration`).
  public static var shape: MustacheShape { Root.declaration.shape }

  /// A trait: its `name`, and its `values` with `name` and `isDefault` (`trait(_:)`).
  static let traitShape = MustacheShape(
    "Trait",
    [("name", .text), ("values", .list(of: MustacheShape("TraitValue", [("name", .text), ("isDefault", .flag)])))])

  /// An appearance: `name`, `id`, `names` and `isDefault` (`appearance(_:)`).
  static let appearanceShape = MustacheShape(
    "Appearance",
    [("name", .text), ("id", .text), ("names", .object(Names.declaration.shape)), ("isDefault", .flag)])

  /// The `is<Type>` key of each type, such as `isColor`.
  static let typeFlags = Dictionary(
    uniqueKeysWithValues: TokenType.allCases.map {
      ($0, "is" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst())
    })

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
    let words = appearance.name.split(whereSeparator: \.isWhitespace).flatMap { NameStyle.words(String($0)) }
    return .object([
      ("name", .string(appearance.name)),
      ("id", .string(appearance.name.replacingSpaces(with: "-"))),
      ("names", .object(NameStyle.allCases.map { ($0.rawValue, .string($0.name(fromWords: words))) })),
      ("isDefault", .bool(appearance.isDefault)),
    ])
  }

  /// A token's `deprecated` object: empty, or with its `reason`.
  static func deprecation(_ deprecation: Deprecation) -> JSONValue {
    guard case .deprecatedBecause(let reason) = deprecation else { return .object([]) }
    return .object([("reason", .string(reason))])
  }

  /// One value in the forms templates commonly need: `text`, `css`, for colors `hex`, `hexRGB` and the
  /// forms of `ColorForms` (`argb`, components, `p3`), and for composites their members (`members(_:)`).
  static func formatted(_ value: TokenValue) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("text", .string(value.displayText)), ("css", .string(CSSValue.format(value))),
    ]
    if case .color(let color) = value {
      fields += [
        ("hex", .string(color.hexRGBA)), ("hexRGB", .string(color.hexRGB)),
        ("isOpaque", .bool(color.alpha >= 1)), ("colorSpace", .string(color.space.rawValue)),
      ]
      fields += ColorForms.fields(of: color)
    }
    if let members = members(value) { fields.append(members) }
    fields += numericFields(value)
    return .object(fields)
  }
}

extension String {
  /// The string with each run of whitespace replaced by `separator`.
  func replacingSpaces(with separator: String) -> String {
    split(whereSeparator: \.isWhitespace).joined(separator: separator)
  }
}
