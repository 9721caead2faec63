/// Turns names into valid Swift identifiers: keywords escaped with backticks, a leading digit prefixed with `_`.
public enum SwiftIdentifier {
  /// `name` made usable as a Swift identifier; an empty name becomes `_`.
  public static func make(_ name: String) -> String {
    guard let first = name.first else { return "_" }
    if first.isNumber { return "_" + name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// The camelCase identifier of `path`, after `prefix` (itself split into words, so `sw` gives `swBackground`).
  public static func camelCase(_ path: TokenPath, prefix: String = "") -> String {
    camelCase(words: NameStyle.words(of: path), prefix: prefix)
  }

  /// `camelCase(_:prefix:)` of a path split into `words` (`NameStyle.words(of:)`).
  static func camelCase(words: [String], prefix: String = "") -> String {
    make(NameStyle.camelCase.name(fromWords: prefix.isEmpty ? words : NameStyle.words(prefix) + words))
  }

  /// The name of a token's static member: `camelCase`, with `_` after a name the generated types already use
  /// for a static member (`ColorToken.allCases`, `SwatchTokens.appearanceIndex`), which would not compile.
  public static func tokenMember(_ path: TokenPath, prefix: String = "") -> String {
    tokenMember(words: NameStyle.words(of: path), prefix: prefix)
  }

  /// `tokenMember(_:prefix:)` of a path split into `words` (`NameStyle.words(of:)`).
  static func tokenMember(words: [String], prefix: String = "") -> String {
    let name = camelCase(words: words, prefix: prefix)
    return reservedMembers.contains(name) ? name + "_" : name
  }

  static let reservedMembers: Set<String> = ["allCases", "appearanceIndex"]

  /// The PascalCase type name of `word`, such as `HighContrast` for `high-contrast`.
  public static func pascalCase(_ word: String) -> String {
    make(NameStyle.pascalCase.name(for: TokenPath([word])))
  }

  /// Words Swift reserves in declarations or expressions; a member named so needs backticks.
  static let keywords: Set<String> = [
    "Any", "Protocol", "Self", "Type", "actor", "as", "associatedtype", "async", "await", "break", "case", "catch",
    "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
    "nil", "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
    "self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]
}
