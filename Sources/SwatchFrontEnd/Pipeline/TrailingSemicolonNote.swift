/// Explains a value copied with its CSS declaration's `;` (`"#ff0000;"`, `"linear-gradient(…);"`), which reads
/// as no color or gradient at all: the error said the hex had 7 digits.
///
/// Reads: the diagnostics of a run and the text of its files. Changes: adds a note to each `value.invalid` (or
/// `alias.embedded`, a reference in a gradient) error whose value, on one line, ends in `;` before its closing
/// quote. Reports nothing new.
enum TrailingSemicolonNote {
  static let note = "a CSS declaration's ';' is no part of a token's value; remove it"

  /// `diagnostics` with the note added where the value they point at ends in `;`.
  static func add(to diagnostics: [Diagnostic], sources: SourceFileStore) -> [Diagnostic] {
    var lines = SourceLineScalars(sources)
    return diagnostics.map { diagnostic in
      guard ["value.invalid", "alias.embedded"].contains(diagnostic.id), let range = diagnostic.range,
        range.start.line == range.end.line, let scalars = lines.line(range.start.line, in: range.file),
        endsInSemicolon(scalars, range)
      else { return diagnostic }
      var annotated = diagnostic
      annotated.notes.append(Diagnostic.Note(note))
      return annotated
    }
  }

  /// Whether the line's `scalars` in `range`'s columns, less a closing quote and spaces, end in `;`.
  private static func endsInSemicolon(_ scalars: [Unicode.Scalar], _ range: SourceRange) -> Bool {
    let (start, end) = (range.start.column - 1, min(range.end.column - 1, scalars.count))
    guard start >= 0, start < end else { return false }
    let value = scalars[start..<end].reversed().drop { " \t\"'".unicodeScalars.contains($0) }
    return value.first == ";"
  }
}
