/// Explains the commonest YAML surprise in token files: `accent: #3355FF` is an empty value, because an
/// unquoted `#` after a space starts a comment.
///
/// Reads: the diagnostics of a run and the text of its files. Changes: adds a note to each error that points
/// at a value whose source line continues, after spaces, with `#`. Reports nothing new.
enum HashCommentNote {
  /// `diagnostics` with the note added where the value they point at is followed by a comment.
  static func add(to diagnostics: [Diagnostic], sources: SourceFileStore) -> [Diagnostic] {
    var lines = SourceLineScalars(sources)
    return diagnostics.map { diagnostic in
      guard diagnostic.severity == .error, let range = diagnostic.range,
        let scalars = lines.line(range.start.line, in: range.file),
        let comment = comment(in: scalars, at: range.start.column)
      else { return diagnostic }
      var annotated = diagnostic
      annotated.notes.append(
        Diagnostic.Note("'#' starts a YAML comment, so this value is empty; quote it: '\"\(comment)\"'"))
      return annotated
    }
  }

  /// The comment's first word (`#3355FF`) when the line's `scalars` from 1-based `column` on are blank up to a
  /// `#` that follows a space, a tab or `:`, else nil.
  private static func comment(in scalars: [Unicode.Scalar], at column: Int) -> String? {
    var index = column - 1
    guard index >= 0, index <= scalars.count else { return nil }
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    guard index > 0, index < scalars.count, scalars[index] == "#", [" ", "\t", ":"].contains(scalars[index - 1])
    else { return nil }
    let word = scalars[index...].prefix { !" \t,}]".unicodeScalars.contains($0) }
    return String(String.UnicodeScalarView(word))
  }
}
