/// Renders diagnostics the way clang and swiftc do, which Xcode, VS Code and CI annotators parse:
///
/// ```
/// tokens/semantic.yaml:12:14: error: unknown token 'color.gray.7' [alias.unresolved]
///   label: "{color.gray.7}"
///          ^~~~~~~~~~~~~~~
/// tokens/palette.yaml:3:3: note: did you mean 'color.gray.6'?
/// ```
///
/// Or, by `format`, as GitHub Actions workflow commands or JSON lines (`DiagnosticRenderer+GitHub.swift`,
/// `DiagnosticRenderer+JSON.swift`).
public struct DiagnosticRenderer: Sendable {
  /// The files whose lines are quoted under each located message.
  public var sources: SourceFileStore
  /// How diagnostics are printed.
  public var format: DiagnosticFormat
  /// The folder relative paths are joined to, for tools that need absolute paths (Xcode's issue
  /// navigator); nil prints paths as the user gave them.
  public var absoluteBase: String?

  /// Creates a renderer that quotes lines from `sources`, printing in `format`, with paths joined to
  /// `absoluteBase` when it is given.
  public init(sources: SourceFileStore, format: DiagnosticFormat = .clang, absoluteBase: String? = nil) {
    self.sources = sources
    self.format = format
    self.absoluteBase = absoluteBase
  }

  /// The rendered text of all `diagnostics`, in order, each followed by a line break.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  /// The rendered text of one diagnostic in `format`. A note standing for diagnostics left unshown
  /// (`format.grouped`) is shown as it is to a reader, and as those diagnostics to a program reading JSON.
  public func render(_ diagnostic: Diagnostic) -> String {
    switch format {
    case .clang: clang(diagnostic)
    case .github: github(diagnostic)
    case .json: diagnostic.listed.map(jsonLine).joined()
    }
  }

  /// `file` as printed: joined to `absoluteBase` when that is set and `file` is relative.
  func displayPath(_ file: String) -> String {
    guard let absoluteBase, !file.hasPrefix("/") else { return file }
    var relative = Substring(file)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    return FilePath.join(absoluteBase, String(relative))
  }

  /// The clang rendering of one diagnostic with its quoted line, caret and notes.
  private func clang(_ diagnostic: Diagnostic) -> String {
    var text = headline(
      range: diagnostic.range, kind: diagnostic.severity.rawValue,
      message: Self.visible("\(diagnostic.message) [\(diagnostic.id)]", keepingLines: false))
    text += excerpt(diagnostic.range)
    for note in diagnostic.notes {
      // A note may hold lines to paste (a `tokens:` or `modifiers:` proposal): its line breaks stay.
      text += headline(range: note.range, kind: "note", message: Self.visible(note.message, keepingLines: true))
      text += excerpt(note.range)
    }
    return text
  }

  private func headline(range: SourceRange?, kind: String, message: String) -> String {
    guard let range else { return "\(kind): \(message)\n" }
    return "\(displayPath(range.file)):\(range.start.line):\(range.start.column): \(kind): \(message)\n"
  }

  /// `message` with its control or bidirectional formatting characters, and unless `keepingLines` its line breaks,
  /// shown as `\u{…}` escapes: a name from a token file (a resolver's modifier, a theme) can forge no diagnostic
  /// line and send no terminal escape.
  static func visible(_ message: String, keepingLines: Bool) -> String {
    let shows = { (scalar: Unicode.Scalar) in
      scalar == "\n" && keepingLines ? false : CommentText.isLineBreak(scalar) || CommentText.isHidden(scalar)
    }
    guard message.unicodeScalars.contains(where: shows) else { return message }
    var out = String.UnicodeScalarView()
    for scalar in message.unicodeScalars {
      if shows(scalar) {
        out.append(contentsOf: scalar.escaped(asASCII: true).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// The quoted source line and a caret under the range, with tildes to the range's end on that line.
  /// A line longer than `maximumExcerpt` is shown as a window around the caret, elided with `…`; only the
  /// window is copied, so a 100 MB line costs no more memory than a short one. Tabs show as single spaces, so
  /// a caret counted in characters stays under its column, and control characters as U+FFFD.
  private func excerpt(_ range: SourceRange?) -> String {
    guard let range, let line = sources.line(range.start.line, in: range.file) else { return "" }
    let view = line.unicodeScalars
    let count = view.count
    var caretColumn = range.start.column
    let endColumn = range.end.line == range.start.line ? range.end.column : count + 1
    var width = max(1, min(endColumn, count + 1) - caretColumn)
    var (start, end) = (0, count)
    if count > Self.maximumExcerpt {
      start = max(0, min(caretColumn - 1 - Self.maximumExcerpt / 2, count - Self.maximumExcerpt))
      end = min(count, start + Self.maximumExcerpt)
      let prefix = start > 0 ? 1 : 0
      caretColumn = caretColumn - start + prefix
      width = max(1, min(width, end + prefix - start - caretColumn + 2))
    }
    let first = view.index(view.startIndex, offsetBy: start)
    var quoted = String.UnicodeScalarView()
    if start > 0 { quoted.append("…") }
    for scalar in view[first..<view.index(first, offsetBy: end - start)] {
      // A control or bidirectional formatting character of the file is shown as one replacement character, so the
      // caret stays under its column and the file sends no terminal escape.
      let isHidden = scalar != "\t" && (CommentText.isHidden(scalar) || CommentText.isLineBreak(scalar))
      quoted.append(scalar == "\t" ? " " : isHidden ? "\u{FFFD}" : scalar)
    }
    if end < count { quoted.append("…") }
    let marker = "^" + String(repeating: "~", count: width - 1)
    return String(quoted) + "\n" + String(repeating: " ", count: max(0, caretColumn - 1)) + marker + "\n"
  }

  /// The widest source excerpt shown under a diagnostic, in characters.
  static let maximumExcerpt = 160
}
