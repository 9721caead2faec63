/// A token as one file defines it, before files are merged: its path, its raw values and its metadata.
public struct TokenDefinition: Sendable {
  /// The token's path.
  public var path: TokenPath
  /// Where the token's name is written.
  public var nameRange: SourceRange
  /// The `$type` written on the token itself, with where it is written.
  public var declaredType: Located<TokenType>?
  /// A `$type` written on the token that Swatch cannot read (a DTCG composite or an unknown name).
  public var unsupportedType: Located<String>?
  /// The `$type` at the root of the document defining the token: it types that document's tokens only, so one
  /// file's (or one resolver set's) root `$type: color` does not type another's sizes.
  public var rootType: TokenType?
  /// The `$value` node (for shorthand tokens, the leaf itself).
  public var value: YAMLNode
  /// The `$modes` entries in source order.
  public var modes: [ModeEntry]
  /// The `$description`, if any.
  public var description: String?
  /// The `$deprecated` marker, if any.
  public var deprecation: Deprecation?
  /// The `$extensions` mapping as JSON, kept for writers and not interpreted.
  public var extensions: JSONValue?
  /// The token a `$ref` names; `value` then holds the same reference as an alias.
  public var reference: Located<TokenPath>?
  /// Whether the token exists only in some resolver contexts: its `$value` is none, so it is absent in
  /// every appearance no `$modes` entry covers.
  public var isContextOnly = false
}

/// How a design tool's dialect wrote a value, where that changes what an alias between loosely typed tokens
/// reads (`LooseMember`): Tokens Studio passes a reference's text on, so the text written decides. Kept by the
/// value's place, as one token's values in two themes may be written either way.
public enum ToolReading: Sendable, Equatable {
  /// A `number` written as a percentage (`50%`), kept as its fraction (0.5): a size aliasing it is that
  /// percentage (`50%`), a letter spacing that many em (`-2%` is `-0.02em`), not px.
  case percentNumber
  /// A letter spacing whose value is an alias: a percentage it reaches is em, as sd-transforms reads one.
  case letterSpacing
  /// A border width whose value is an alias: a percentage it reaches stays a number of px, as % is no width.
  case borderWidth
  /// Tokens Studio's `other` or `text` holding arithmetic over references (`{opacity.base} - 0.08`,
  /// `ToolMath.isArithmeticOverReferences`), which the tool evaluates: its result where the references' values
  /// make it a number, text otherwise. Style Dictionary, whose `string` passes text on, does no math.
  case arithmeticText
}

/// One `$modes` entry: a mode key as written and the value it gives.
public struct ModeEntry: Sendable {
  /// The key's text.
  public var key: String
  /// Where the key is written.
  public var keyRange: SourceRange
  /// Whether the key is quoted, so a word's column is one past the key's start.
  public var keyIsQuoted: Bool
  /// The value node.
  public var value: YAMLNode
  /// For a mode written as a design tool names it (`$extensions.mode`), the key that name reads as
  /// (`ExtensionModeName`), used where the key as written names no trait values; nil otherwise.
  public var toolKey: String? = nil
}

/// A group as one file defines it: its path and the properties tokens below it inherit.
public struct GroupDefinition: Sendable {
  /// The group's path; the root group of a file has no components.
  public var path: TokenPath
  /// Where the group's name is written.
  public var nameRange: SourceRange
  /// The `$type` tokens below inherit, with where it is written.
  public var type: Located<TokenType>?
  /// A `$type` written on the group that Swatch cannot read (a DTCG composite or an unknown name).
  public var unsupportedType: Located<String>?
  /// The `$description`, if any.
  public var description: String?
  /// The group named by `$extends`, whose tokens this group inherits unless it defines them itself.
  public var extends: Located<TokenPath>?
}

/// A token's deprecation: `$deprecated: true` or an explanation.
public enum Deprecation: Hashable, Sendable {
  case deprecated
  case deprecatedBecause(String)
}

extension TokenDefinition {
  /// Where the token itself is written: its name, `$type`, `$value` and each `$modes` key and value. A problem
  /// located in one of them is the token's (`KeepGoing`, `UnsupportedTypeFilter`).
  var ownRanges: [SourceRange] {
    [nameRange, value.range] + (declaredType.map { [$0.range] } ?? [])
      + modes.flatMap { [$0.keyRange, $0.value.range] }
  }
}

/// A value with the place it was written.
public struct Located<Value: Sendable>: Sendable {
  /// The value.
  public var value: Value
  /// Where it was written.
  public var range: SourceRange

  /// Creates a located value.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }
}
