/// Reads YAML (and JSON, a subset of it) into a `YAMLNode` tree, reporting problems as diagnostics.
///
/// The reader is iterative: an explicit stack of open collections replaces recursion, so a deeply
/// nested file cannot overflow the call stack. Anchors are expanded by copying the anchored node;
/// copies share storage, and the number of nodes that expansion adds is bounded so a "billion laughs"
/// file is an error rather than a hang.
public struct YAMLReader: Sendable {
  /// How deeply collections may nest in one file.
  public static let maximumDepth = 512

  /// How many nodes alias expansion may add to one file before the file is rejected.
  public var expansionLimit: Int

  /// Creates a reader; `expansionLimit` bounds what anchors may add to a file.
  public init(expansionLimit: Int = 1_000_000) {
    self.expansionLimit = expansionLimit
  }

  /// The root node of the first document in `text`, read from `path`, and the problems found.
  ///
  /// The root is nil when the text is not valid YAML or holds no document.
  public func read(_ text: String, path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    var builder = YAMLTreeBuilder(path: path, expansionLimit: expansionLimit)
    let lowered = path.lowercased()
    let isJSON5 = lowered.hasSuffix(".json5")
    let isJSONC = isJSON5 || lowered.hasSuffix(".jsonc")
    let isJSON = isJSONC || (path.utf8.count >= 5 && lowered.hasSuffix(".json"))
    builder.readsJSON = isJSON
    let uncommented = isJSONC ? JSONComments.blanked(text, isJSON5: isJSON5) : text
    let joined = isJSON ? JSONSurrogatePairs.joined(uncommented) : (text: uncommented, columnShifts: [:])
    let parser = LibYAMLParser(text: joined.text, columnShifts: joined.columnShifts)
    do {
      while !builder.isFinished {
        try builder.consume(parser.next())
      }
    } catch {
      return (nil, builder.diagnostics + [Self.diagnostic(for: error, path: path)])
    }
    return (builder.diagnostics.containsErrors ? nil : builder.root, builder.diagnostics)
  }

  private static func diagnostic(for error: YAMLSyntaxError, path: String) -> Diagnostic {
    let at = SourceRange(file: path, start: error.problemPosition, end: error.problemPosition)
    var notes: [Diagnostic.Note] = []
    if let context = error.context, let position = error.contextPosition {
      notes.append(.init(context, at: SourceRange(file: path, start: position, end: position)))
    }
    return Diagnostic(.yamlSyntax(error.problem), at: at, notes: notes)
  }
}
