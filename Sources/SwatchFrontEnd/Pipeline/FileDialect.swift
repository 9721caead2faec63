/// How a token file's project says to read it, beside what the file itself shows (`ToolTokenTree`): as a file
/// of a Tokens Studio export, as a file a Style Dictionary project's globs name, and whether that project's
/// transforms make a bare size number px rather than rem.
struct FileDialect: Equatable, Sendable {
  /// A file of a Tokens Studio project: its bare dimensions are px whatever its types.
  var tokensStudio = false
  /// A file a Style Dictionary project names: its classic format is read even without a `value`.
  var styleDictionary = false
  /// A Style Dictionary project's file whose bare sizes are px (`StyleDictionaryProject.Configuration.pixelTransform`).
  var pixelSizes = false
}
