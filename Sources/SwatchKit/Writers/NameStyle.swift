/// How a platform spells a token's path as a name: `background.primary` becomes `backgroundPrimary`,
/// `background-primary` or `background_primary`.
///
/// Every path component is split into words at non-alphanumeric characters and at lower-to-upper case
/// changes (`onAccent` is `on`, `Accent`); `$root` contributes no words, so `color.accent.$root` is named
/// like its group.
public enum NameStyle: String, Sendable, Decodable, CaseIterable {
  /// `backgroundPrimary`: Swift and Kotlin properties.
  case camelCase
  /// `BackgroundPrimary`: type names.
  case pascalCase
  /// `background-primary`: CSS custom properties.
  case kebabCase = "kebab-case"
  /// `background_primary`: Android resources.
  case snakeCase = "snake_case"

  /// The name of `path` in this style, before any platform rule about leading digits or keywords.
  public func name(for path: TokenPath) -> String {
    let words = path.components.filter { $0 != "$root" }.flatMap(Self.words)
    switch self {
    case .camelCase:
      return words.enumerated().map { $0 == 0 ? $1.lowercased() : Self.capitalized($1) }.joined()
    case .pascalCase: return words.map(Self.capitalized).joined()
    case .kebabCase: return words.map { $0.lowercased() }.joined(separator: "-")
    case .snakeCase: return words.map { $0.lowercased() }.joined(separator: "_")
    }
  }

  /// The words of one name: runs of letters and digits, split where a lowercase letter meets an uppercase one.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in name {
      guard character.isLetter || character.isNumber, character.isASCII else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase && previousIsLower {
        words.append(current)
        current = ""
      }
      current.append(character)
      previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}

/// Platform names for every token, checked for collisions.
public struct PlatformNames: Sendable {
  /// The name of each token, by its position in the graph's `tokens`.
  public var names: [String]

  /// Names every token of `graph` accepted by `include` with `makeName`, reporting two tokens that
  /// get the same name, with both definitions.
  public static func assign(
    _ graph: ResolvedTokenGraph, include: (ResolvedToken) -> Bool = { _ in true },
    makeName: (TokenPath) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    var names = [String](repeating: "", count: graph.tokens.count)
    var owners: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []
    for (index, token) in graph.tokens.enumerated() where include(token) {
      let name = makeName(token.path)
      names[index] = name
      if let first = owners[name] {
        let other = graph.tokens[first]
        diagnostics.append(
          Diagnostic(
            .nameCollision(name, token.path.string, other.path.string), at: token.definedAt,
            notes: [.init("'\(other.path.string)' is defined here", at: other.definedAt)]))
      } else {
        owners[name] = index
      }
    }
    return (PlatformNames(names: names), diagnostics)
  }
}
