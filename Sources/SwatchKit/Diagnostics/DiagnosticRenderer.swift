/// Renders diagnostics the way clang and swiftc do, which Xcode, VS Code and CI annotators parse:
///
/// ```
/// tokens/semantic.yaml:12:14: error: unknown token 'color.gray.7' [alias.unresolved]
///   label: "{color.gray.7}"
///          ^~~~~~~~~~~~~~~
/// tokens/palette.yaml:3:3: note: did you mean 'color.gray.6'?
/// ```
public struct DiagnosticRenderer: Sendable {
  /// The files whose lines are quoted under each located message.
  public var sources: SourceFileStore

  /// Creates a renderer that quotes lines from `sources`.
  public init(sources: SourceFileStore) {
    self.sources = sources
  }

  /// The rendered text of all `diagnostics`, in order, each followed by a line break.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  /// The rendered text of one diagnostic with its quoted line, caret and notes.
  public func render(_ diagnostic: Diagnostic) -> String {
    var text = headline(
      range: diagnostic.range, kind: diagnostic.severity.rawValue,
      message: "\(diagnostic.message) [\(diagnostic.id)]")
    text += excerpt(diagnostic.range)
    for note in diagnostic.notes {
      text += headline(range: note.range, kind: "note", message: note.message)
      text += excerpt(note.range)
    }
    return text
  }

  private func headline(range: SourceRange?, kind: String, message: String) -> String {
    guard let range else { return "\(kind): \(message)\n" }
    return "\(range): \(kind): \(message)\n"
  }

  /// The quoted source line and a caret under the range, with tildes to the range's end on that line.
  private func excerpt(_ range: SourceRange?) -> String {
    guard let range, let line = sources.line(range.start.line, in: range.file) else { return "" }
    let quoted = String(line).replacingTabs()
    let indent = max(0, range.start.column - 1)
    let lineLength = quoted.unicodeScalars.count
    let endColumn = range.end.line == range.start.line ? range.end.column : lineLength + 1
    let width = max(1, min(endColumn, lineLength + 1) - range.start.column)
    let marker = "^" + String(repeating: "~", count: width - 1)
    return quoted + "\n" + String(repeating: " ", count: indent) + marker + "\n"
  }
}

extension String {
  /// Tabs shown as single spaces, so a caret counted in characters stays under its column.
  fileprivate func replacingTabs() -> String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\t" ? " " : $0 }))
  }
}
