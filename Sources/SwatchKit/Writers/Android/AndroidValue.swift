/// Formats resolved values as Android resource XML writes them.
public enum AndroidValue {
  /// dp per rem: 1rem is 16dp, the browser default font size, as 1px is 1dp.
  public static let dpPerRem = 16.0

  /// `#AARRGGBB`, alpha first, from the gamut-mapped 8-bit sRGB value.
  public static func color(_ color: ColorValue) -> String {
    let b = color.srgb8
    return "#"
      + [b.alpha, b.red, b.green, b.blue].map { byte in
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte / 16)], digits[Int(byte % 16)]])
      }.joined()
  }

  /// `12dp`, or `17sp` for a font size; rem converted at `dpPerRem`.
  public static func dimension(_ value: DimensionValue, isFontSize: Bool) -> String {
    let number = value.unit == .rem ? value.value * dpPerRem : value.value
    return JSONSerializer.number(number) + (isFontSize ? "sp" : "dp")
  }

  /// Whether a dimension token is a font size: one path component reads `fontSize`, `font-size` or
  /// `font_size` (its words are `font`, `size`).
  public static func isFontSize(_ path: TokenPath) -> Bool {
    path.components.contains { NameStyle.words($0).map { $0.lowercased() } == ["font", "size"] }
  }

  /// `text` escaped for XML character data and attribute values.
  public static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&apos;")
  }

  /// `text` safe inside an XML comment, which may not contain `--`.
  public static func commentSafe(_ text: String) -> String {
    escaped(text).replacingOccurrences(of: "--", with: "- -")
  }

  /// A valid resource name for a token: snake_case, `[a-z0-9_]`, `_` before a leading digit, and `_` after
  /// a Java or Kotlin keyword so `R.color.<name>` compiles.
  public static func resourceName(_ path: TokenPath) -> String {
    var name = NameStyle.snakeCase.name(for: path)
    if name.isEmpty { name = "token" }
    if name.first!.isNumber { name = "_" + name }
    if keywords.contains(name) { name += "_" }
    return name
  }

  static let keywords: Set<String> = [
    "abstract", "as", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
    "continue", "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float",
    "for", "fun", "goto", "if", "implements", "import", "in", "instanceof", "int", "interface", "is", "long",
    "native", "new", "null", "object", "package", "private", "protected", "public", "return", "short",
    "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "true",
    "try", "typealias", "val", "var", "void", "volatile", "when", "while",
  ]
}
