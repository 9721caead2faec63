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

  /// Whether the file at `path` is JSON (`.json`, or JSON with comments as `.jsonc` or `.json5`), which the
  /// reader reads by JSON's rules where they differ from YAML's.
  public static func readsAsJSON(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return [".json", ".jsonc", ".json5"].contains(where: lowered.hasSuffix)
  }

  /// The root node of the first document in `text`, read from `path`, and the problems found.
  ///
  /// The root is nil when the text is not valid YAML or holds no document.
  public func read(_ text: String, path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    var builder = YAMLTreeBuilder(path: path, expansionLimit: expansionLimit)
    let lowered = path.lowercased()
    let isJSON5 = lowered.hasSuffix(".json5")
    let isJSONC = isJSON5 || lowered.hasSuffix(".jsonc")
    let isJSON = Self.readsAsJSON(path)
    builder.readsJSON = isJSON
    let uncommented = isJSONC ? JSONComments.blanked(text, isJSON5: isJSON5) : text
    let joined = isJSON ? JSONSurrogatePairs.joined(uncommented) : (text: uncommented, columnShifts: [:])
    let marked = isJSON ? JSONNextLines.marked(joined.text, isJSON5: isJSON5) : (text: joined.text, mark: nil)
    let parser = LibYAMLParser(text: marked.text, columnShifts: joined.columnShifts, nextLineMark: marked.mark)
    do {
      while !builder.isFinished {
        try builder.consume(parser.next())
      }
    } catch {
      var syntax = Self.diagnostic(for: error, path: path)
      if isJSON, let long = Self.longKey(in: joined.text, before: error.problemPosition) {
        syntax.notes.append(
          .init(
            "this key is \(long.length) characters long; libyaml reads a key of up to 1,024 characters from its "
              + "opening quote to its ':', so shorten it",
            at: SourceRange(file: path, start: long.start, end: long.start)))
      } else if let start = Self.longPlainKey(in: joined.text, error: error) {
        // A YAML key past the same limit: libyaml stops looking for its `:`, or finds it and no key before it.
        syntax.notes.append(
          .init(
            "this key is longer than 1,024 characters, libyaml's limit for a key, so shorten it",
            at: SourceRange(file: path, start: start, end: start)))
      }
      return (nil, builder.diagnostics + [syntax])
    }
    return (builder.diagnostics.containsErrors ? nil : builder.root, builder.diagnostics)
  }

  /// Where a YAML key longer than 1,024 characters starts, when `error` is what libyaml says of one: the line's
  /// first character that is no space or `- ` is more than 1,024 characters before the problem, which is the
  /// key's `:` ("mapping values are not allowed") or past it ("could not find expected ':'"); nil otherwise.
  static func longPlainKey(in text: String, error: YAMLSyntaxError) -> SourcePosition? {
    let problem = error.problemPosition
    guard error.problem.hasPrefix("mapping values are not allowed") || error.context == "while scanning a simple key"
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard problem.line >= 1, problem.line <= lines.count else { return nil }
    var column = 1
    let line = Array(lines[problem.line - 1].unicodeScalars)
    for scalar in line {
      guard scalar == " " || scalar == "-" || scalar == "\t" else { break }
      column += 1
    }
    guard problem.column - column > 1_024 else { return nil }
    // A key's `: ` before the problem makes what follows a value, however long.
    let before = line[(column - 1)..<min(line.count, problem.column - 1)]
    let hasKey = zip(before, before.dropFirst()).contains { $0 == ":" && ($1 == " " || $1 == "\t") }
    return hasKey ? nil : SourcePosition(line: problem.line, column: column)
  }

  /// The JSON string that ends just before `position`, a key libyaml stopped reading (its limit of 1,024
  /// characters runs from the opening quote to the `:`, spaces included, so the JSON reads as broken right after
  /// it): where it starts and how long it is; nil for none.
  static func longKey(in text: String, before position: SourcePosition) -> (start: SourcePosition, length: Int)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard position.line >= 1, position.line <= lines.count else { return nil }
    let line = lines[position.line - 1]
    var found: (start: SourcePosition, length: Int)?
    var (column, open, length) = (0, 0, 0)
    var escaped = false
    var inString = false
    var (isKey, before): (Bool, Unicode.Scalar) = (false, " ")
    for scalar in line.unicodeScalars {
      column += 1
      guard column < position.column else { break }
      if inString {
        if escaped {
          escaped = false
        } else if scalar == "\\" {
          escaped = true
        } else if scalar == "\"" {
          inString = false
          let endsHere = position.column - column <= 3
          found =
            position.column - open > 1_024 && endsHere && isKey
            ? (SourcePosition(line: position.line, column: open), length) : nil
          continue
        }
        length += 1
      } else if scalar == "\"" {
        // A key follows `{` or `,`; a value follows `:`.
        (inString, open, length, isKey) = (true, column, 0, before != ":")
      } else if !scalar.properties.isWhitespace {
        before = scalar
      }
    }
    return found
  }

  private static func diagnostic(for error: YAMLSyntaxError, path: String) -> Diagnostic {
    let at = SourceRange(file: path, start: error.problemPosition, end: error.problemPosition)
    var notes: [Diagnostic.Note] = []
    if let context = error.context, let position = error.contextPosition {
      notes.append(.init(context, at: SourceRange(file: path, start: position, end: position)))
    }
    return Diagnostic(.yamlSyntax(error.problem, format: readsAsJSON(path) ? "JSON" : "YAML"), at: at, notes: notes)
  }
}
