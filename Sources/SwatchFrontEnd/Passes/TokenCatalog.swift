import SwatchModel

/// What the passes after binding read of each token besides its value: its path, where its name is
/// written, its own `$type`, description, deprecation and extensions, and the graph's files, paths and
/// group types.
///
/// Made at binding from the `TokenGraph`, so no pass after binding sees a token's definition, whose value
/// and modes are YAML. Most tokens have no description, deprecation or extensions:
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
  /// The values a design tool's dialect wrote so that an alias reads them otherwise, by place (`ToolReading`).
  let toolReadings: [SourceRange: ToolReading]
  /// The token files, in order.
  let files: [String]
  /// Each token's position, by its path.
  let indexByPath: [String: Int]
  /// The `$type` each group declares, by the group's path.
  let groupTypes: [String: Located<TokenType>]
  /// Each token's document's root `$type`, by position (`TokenDefinition.rootType`).
  let rootTypes: [TokenType?]
  /// Whether any token has a root `$type`.
  let hasRootTypes: Bool
  /// The files in a design tool's dialect, whose tokens composite members read loosely (`LooseMember`).
  let looseTypeFiles: Set<String>
  /// The files whose bare line heights of 4 or more are px (`TokenGraph.pixelLineHeightFiles`).
  let pixelLineHeightFiles: Set<String>
  /// The files whose strings are a value's text as the tool writes it into CSS (`ResolvedTokenGraph.valueTextFiles`).
  let valueTextFiles: Set<String>
  /// The files of a Style Dictionary project, whose shadows may leave a length out (`TokenGraph.styleDictionaryFiles`).
  let styleDictionaryFiles: Set<String>

  /// The catalog of `graph`'s tokens, read in one pass over them. Each field is read from the definition
  /// in place: copying a definition whole would retain its value and modes too.
  init(_ graph: TokenGraph) {
    var (paths, nameRanges, declaredTypes) = ([TokenPath](), [SourceRange](), [TokenType?]())
    paths.reserveCapacity(graph.tokens.count)
    nameRanges.reserveCapacity(graph.tokens.count)
    declaredTypes.reserveCapacity(graph.tokens.count)
    var (descriptions, deprecations, extensions) = ([Int: String](), [Int: Deprecation](), [Int: JSONValue]())
    for index in graph.tokens.indices {
      paths.append(graph.tokens[index].path)
      nameRanges.append(graph.tokens[index].nameRange)
      declaredTypes.append(graph.tokens[index].declaredType?.value)
      if let description = graph.tokens[index].description { descriptions[index] = description }
      if let deprecation = graph.tokens[index].deprecation { deprecations[index] = deprecation }
      if let found = graph.tokens[index].extensions { extensions[index] = found }
    }
    toolReadings = graph.toolReadings
    (self.paths, self.nameRanges, self.declaredTypes) = (paths, nameRanges, declaredTypes)
    (self.descriptions, self.deprecations, self.extensions) = (descriptions, deprecations, extensions)
    (files, indexByPath, groupTypes) = (graph.files, graph.indexByPath, graph.groupTypes)
    rootTypes = graph.tokens.map(\.rootType)
    hasRootTypes = rootTypes.contains { $0 != nil }
    looseTypeFiles = graph.looseTypeFiles
    pixelLineHeightFiles = graph.pixelLineHeightFiles
    valueTextFiles = graph.looseTypeFiles.subtracting(graph.literalTextFiles)
    styleDictionaryFiles = graph.styleDictionaryFiles
  }

  /// How many tokens there are.
  var count: Int { paths.count }

  /// The type the nearest enclosing group declares for the token at `index`, if any.
  func inheritedType(of index: Int) -> TokenType? {
    TokenGraph.inheritedType(of: paths[index], groupTypes: groupTypes)
      ?? rootTypes[index]
  }

  /// Where the `$type` the token at `index` takes from a group is written, with the group's path, when that is
  /// another file than the token's: a value that does not read as that type is explained by a note there
  /// (REI Cedar's `options` group typed `color` in one file made sizes in others colors).
  func groupTypeElsewhere(of index: Int) -> (group: String, range: SourceRange)? {
    guard declaredTypes[index] == nil, !groupTypes.isEmpty else { return nil }
    var components = paths[index].components.dropLast()
    while !components.isEmpty {
      let group = components.joined(separator: ".")
      if let type = groupTypes[group] {
        return type.range.file == nameRanges[index].file ? nil : (group, type.range)
      }
      components = components.dropLast()
    }
    return nil
  }
}
