/// How diagnostics are printed, chosen with `--diagnostics-format`.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `file:line:column: error: message [id]`, the quoted line and a caret, then notes, as clang and swiftc
  /// print them; Xcode, VS Code and most CI annotators read this.
  case clang
  /// GitHub Actions workflow commands, one line each: `::error file=…,line=…,col=…,title=[id]::message`,
  /// which GitHub shows as annotations on the pull request.
  case github
  /// One JSON object per line: severity, id, message, file, line, column, endLine, endColumn and notes.
  case json
}
