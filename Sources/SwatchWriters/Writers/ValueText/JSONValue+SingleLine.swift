extension JSONValue {
  /// The context with every string on one line and free of control characters (`CommentText.singleLine`).
  ///
  /// For a context in which no string may span lines (the Swift one: identifiers, code fragments, escaped
  /// literals and comment lines), so no token text can end a comment and start code, whatever field or
  /// template places it.
  func singleLineStrings() -> JSONValue {
    switch self {
    case .string(let text): return .string(CommentText.singleLine(text))
    case .array(let items): return .array(items.map { $0.singleLineStrings() })
    case .object(let fields): return .object(fields.map { ($0, $1.singleLineStrings()) })
    case .null, .bool, .number: return self
    }
  }
}
