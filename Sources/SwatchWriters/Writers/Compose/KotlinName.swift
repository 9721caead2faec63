/// Spelling rules for Kotlin identifiers.
enum KotlinName {
  /// `name` with `_` before a leading digit and after a keyword, so it is a plain identifier.
  static func identifier(_ name: String) -> String {
    var name = name.isEmpty ? "token" : name
    if name.first!.isNumber { name = "_" + name }
    return AndroidValue.keywords.contains(name) ? name + "_" : name
  }

  /// A type name prefix: the letters and digits of `name`, or `Swatch` when none are left.
  static func typeName(_ name: String) -> String {
    // An ASCII name is read byte by byte: no Unicode property lookups for a name made thousands of times. In
    // other text a letter with a combining mark is one non-ASCII character, dropped whole.
    let kept =
      name.utf8.allSatisfy { $0 < 0x80 }
      ? String(decoding: name.utf8.filter { isASCIILetterOrDigit($0) }, as: UTF8.self)
      : String(name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    return kept.isEmpty || kept.utf8.first! <= 0x39 ? "Swatch" + kept : kept
  }

  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
  }

  /// Whether `text` names a package by itself: some identifier character, so `package(_:)` does not fall back
  /// to `tokens`.
  static func isPackage(_ text: String) -> Bool {
    text.contains { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  /// A package name: dot-separated identifiers, invalid characters dropped; `tokens` when none is left (no
  /// package is the tool's to choose, so the writer warns).
  static func package(_ text: String) -> String {
    let parts = text.split(separator: ".").map {
      identifier(String($0.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }))
    }
    return parts.isEmpty ? "tokens" : parts.joined(separator: ".")
  }

  /// `text` safe inside a KDoc comment or a `//` line: on one line (`CommentText.singleLine`), with no
  /// comment opener or closer.
  static func comment(_ text: String) -> String {
    // Kotlin comments nest, so `/*` inside one needs breaking up as much as `*/`; a line without a slash has
    // neither, and most have none, so the byte scan spares them the two searches.
    let line = CommentText.singleLine(text)
    guard line.utf8.contains(UInt8(ascii: "/")) else { return line }
    return line.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
  }

  /// `Color(0xAARRGGBB)`.
  static func color(_ color: ColorValue) -> String {
    let b = color.srgb8
    return HexText.string((b.alpha, b.red, b.green, b.blue), prefix: "Color(0x", suffix: ")")
  }

  /// `0xFF007AFFL`: the color's ARGB as a Kotlin `Long` literal, as `Color(Long)` takes it.
  static func argbLiteral(_ color: ColorValue) -> String {
    let b = color.srgb8
    return HexText.string((b.alpha, b.red, b.green, b.blue), prefix: "0x", suffix: "L")
  }
}
