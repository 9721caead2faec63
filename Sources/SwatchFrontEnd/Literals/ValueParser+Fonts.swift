extension ValueParser {
  /// The DTCG 2025.10 font weight names and the numbers they alias; names are lowercase and case-sensitive.
  static let fontWeightNames: [String: Int] = [
    "thin": 100, "hairline": 100,
    "extra-light": 200, "ultra-light": 200,
    "light": 300,
    "normal": 400, "regular": 400, "book": 400,
    "medium": 500,
    "semi-bold": 600, "demi-bold": 600,
    "bold": 700,
    "extra-bold": 800, "ultra-bold": 800,
    "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
  ]

  /// Reads a plain integer from 1 to 1000 or a DTCG weight name such as `bold`.
  static func parseFontWeight(_ node: YAMLNode) -> Result<Int, ValueSyntaxError> {
    if let number = node.plainNumber {
      guard number == number.rounded(), (1...1000).contains(number) else {
        return .failure(
          ValueSyntaxError(
            "font weight \(node.quotedForMessage) is not an integer from 1 to 1000; expected 1 to 1000 or a weight name"
          ))
      }
      return .success(Int(number))
    }
    guard let name = node.text else {
      return .failure(ValueSyntaxError("font weight is \(node.quotedForMessage); expected 1 to 1000 or a weight name"))
    }
    if let weight = fontWeightNames[name] { return .success(weight) }
    if fontWeightNames[name.lowercased()] != nil {
      return .failure(
        ValueSyntaxError(
          "font weight \(DiagnosticMessage.quoted(name)) is not lowercase; expected \(DiagnosticMessage.quoted(name.lowercased()))"
        ))
    }
    return .failure(
      ValueSyntaxError(
        "unknown font weight \(DiagnosticMessage.quoted(name)); expected 1 to 1000 or a name such as thin, normal or bold"
      ))
  }

  /// Reads one family name or a list of them, most preferred first; always gives a list.
  static func parseFontFamily(_ node: YAMLNode) -> Result<[String], ValueSyntaxError> {
    let items = node.items ?? [node]
    guard !items.isEmpty else {
      return .failure(ValueSyntaxError("font family list is empty; expected at least one name"))
    }
    var names: [String] = []
    for item in items {
      guard let name = item.text, !name.trimmingWhitespace().isEmpty else {
        let found = item.text == nil ? item.quotedForMessage : "an empty name"
        return .failure(ValueSyntaxError("font family is \(found); expected a name or a list of names"))
      }
      names += splitFontStack(name)
    }
    return .success(names)
  }

  /// A name holding a CSS font stack (`-apple-system, 'Segoe UI', sans-serif`, as GitHub Primer writes its
  /// families) as its families, unquoted; any other name as itself, without quotes around it (`unquoted`). No
  /// family name contains a comma.
  static func splitFontStack(_ name: String) -> [String] {
    guard name.contains(",") else { return [unquoted(name)] }
    var families: [String] = []
    var current = ""
    var quote: Character?
    for character in name {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "," {
        families.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    families.append(current)
    let trimmed = families.map { String($0.trimmingWhitespace()) }.filter { !$0.isEmpty }
    return trimmed.isEmpty ? [name] : trimmed
  }

  /// `name` without the quotes CSS writes around one family (`"Times New Roman"`, `'Segoe UI'`), which are
  /// no part of the name; a name with other quotes inside is left as it is.
  static func unquoted(_ name: String) -> String {
    let trimmed = name.trimmingWhitespace()
    guard trimmed.count >= 3, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first
    else { return name }
    let inner = trimmed.dropFirst().dropLast()
    return inner.contains(first) || inner.trimmingWhitespace().isEmpty ? name : String(inner)
  }
}
