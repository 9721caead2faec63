/// Every file's tokens merged into one tree: unique paths, sorted, with the groups' inherited types.
public struct TokenGraph: Sendable {
  /// The tokens, sorted by path; each path appears once.
  public var tokens: [TokenDefinition]
  /// Each token's position in `tokens`, by path string.
  public var indexByPath: [String: Int]
  /// The `$type` of every group that declares one, by path string; the root group's path is "".
  public var groupTypes: [String: Located<TokenType>]
  /// Every group path that holds tokens or groups, for telling an alias to a group from an unknown name.
  public var groupPaths: Set<String>
  /// The files the graph was built from, in the order they were read.
  public var files: [String]
  /// The `$type` Swatch cannot read that a group declares, by path string.
  public var unsupportedGroupTypes: [String: Located<String>] = [:]

  /// The type the nearest enclosing group declares for `path`, if any.
  public func inheritedType(of path: TokenPath) -> TokenType? {
    var components = path.components.dropLast()
    while true {
      if let type = groupTypes[components.joined(separator: ".")] { return type.value }
      guard !components.isEmpty else { return nil }
      components = components.dropLast()
    }
  }
}
