/// What the pipeline reads: every file's text, and the token documents to build from them, in merge order.
///
/// Plain token files are one document each. A DTCG resolver may use one file in several places (a set
/// and a context) and may write token trees inline, so documents name their origin and role.
public struct TokenInput: Sendable {
  /// Every file to read, each once.
  public var files: [SourceText]
  /// The documents to merge, in order.
  public var documents: [DocumentSource]
  /// The files a Tokens Studio project holds, whose bare dimension numbers are px (`ToolTokenTree`), and the
  /// file whose sets are written inline (a Tokens Studio file's, Figma's variables'): their types are loose
  /// (`TokenDocument.readsLooseTypes`).
  public var tokensStudioFiles: Set<String> = []
  /// The files a Style Dictionary project's globs name (`StyleDictionaryProject`): read as Style Dictionary's
  /// classic format (only objects holding `value` are tokens) unless they are DTCG.
  public var styleDictionaryFiles: Set<String> = []
  /// The files of a Style Dictionary project whose transforms make a bare size number px (`size/px`), not rem.
  public var pixelSizeFiles: Set<String> = []
  /// Files that are no tokens but say how the token files read (a Style Dictionary project's configuration):
  /// quoted by diagnostics, and a change to one builds again.
  public var describingFiles: [SourceText] = []
  /// Files whose tokens are read for references only and not written (Tokens Studio's `source` sets): a
  /// token no other file defines is left out of the resolved graph.
  public var referenceOnlyFiles: Set<String> = []
  /// The inline trees read for references only, by where they are written (a Tokens Studio file's `source`
  /// sets), as `referenceOnlyFiles` are.
  public var referenceOnlyTrees: Set<SourceRange> = []
  /// Whether the documents are Figma's own variables export, whose aliases to other collections are written as
  /// values with `com.figma.aliasData` (`FigmaAliasData`) and whose numbers' scopes say sizes and weights
  /// (`FigmaScopes`).
  public var readsFigmaAliasData = false
  /// The files of Figma's variables, whose strings are text as written (`TokenGraph.literalTextFiles`).
  public var literalTextFiles: Set<String> = []
  /// The tokens the inline sets of a Tokens Studio file left out as they were rewritten (`TokenDocument.leftOutTokens`).
  public var inlineLeftOutTokens: [String: LeftOutToken] = [:]
  /// How the inline trees' design tool wrote their tokens, where an alias reads them otherwise (`ToolReading`).
  public var inlineToolReadings: [SourceRange: ToolReading] = [:]
  /// The sets of a Tokens Studio folder that no theme selects, read only to explain a reference to one of
  /// their tokens.
  public var unselectedSets: UnselectedSets?

  /// Creates an input.
  public init(files: [SourceText], documents: [DocumentSource]) {
    self.files = files
    self.documents = documents
  }

  /// Plain token files, one document each, in the order given.
  public init(plain files: [SourceText]) {
    self.init(files: files, documents: files.indices.map { DocumentSource(origin: .file($0), role: .definitions) })
  }
}

/// One token document to build: where its tree comes from and how it merges.
public struct DocumentSource: Sendable {
  /// Where a document's tree comes from.
  public enum Origin: Sendable {
    /// The file at this position in `TokenInput.files`.
    case file(Int)
    /// A tree already read, written inline in the file at `path` (a resolver).
    case inline(YAMLNode, path: String)
  }

  /// Where the tree comes from.
  public var origin: Origin
  /// How the document merges with the ones before it.
  public var role: DocumentRole

  /// The file an inline tree is written in, or nil for a document read from a token file.
  var inlinePath: String? {
    guard case .inline(_, let path) = origin else { return nil }
    return path
  }

  /// Creates a document source.
  public init(origin: Origin, role: DocumentRole) {
    self.origin = origin
    self.role = role
  }
}
