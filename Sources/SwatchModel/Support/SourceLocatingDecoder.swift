/// A decoder that knows where in the configuration the value it decodes is written, so an option's own checks
/// (a writer's, made once the graph is known) can report at the key or value the user wrote.
///
/// The configuration's YAML decoder is one; a value decoded by any other decoder has no location, and its
/// diagnostics fall back to the `outputs:` entry.
public protocol SourceLocatingDecoder: Decoder {
  /// Where the decoded value is written.
  var sourceRange: SourceRange { get }
  /// Where the key `key` of the decoded mapping is written, if the value is a mapping with that key.
  func keyRange(_ key: String) -> SourceRange?
}
