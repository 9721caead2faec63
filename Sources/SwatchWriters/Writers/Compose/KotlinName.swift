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
    let kept = String(name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    return kept.isEmpty || kept.first!.isNumber ? "Swatch" + kept : kept
  }

  /// A package name: dot-separated identifiers, invalid characters dropped.
  static func package(_ text: String) -> String {
    let parts = text.split(separator: ".").map {
      identifier(String($0.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }))
    }
    return parts.isEmpty ? "dev.swatch.tokens" : parts.joined(separator: ".")
  }

  /// `text` safe inside a KDoc comment or a `//` line: on one line (`CommentText.singleLine`), with no
  /// comment opener or closer.
  static func comment(_ text: String) -> String {
    // Kotlin comments nest, so `/*` inside one needs breaking up as much as `*/`.
    CommentText.singleLine(text).replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
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
