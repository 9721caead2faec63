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
    name(fromWords: Self.words(of: path))
  }

  /// The words `path` is named from, for naming one path in several styles without splitting it again.
  static func words(of path: TokenPath) -> [String] {
    var words: [String] = []
    words.reserveCapacity(path.components.count + 2)
    for component in path.components where component != "$root" { appendWords(of: component, to: &words) }
    return words
  }

  /// The name made of `words` (from `words(of:)`) in this style.
  func name(fromWords words: [String]) -> String {
    asciiName(fromWords: words) ?? characterName(fromWords: words)
  }

  /// `name(fromWords:)` for ASCII words, byte by byte into the new string's storage (nil if a word is not
  /// ASCII): every writer names every token, and case mapping through `String` cost more per name than the
  /// rest of naming.
  private func asciiName(fromWords words: [String]) -> String? {
    var isASCII = true
    let name = String(unsafeUninitializedCapacity: words.reduce(words.count) { $0 + $1.utf8.count }) { buffer in
      var count = 0
      for (index, word) in words.enumerated() {
        if index > 0, let separator {
          buffer[count] = separator
          count += 1
        }
        let capitalizes = self == .pascalCase || (self == .camelCase && index > 0)
        var word = word
        word.withUTF8 { bytes in
          for (offset, byte) in bytes.enumerated() {
            if byte >= 0x80 { isASCII = false }
            if offset == 0 && capitalizes {
              buffer[count] = Self.isLower(byte) ? byte - 0x20 : byte
            } else {
              buffer[count] = !capitalizes && Self.isUpper(byte) ? byte + 0x20 : byte
            }
            count += 1
          }
        }
      }
      return count
    }
    return isASCII ? name : nil
  }

  /// The byte between words: `-` or `_`, none for the cased styles.
  private var separator: UInt8? {
    switch self {
    case .camelCase, .pascalCase: return nil
    case .kebabCase: return UInt8(ascii: "-")
    case .snakeCase: return UInt8(ascii: "_")
    }
  }

  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  private func characterName(fromWords words: [String]) -> String {
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
    appendWords(of: name, to: &words)
    return words
  }

  /// Appends the words of `name` to `words`: byte by byte for an ASCII name (the same rule without Unicode
  /// property lookups), character by character otherwise. Every writer names every token, so this is a
  /// measured path; a name that is one word whole is appended as it is, without making a new string.
  private static func appendWords(of name: String, to words: inout [String]) {
    var contiguous = name
    let wasASCII = contiguous.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
      let found = asciiWordRanges(bytes)
      if found.count == 1, found[0] == 0..<bytes.count {
        words.append(name)
      } else {
        words += found.map { word(bytes, $0) }
      }
      return true
    }
    if !wasASCII { words += characterWords(name) }
  }

  /// The byte ranges of the words of an ASCII name.
  private static func asciiWordRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    var previousIsLower = false
    for (index, byte) in bytes.enumerated() {
      let isUpper = isUpper(byte)
      let isLowerOrDigit = isLower(byte) || (byte >= 0x30 && byte <= 0x39)
      guard isUpper || isLowerOrDigit else {
        if let wordStart = start { ranges.append(wordStart..<index) }
        start = nil
        previousIsLower = false
        continue
      }
      if isUpper && previousIsLower, let wordStart = start {
        ranges.append(wordStart..<index)
        start = nil
      }
      if start == nil { start = index }
      previousIsLower = isLowerOrDigit
    }
    if let wordStart = start { ranges.append(wordStart..<bytes.count) }
    return ranges
  }

  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private static func characterWords(_ name: String) -> [String] {
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
  /// get the same name once, with both definitions, the writer's name and its `outputs:` entry.
  public static func assign(
    _ graph: ResolvedTokenGraph, writer: String, output: SourceRange?,
    include: (ResolvedToken) -> Bool = { _ in true }, makeName: (TokenPath) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    assign(graph, writer: writer, output: output, include: include) { makeName(graph.tokens[$0].path) }
  }

  /// `assign` with names made from the words of each token's path (`NameStyle.words(of:)`), which the
  /// graph splits once for every writer (`ResolvedTokenGraph.pathWords`).
  public static func assign(
    _ graph: ResolvedTokenGraph, writer: String, output: SourceRange?,
    include: (ResolvedToken) -> Bool = { _ in true }, nameFromWords: ([String]) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    let words = graph.pathWords
    return assign(graph, writer: writer, output: output, include: include) { nameFromWords(words[$0]) }
  }

  private static func assign(
    _ graph: ResolvedTokenGraph, writer: String, output: SourceRange?, include: (ResolvedToken) -> Bool,
    name makeName: (Int) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    var names = [String](repeating: "", count: graph.tokens.count)
    var owners: [String: Int] = [:]
    owners.reserveCapacity(graph.tokens.count)
    var diagnostics: [Diagnostic] = []
    for index in graph.tokens.indices where include(graph.tokens[index]) {
      let name = makeName(index)
      names[index] = name
      if let first = owners.updateValue(index, forKey: name) {
        owners[name] = first  // the first token to take a name keeps it
        diagnostics.append(
          collision(name, graph.tokens[index], graph.tokens[first], writer: writer, output: output))
      }
    }
    return (PlatformNames(names: names), diagnostics)
  }

  /// The error for `token` taking the name `name` that `other` already has in `writer`'s output: at
  /// `token`, with notes at `other` and at the output's entry.
  static func collision(
    _ name: String, _ token: ResolvedToken, _ other: ResolvedToken, writer: String, output: SourceRange?
  ) -> Diagnostic {
    var notes: [Diagnostic.Note] = [.init("'\(other.path.string)' is defined here", at: other.definedAt)]
    if let output { notes.append(.init("in this \(writer) output", at: output)) }
    return Diagnostic(
      .nameCollision(name, token.path.string, other.path.string, writer: writer), at: token.definedAt, notes: notes)
  }
}

/// The words of every token's path of a graph, by position in its `tokens`: what each writer names tokens
/// from, split once (`GraphMemo`).
struct PathWords: Sendable {
  let words: [[String]]
}

extension ResolvedTokenGraph {
  /// The words of each token's path (`NameStyle.words(of:)`), by position in `tokens`, made on first use and
  /// shared by the writers.
  var pathWords: [[String]] {
    memo.value(PathWords.self) { PathWords(words: tokens.map { NameStyle.words(of: $0.path) }) }.words
  }
}
