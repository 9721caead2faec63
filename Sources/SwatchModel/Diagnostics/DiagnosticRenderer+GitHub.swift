/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per diagnostic, which the Actions
/// runner turns into an annotation at the file and line.
///
/// ```
/// ::error file=tokens/semantic.yaml,line=12,col=14,endLine=12,endColumn=29,title=[alias.unresolved]::unknown token 'color.gray.7'%0Atokens/palette.yaml:3:3: note: did you mean 'color.gray.6'?
/// ```
///
/// Notes follow the message on lines of their own, encoded as `%0A`. Escaping follows the runner's rules
/// (`actions/toolkit`, `command.ts`): in the message `%`, CR and LF; in property values also `:` and `,`.
extension DiagnosticRenderer {
  func github(_ diagnostic: Diagnostic) -> String {
    var properties: [(String, String)] = []
    if let range = diagnostic.range {
      properties += [
        ("file", displayPath(range.file)), ("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
        ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)"),
      ]
    }
    properties.append(("title", "[\(diagnostic.id)]"))
    let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
    var message = diagnostic.message
    for note in diagnostic.notes {
      let place = note.range.map { "\(displayPath($0.file)):\($0.start.line):\($0.start.column): " } ?? ""
      message += "\n\(place)note: \(note.message)"
    }
    return "::\(Self.command(for: diagnostic.severity)) \(list)::\(Self.escapeData(message))\n"
  }

  /// The workflow command for `severity`: GitHub calls its lowest level `notice`.
  static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// A workflow command's message: `%`, CR and LF percent-encoded.
  static func escapeData(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A workflow command's property value: as a message, and `:` and `,` too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingColonsAndCommas()
  }
}

extension String {
  fileprivate func replacingColonsAndCommas() -> String {
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
