import SwatchModel

/// What the passes after binding read of each token besides its value: its path, where its name is
/// written, its own `$type`, description, deprecation and extensions, and the graph's files, paths and
/// group types.
///
/// Made at binding from the `TokenGraph`, so type resolution and alias resolution never see a token's
/// definition, whose value and modes are YAML. Most tokens have no description, deprecation or extensions:
/// those are kept only for the tokens that have them.
public struct TokenCatalog: Sendable {
  /// Each token's path, in `TokenGraph.tokens` order.
  public let paths: [TokenPath]
  /// Where each token's name is written.
  public let nameRanges: [SourceRange]
  /// Each token's own `$type`, if it has one.
  let declaredTypes: [TokenType?]
  /// The descriptions of the tokens that have one, by position.
  let descriptions: [Int: String]
  /// The deprecations of the tokens that have one, by position.
  let deprecations: [Int: Deprecation]
  /// The `$extensions` of the tokens that have them, by position.
  let extensions: [Int: JSONValue]
  /// The token files, in order.
  let files: [String]
  /// Each token's position, by its path.
  let indexByPath: [String: Int]
  /// The `$type` each group declares, by the group's path.
  let groupTypes: [String: Located<TokenType>]

  /// The catalog of `graph`'s tokens.
  init(_ graph: TokenGraph) {
    let tokens = graph.tokens
    paths = tokens.map(\.path)
    nameRanges = tokens.map(\.nameRange)
    declaredTypes = tokens.map { $0.declaredType?.value }
    descriptions = Self.sparse(tokens, \.description)
    deprecations = Self.sparse(tokens, \.deprecation)
    extensions = Self.sparse(tokens, \.extensions)
    (files, indexByPath, groupTypes) = (graph.files, graph.indexByPath, graph.groupTypes)
  }

  private static func sparse<T>(_ tokens: [TokenDefinition], _ field: KeyPath<TokenDefinition, T?>) -> [Int: T] {
    var result: [Int: T] = [:]
    for (index, token) in tokens.enumerated() {
      if let value = token[keyPath: field] { result[index] = value }
    }
    return result
  }

  /// How many tokens there are.
  var count: Int { paths.count }

  /// The type the nearest enclosing group declares for the token at `index`, if any.
  func inheritedType(of index: Int) -> TokenType? {
    TokenGraph.inheritedType(of: paths[index], groupTypes: groupTypes)
  }
}
