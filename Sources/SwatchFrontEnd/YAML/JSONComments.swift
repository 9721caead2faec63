/// JSON with comments (`.jsonc`, as Style Dictionary projects and editors' settings write it) and JSON5
/// (`.json5`, as Style Dictionary also reads): each `//` and `/* … */` comment outside a string turned into
/// spaces, line breaks kept, so every line and column stays where the file has it and libyaml reads the rest.
/// JSON5's unquoted keys and trailing commas are YAML's flow syntax already; its single-quoted strings become
/// double-quoted ones where that changes nothing (no `"` inside), since YAML reads backslashes in single
/// quotes as they are.
enum JSONComments {
  /// `text` with its comments blanked, and with `isJSON5` its single-quoted strings double-quoted.
  static func blanked(_ text: String, isJSON5: Bool = false) -> String {
    var scalars = Array(text.unicodeScalars)
    var index = 0
    var quote: Unicode.Scalar?
    var opened = 0
    var holdsDoubleQuote = false
    while index < scalars.count {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == "\\" {
          index += 2
          continue
        }
        if scalar == "\"" { holdsDoubleQuote = true }
        if scalar == open {
          quote = nil
          if open == "'", !holdsDoubleQuote { (scalars[opened], scalars[index]) = ("\"", "\"") }
        }
        index += 1
        continue
      }
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      if scalar == "\"" || (isJSON5 && scalar == "'") {
        (quote, opened, holdsDoubleQuote) = (scalar, index, false)
      } else if scalar == "/" && next == "/" {
        while index < scalars.count, scalars[index] != "\n" {
          scalars[index] = " "
          index += 1
        }
        continue
      } else if scalar == "/" && next == "*" {
        var end = index + 2
        while end + 1 < scalars.count, !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
        // A comment never closed is left as written, so the reader stops at it rather than reading the file
        // as if it ended there.
        guard end + 1 < scalars.count else { break }
        end += 2
        for position in index..<end where scalars[position] != "\n" { scalars[position] = " " }
        index = end
        continue
      }
      index += 1
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
