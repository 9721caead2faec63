/// Every token and group one file defines.
public struct TokenDocument: Sendable {
  /// The file's path as given.
  public var path: String
  /// The tokens in source order.
  public var tokens: [TokenDefinition]
  /// The groups in source order.
  public var groups: [GroupDefinition]
  /// How the document merges with the ones before it.
  public var role: DocumentRole = .definitions
  /// Whether the file is written in a design tool's dialect (Tokens Studio's, Style Dictionary's classic),
  /// whose texts and numbers stand for font families, weights and sizes where a composite member wants
  /// one (`LooseMember`).
  public var readsLooseTypes = false
  /// The tokens a design tool's file defines with a line height of `AUTO`, left out, by path, with where each
  /// is defined (`ToolTokenTree`): a typography's line height aliasing one is left out too.
  public var autoLineHeights: [String: SourceRange] = [:]
}
