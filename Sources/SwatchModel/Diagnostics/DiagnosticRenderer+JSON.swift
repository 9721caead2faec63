/// JSON lines: one compact object per diagnostic, for editors and scripts.
///
/// ```
/// {"severity":"error","id":"alias.unresolved","message":"unknown token 'color.gray.7'","file":"tokens/semantic.yaml","line":12,"column":14,"endLine":12,"endColumn":29,"notes":[{"message":"did you mean 'color.gray.6'?","file":null,"line":null,"column":null}]}
/// ```
///
/// Every key is always present, in this order; a diagnostic or note without a place has `null` for `file`,
/// `line` and `column` (and `endLine`, `endColumn`). Lines and columns are 1-based, columns in Unicode scalars.
extension DiagnosticRenderer {
  func jsonLine(_ diagnostic: Diagnostic) -> String {
    let notes = diagnostic.notes.map { note in
      JSONValue.object([("message", .string(note.message))] + place(note.range, withEnd: false))
    }
    let object = JSONValue.object(
      [
        ("severity", .string(diagnostic.severity.rawValue)), ("id", .string(diagnostic.id)),
        ("message", .string(diagnostic.message)),
      ] + place(diagnostic.range, withEnd: true) + [("notes", .array(notes))])
    return JSONSerializer(pretty: false).string(from: object) + "\n"
  }

  private func place(_ range: SourceRange?, withEnd: Bool) -> [(String, JSONValue)] {
    let number = { (value: Int?) in value.map { JSONValue.number(Double($0)) } ?? .null }
    var fields: [(String, JSONValue)] = [
      ("file", range.map { .string(displayPath($0.file)) } ?? .null),
      ("line", number(range?.start.line)), ("column", number(range?.start.column)),
    ]
    if withEnd { fields += [("endLine", number(range?.end.line)), ("endColumn", number(range?.end.column))] }
    return fields
  }
}
