import Foundation

/// How a platform spells a token's path as a name: `background.primary` becomes `backgroundPrimary`,
/// `background-primary` or `background_primary`.
///
/// Every path component is split into words at non-alphanumeric characters and at lower-to-upper case
/// changes (`onAccent` is `on`, `Accent`), and a minus sign before a number is the word `negative` (`-100` is
/// `negative`, `100`); `$root` contributes no words, so `color.accent.$root` is named like its group. The cased
/// styles keep an `_` between two numbers (`space.1_5` is `space1_5`, so it stays apart from `space.15`).
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
    let words = ownWords(of: path)
    // A path of symbols or of letters no platform name keeps (`_`, `-`, `日本`) is named `token`, as Kotlin
    // and Android name it, not `_` (Swift) or `--` (CSS); two such paths collide, which the writer reports.
    return words.isEmpty ? ["token"] : words
  }

  /// The words of `path` as written, none for a path of symbols.
  static func ownWords(of path: TokenPath) -> [String] {
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
        if index > 0, let separator = separator ?? Self.numberSeparator(count > 0 ? buffer[count - 1] : 0, word) {
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

  /// `_` when a word starting with a digit follows `last`, a digit: two numbers run together would read as one.
  private static func numberSeparator(_ last: UInt8, _ word: String) -> UInt8? {
    guard isDigit(last), let first = word.utf8.first, isDigit(first) else { return nil }
    return UInt8(ascii: "_")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

  private func characterName(fromWords words: [String]) -> String {
    switch self {
    case .camelCase:
      return Self.joinedKeepingNumbersApart(words.enumerated().map { $0 == 0 ? $1.lowercased() : Self.capitalized($1) })
    case .pascalCase: return Self.joinedKeepingNumbersApart(words.map(Self.capitalized))
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
    // A minus sign before a number is a word: `z-index.-100` is `z-index-negative-100`, apart from `z-index.100`.
    if name.utf8.first == UInt8(ascii: "-"), name.utf8.dropFirst().first.map(isDigit) == true {
      words.append("negative")
    }
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

  /// The words of a name that is not ASCII, read in canonical decomposition: a letter's accents and other
  /// combining marks, and joiners and other format characters, are dropped, so `café` (either way it is written)
  /// is `cafe` and `naïve` `naive`; any other character that is not an ASCII letter or digit separates words.
  private static func characterWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark, .format: continue
      default: break
      }
      let isUpper = ("A"..."Z").contains(scalar)
      let isLowerOrDigit = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      guard isUpper || isLowerOrDigit else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if isUpper && previousIsLower {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousIsLower = isLowerOrDigit
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `words` run together, with `_` between a word ending in a digit and one starting with a digit.
  private static func joinedKeepingNumbersApart(_ words: [String]) -> String {
    var name = ""
    for word in words {
      if let last = name.last, last.isNumber, let first = word.first, first.isNumber { name += "_" }
      name += word
    }
    return name
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}
