/// The context every template sees, documented in `docs/templates.md`: the header, the traits and
/// appearances, and every token with its names and formatted values. Computed in Swift so templates only
/// lay it out; a template never sees the graph itself.
public enum TemplateContext {
  /// The shared context for `graph`, with each token named by `names` (by token position).
  public static func make(_ graph: ResolvedTokenGraph, tokens include: (ResolvedToken) -> Bool = { _ in true })
    -> JSONValue
  {
    let selected = graph.tokens.filter(include)
    let cache = ValueCache(appearances: graph.appearances.map(appearance))
    return .object([
      ("header", .array(GeneratedHeader.lines(for: graph).map(JSONValue.string))),
      ("sourceFiles", .array(graph.sourceFiles.sorted().map(JSONValue.string))),
      ("traits", .array(graph.traits.traits.map(trait))),
      ("appearances", .array(cache.appearances)),
      (
        "tokens",
        .array(
          selected.enumerated().map { token($1, isLast: $0 == selected.count - 1, graph: graph, cache: cache) })
      ),
    ])
  }

  /// Formatted values already made, by value and appearance: aliases share their targets' values, so most
  /// tokens reuse a value another token formatted.
  final class ValueCache {
    struct Key: Hashable {
      var value: TokenValue
      /// The appearance the formatted value names, or nil for the bare `formatted(_:)` form.
      var appearance: Int?
    }

    /// The context of each appearance, by index.
    let appearances: [JSONValue]
    private var values: [Key: JSONValue] = [:]

    init(appearances: [JSONValue]) {
      self.appearances = appearances
    }

    /// `formatted(value)`, with the appearance's context first when `appearance` is given.
    ///
    /// A value met first in one appearance often comes back in others, so the form with an appearance starts
    /// from the bare form, itself kept, rather than formatting the value again.
    func formatted(_ value: TokenValue, appearance: Int?) -> JSONValue {
      let key = Key(value: value, appearance: appearance)
      if let known = values[key] { return known }
      var result = appearance == nil ? TemplateContext.formatted(value) : formatted(value, appearance: nil)
      if let appearance, case .object(var pairs) = result {
        pairs.insert(("appearance", appearances[appearance]), at: 0)
        result = .object(pairs)
      }
      values[key] = result
      return result
    }
  }

  /// The `is<Type>` key of each type, such as `isColor`.
  private static let typeFlags = Dictionary(
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

  static func token(_ token: ResolvedToken, isLast: Bool, graph: ResolvedTokenGraph) -> JSONValue {
    Self.token(token, isLast: isLast, graph: graph, cache: ValueCache(appearances: graph.appearances.map(appearance)))
  }

  static func token(_ token: ResolvedToken, isLast: Bool, graph: ResolvedTokenGraph, cache: ValueCache) -> JSONValue {
    let words = NameStyle.words(of: token.path)
    var fields: [(String, JSONValue)] = [
      ("path", .string(token.path.string)),
      ("names", .object(NameStyle.allCases.map { ($0.rawValue, .string($0.name(fromWords: words))) })),
      ("type", .string(token.type.rawValue)),
      (typeFlags[token.type]!, .bool(true)),
      ("isConstant", .bool(token.isConstant)),
      ("isLast", .bool(isLast)),
      ("value", cache.formatted(token.values[0], appearance: nil)),
      (
        "values",
        .array(graph.appearances.map { cache.formatted(token.values[$0.index], appearance: $0.index) })
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
    if let extensions = token.extensions { fields.append(("extensions", extensions)) }
    return .object(fields)
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
    return .object(fields)
  }
}

extension String {
  /// The string with each run of whitespace replaced by `separator`.
  func replacingSpaces(with separator: String) -> String {
    split(whereSeparator: \.isWhitespace).joined(separator: separator)
  }
}
