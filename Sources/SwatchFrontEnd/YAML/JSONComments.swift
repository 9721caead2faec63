/// JSON with comments (`.jsonc`, as Style Dictionary projects and editors' settings write it): each `//` and
/// `/* … */` comment outside a string turned into spaces, line breaks kept, so every line and column stays
/// where the file has it and libyaml reads the rest as JSON.
enum JSONComments {
  /// `text` with its comments blanked.
  static func blanked(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    var index = 0
    var inString = false
    while index < scalars.count {
      let scalar = scalars[index]
      if inString {
        if scalar == "\\" {
          index += 2
          continue
        }
        if scalar == "\"" { inString = false }
        index += 1
        continue
      }
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      if scalar == "\"" {
        inString = true
      } else if scalar == "/" && next == "/" {
        while index < scalars.count, scalars[index] != "\n" {
          scalars[index] = " "
          index += 1
        }
        continue
      } else if scalar == "/" && next == "*" {
        var end = index + 2
        while end + 1 < scalars.count, !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
        end = min(end + 2, scalars.count)
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
