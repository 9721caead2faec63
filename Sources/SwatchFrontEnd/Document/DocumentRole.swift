/// How a token document merges with the documents before it.
///
/// Plain token files define tokens, and a token defined twice is an error. A DTCG resolver adds two more
/// roles: its sets merge in resolution order with the later definition winning, and its contexts give
/// the tokens they name one more `$modes` entry each rather than defining new tokens. A Style Dictionary
/// project's files merge as its deep merge does.
public enum DocumentRole: Hashable, Sendable {
  /// An ordinary token file: every token it defines is new.
  case definitions
  /// A source of a resolver set: a token defined again replaces the earlier definition, `$modes` included.
  case set
  /// A source of a resolver context: each token it defines becomes a `$modes` entry on the token of that path.
  case context(ContextOverride)
  /// A file of a Style Dictionary project, merged as Style Dictionary deep-merges its files: a token another
  /// such file defined takes this definition's value and whatever else it gives (type, description,
  /// deprecation, extensions, a mode of the same key) and keeps what it leaves out. `base` for the files of
  /// the configuration's `include` globs: a token a base file defined is overridden quietly, one two `source`
  /// files define gets a `token.override` warning, as Style Dictionary reports a collision.
  case layer(base: Bool)
}

/// One context of a resolver modifier, as the graph builder merges it.
public struct ContextOverride: Hashable, Sendable {
  /// The mode key every token in the document is given, such as `dark` or `dark high-contrast base`.
  public var modeKey: String
  /// The modifier the context belongs to.
  public var modifier: ModifierLayout

  /// Creates a context override.
  public init(modeKey: String, modifier: ModifierLayout) {
    self.modeKey = modeKey
    self.modifier = modifier
  }
}

/// A resolver modifier's contexts, as mode keys: what the graph builder needs to tell whether a token
/// defined only in contexts has a value in every appearance.
public struct ModifierLayout: Hashable, Sendable {
  /// The modifier's name in the resolver.
  public var name: String
  /// Every context's mode key; the first is the default context's.
  public var modeKeys: [String]
  /// Where the modifier is named in the resolver file.
  public var range: SourceRange

  /// Creates a layout.
  public init(name: String, modeKeys: [String], range: SourceRange) {
    self.name = name
    self.modeKeys = modeKeys
    self.range = range
  }

  /// The default context's mode key.
  public var defaultKey: String { modeKeys[0] }
}
