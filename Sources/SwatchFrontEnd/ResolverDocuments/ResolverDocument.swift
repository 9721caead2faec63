/// A DTCG 2025.10 resolver document as read from its YAML tree: the steps of its `resolutionOrder`, with
/// every `#/sets/…` and `#/modifiers/…` reference already looked up.
public struct ResolverDocument: Sendable {
  /// The resolver file's path as given.
  public var path: String
  /// The sets and modifiers in resolution order; a later step overrides an earlier one.
  public var steps: [Step]

  /// One `resolutionOrder` item.
  public enum Step: Sendable {
    case set(ResolverSet)
    case modifier(ResolverModifier)
  }
}

/// A set: token sources merged in order.
public struct ResolverSet: Sendable {
  /// The set's name.
  public var name: String
  /// The token sources, with any `#/sets/…` reference among them expanded.
  public var sources: [ResolverSource]
  /// Whether a token two of its sources define is `token.duplicate`, as between plain token files (the plain
  /// `tokens:` entries beside entries holding trait values), rather than the later definition winning.
  public var definesOnce = false
}

/// A modifier: one list of token sources per context.
public struct ResolverModifier: Sendable {
  /// The modifier's name.
  public var name: String
  /// Where the modifier is named.
  public var range: SourceRange
  /// The contexts in the order written, each with its name and sources.
  public var contexts: [(name: String, sources: [ResolverSource])]
  /// The `default` context's name, if one is given and exists.
  public var defaultContext: String?
  /// The modifier's `$extensions["org.swatch.appearances"]`, written by Swatch's own DTCG output.
  public var swatchAppearances: YAMLNode?
}

/// One token source: a token file a `$ref` names, or a token tree written inline.
public enum ResolverSource: Sendable {
  /// A file, its path already joined to the resolver's folder, and where the `$ref` is written.
  case file(String, range: SourceRange)
  /// An inline token tree.
  case inline(YAMLNode)
}
