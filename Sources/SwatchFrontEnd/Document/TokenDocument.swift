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
  /// Mode keys a design tool's export writes for appearances a project may not declare (Material Theme
  /// Builder's schemes), each with what the tool calls it: a key naming trait values the project lacks is left
  /// out with one warning, not a `mode.unknown` error per token (`OptionalModes`).
  public var optionalModes: [String: OptionalMode] = [:]
  /// The values a design tool's dialect wrote so that an alias reads them otherwise, by where each is written
  /// (`ToolReading`).
  public var toolReadings: [SourceRange: ToolReading] = [:]
}

/// What a design tool calls an optional mode key of its export (`TokenDocument.optionalModes`), and where.
public struct OptionalMode: Sendable, Equatable {
  /// Such as "Material Theme Builder's scheme 'light-medium-contrast'".
  public var name: String
  /// Where the tool names it.
  public var range: SourceRange
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
