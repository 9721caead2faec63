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
  /// Whether a bare line height of 4 or more in the file is px, as a tool that sets line heights in Figma
  /// means it (Tokens Studio's, Figma's, a `size/px` Style Dictionary project's: `ToolValue.lineHeight`).
  public var readsPixelLineHeights = false
  /// The tokens a design tool's file defines with a value that has no DTCG form (a line height of `AUTO`, a
  /// `composition`, a size written as several), left out, by path (`ToolTokenTree`): a reference to one says
  /// why it is unknown, and a typography's line height aliasing an `AUTO` one is left out too.
  public var leftOutTokens: [String: LeftOutToken] = [:]
}

/// A token a design tool's file defines whose value has no DTCG form, so it is left out; or one below a name
/// that is invalid (`name.invalid`, an error), which no token can be named by.
public struct LeftOutToken: Sendable, Equatable {
  /// Where its value is written.
  public var definedAt: SourceRange
  /// Why it is left out, as its `format.unmapped` warning says.
  public var reason: String
  /// Whether it is left out for an error: keeping going past it counts it among the tokens left out.
  public var isError = false
}
