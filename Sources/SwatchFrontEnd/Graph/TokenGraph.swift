/// Every file's tokens merged into one tree: unique paths, sorted, with the groups' inherited types.
public struct TokenGraph: Sendable {
  /// The tokens, sorted by path; each path appears once.
  public var tokens: [TokenDefinition]
  /// Each token's position in `tokens`, by path string.
  public var indexByPath: [String: Int]
  /// The `$type` of every group that declares one, by path string, but for each document's root group, whose
  /// tokens carry it (`TokenDefinition.rootType`).
  public var groupTypes: [String: Located<TokenType>]
  /// Every group path that holds tokens or groups, for telling an alias to a group from an unknown name.
  public var groupPaths: Set<String>
  /// The files the graph was built from, in the order they were read.
  public var files: [String]
  /// The `$type` Swatch cannot read that a group declares, by path string.
  public var unsupportedGroupTypes: [String: Located<String>] = [:]
  /// The files written in a design tool's dialect whose types are loose (`TokenDocument.readsLooseTypes`).
  public var looseTypeFiles: Set<String> = []
  /// The files whose bare line heights of 4 or more are px (`TokenDocument.readsPixelLineHeights`).
  public var pixelLineHeightFiles: Set<String> = []
  /// The files of a Style Dictionary project (its documents' role is `layer`), whose shadows may leave a length
  /// out: it is zero, as Style Dictionary's CSS shorthand writes it.
  public var styleDictionaryFiles: Set<String> = []
  /// The files of Figma's variables, whose strings are text as written: Figma writes an alias as a whole value,
  /// so braces inside a string (`"Sent {amount}"`) are text there, not references.
  public var literalTextFiles: Set<String> = []
  /// The tokens whose names a design tool's file wrote with a `.` inside (`0.5`), which its rewrite spells with
  /// `·` (`ToolTokenTree.dottedNameMark`), by the path the tool's references write (`spacing.0.5`).
  public var dottedNames: [String: Int] = [:]
  /// The tokens a design tool's file left out (`TokenDocument.leftOutTokens`) that no file defines, and those merging
  /// left out as both a token and a group (`TokenMerge.conflicted`).
  public var leftOutTokens: [String: LeftOutToken] = [:]
  /// The values a design tool's dialect wrote so that an alias reads them otherwise, by place
  /// (`TokenDocument.toolReadings`).
  public var toolReadings: [SourceRange: ToolReading] = [:]
  /// The sets of the export no theme selects, which an unknown token's error names when one defines it.
  public var unselectedSets: UnselectedSets?

  /// The token a reference names: by its path, else as a design tool writes a name holding a `.` (`dottedNames`).
  func index(ofReference path: String) -> Int? {
    indexByPath[path] ?? (dottedNames.isEmpty ? nil : dottedNames[path])
  }

  /// The type the nearest enclosing group declares for the token at `index`, if any.
  public func inheritedType(of index: Int) -> TokenType? {
    Self.inheritedType(of: tokens[index].path, groupTypes: groupTypes)
      ?? tokens[index].rootType
  }

  /// The `$type` of the nearest group around `path` in `groupTypes`, if any; a file's root group is not
  /// among them (`TokenDefinition.rootType`).
  static func inheritedType(of path: TokenPath, groupTypes: [String: Located<TokenType>]) -> TokenType? {
    guard !groupTypes.isEmpty else { return nil }
    if let type = inheritedTypeFromASCII(path, groupTypes: groupTypes) { return type }
    var components = path.components.dropLast()
    while !components.isEmpty {
      if let type = groupTypes[components.joined(separator: ".")] { return type.value }
      components = components.dropLast()
    }
    return nil
  }

  /// `inheritedType(of:)` for an ASCII path whose `.` bytes are exactly its separators (no name holds one,
  /// as the document builder ensures): each enclosing group's path is then a prefix of the path's string,
  /// so no names are joined again. `.none` for any other path; `.some(nil)` when no group declares a type.
  private static func inheritedTypeFromASCII(_ path: TokenPath, groupTypes: [String: Located<TokenType>])
    -> TokenType??
  {
    let utf8 = path.string.utf8
    var dots = 0
    for byte in utf8 {
      guard byte < 0x80 else { return .none }
      if byte == UInt8(ascii: ".") { dots += 1 }
    }
    guard dots == max(path.components.count - 1, 0) else { return .none }
    var end = utf8.endIndex
    while let dot = utf8[..<end].lastIndex(of: UInt8(ascii: ".")) {
      if let type = groupTypes[String(path.string[..<dot])] { return .some(type.value) }
      end = dot
    }
    return .some(nil)
  }
}
