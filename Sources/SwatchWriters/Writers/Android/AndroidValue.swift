/// Formats resolved values as Android resource XML writes them.
public enum AndroidValue {
  /// dp per rem: 1rem is 16dp, the browser default font size, as 1px is 1dp.
  public static let dpPerRem = 16.0

  /// A `<pathInterpolator>`'s control point attributes, `android:controlX1` to `android:controlY2`.
  static func interpolatorItems(_ curve: CubicBezierValue) -> [AndroidPart.Item] {
    [("X1", curve.x1), ("Y1", curve.y1), ("X2", curve.x2), ("Y2", curve.y2)].map {
      AndroidPart.Item(name: "android:control" + $0.0, value: NumberText.shortest($0.1))
    }
  }

  /// `#AARRGGBB`, alpha first, from the gamut-mapped 8-bit sRGB value.
  public static func color(_ color: ColorValue) -> String {
    let b = color.srgb8
    return HexText.string((b.alpha, b.red, b.green, b.blue), prefix: "#")
  }

  /// `12dp`, or `17sp` for a font size; rem converted at `dpPerRem`.
  public static func dimension(_ value: DimensionValue, isFontSize: Bool) -> String {
    let number = value.points ?? value.value
    return NumberText.shortest(number) + (isFontSize ? "sp" : "dp")
  }

  /// Whether a dimension token is a font size: one path component reads `fontSize`, `font-size`, `font_size`,
  /// `fontSizes` or `textSize` (Android's own word; its words are `font` or `text`, and `size`), or two
  /// components side by side are `font` and `size` (Red Hat's `font.size.body-text.md`), `text` and `size`, or
  /// `size` and `font` (Style Dictionary's category and type, `size.font.medium`).
  public static func isFontSize(_ path: TokenPath) -> Bool {
    let components = path.components
    if components.contains(where: {
      (spells($0, fontSizeLetters) || spells($0, textSizeLetters))
        && fontSizeWords.contains(NameStyle.words($0).map { $0.lowercased() })
    }) {
      return true
    }
    return zip(components, components.dropFirst()).contains { first, second in
      let pair = [first.lowercased(), second.lowercased()]
      return fontSizeWords.contains(pair) || pair == ["size", "font"]
    }
  }

  /// The words of a path component that names font sizes.
  private static let fontSizeWords: Set<[String]> = [
    ["font", "size"], ["font", "sizes"], ["text", "size"], ["text", "sizes"],
  ]

  private static let fontSizeLetters = Array("fontsize".utf8)
  private static let textSizeLetters = Array("textsize".utf8)

  /// Whether the ASCII letters and digits of `component`, lowercased, are `expected` (and a plural's `s`):
  /// what any name whose words are `font`, `size` has (words are ASCII), checked byte by byte before splitting
  /// a name into words.
  private static func spells(_ component: String, _ expected: [UInt8]) -> Bool {
    var matched = 0
    for byte in component.utf8 {
      let lower = byte | 0x20
      let isAlphanumeric = (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      guard isAlphanumeric else { continue }
      // A plural's `s` after `fontsize` (`fontSizes`).
      if matched == expected.count, lower == UInt8(ascii: "s") {
        matched += 1
        continue
      }
      guard matched < expected.count, lower == expected[matched] else { return false }
      matched += 1
    }
    return matched == expected.count || matched == expected.count + 1
  }

  /// `text` escaped for XML character data and attribute values; characters XML 1.0 forbids even as
  /// references (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF) become U+FFFD.
  ///
  /// Nearly every resource value (`#FF0A84FF`, `12dp`) has nothing to escape, so one pass over the UTF-8
  /// bytes finds that and returns `text` itself.
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { entity(for: $0) != nil || $0 < 0x20 || $0 >= 0xEF }) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if scalar.isASCII, let entity = entity(for: UInt8(scalar.value)) {
        out += entity
      } else if isForbiddenInXML(scalar) {
        out += "\u{FFFD}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether XML 1.0 forbids `scalar` anywhere in a document.
  static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return false
    case 0x00...0x1F, 0xFFFE, 0xFFFF: return true
    default: return false
    }
  }

  /// The XML entity that stands for `byte`, if the byte needs one.
  private static func entity(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): return "&amp;"
    case UInt8(ascii: "<"): return "&lt;"
    case UInt8(ascii: ">"): return "&gt;"
    case UInt8(ascii: "\""): return "&quot;"
    case UInt8(ascii: "'"): return "&apos;"
    default: return nil
    }
  }

  /// A token's text as a resource holds it (a `<string>`, a string array's `<item>`, a style's
  /// `android:fontFamily`), before XML escaping: `\`, `'`, `"` and line breaks escaped as aapt2 reads them, a
  /// leading `@` or `?` escaped so it is not a reference, and the whole in double quotes when spaces would
  /// otherwise be collapsed (leading, trailing or repeated).
  public static func stringResource(_ text: String) -> String {
    var out = ""
    // Every line break is written as aapt2's `\n`: XML would turn a bare CR into LF and aapt2 would then
    // collapse it into a space, as it does with the breaks XML does not know (NEL, LS, PS).
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
    for scalar in lines.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "'": out += "\\'"
      case "\"": out += "\\\""
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": out += "\\n"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix("@") || out.hasPrefix("?") { out = "\\" + out }
    let spaced = text.hasPrefix(" ") || text.hasSuffix(" ") || text.contains("  ")
    return spaced ? "\"" + out + "\"" : out
  }

  /// The lines an Android XML file Swatch writes outside its template opens with: the XML declaration, then
  /// `header` (the generated-file header's lines) in a comment, each line made `commentSafe`.
  static func xmlPrologue(header: [String]) -> [String] {
    [#"<?xml version="1.0" encoding="utf-8"?>"#, "<!--"] + header.map { "  " + commentSafe($0) } + ["-->"]
  }

  /// `text` safe on one line inside an XML comment: on one line (`CommentText.singleLine`), escaped, with no
  /// `--` (which XML forbids in a comment) and no `-` at its end (which would make `--->`).
  public static func commentSafe(_ text: String) -> String {
    var text = escaped(CommentText.singleLine(text))
    while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
    return text.hasSuffix("-") ? text + " " : text
  }

  /// A valid resource name for a token: snake_case, `[a-z0-9_]`, `_` before a leading digit, and `_` after
  /// a Java or Kotlin keyword so `R.color.<name>` compiles.
  public static func resourceName(_ path: TokenPath) -> String {
    resourceName(words: NameStyle.words(of: path))
  }

  /// `resourceName(_:)` of a path split into `words` (`NameStyle.words(of:)`).
  static func resourceName(words: [String]) -> String {
    var name = NameStyle.snakeCase.name(fromWords: words)
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
    "try", "typealias", "typeof", "val", "var", "void", "volatile", "when", "while",
  ]
}
