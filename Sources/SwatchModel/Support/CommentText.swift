/// Text from tokens (descriptions, paths, values, source file names) made safe to place inside a generated
/// comment in any target language, so no input can end the comment and become code.
///
/// Every line terminator any target knows ends a line here: LF, VT, FF, CR, CRLF (once), NEL, LS and PS.
/// Other control characters (C0, DEL, C1) and the bidirectional overrides that can make code read differently
/// from how it compiles become U+FFFD. Each language's comment closer (`*/`, `-->`) is the writer's concern.
public enum CommentText {
  /// `text` split at every line terminator, each line cleaned of control characters.
  public static func lines(_ text: String) -> [String] {
    guard needsCleaning(text) else { return [text] }
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      if scalar == "\n" && afterCR { continue }
      if isLineBreak(scalar) {
        lines.append(String(current))
        current = String.UnicodeScalarView()
      } else {
        current.append(isHidden(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    lines.append(String(current))
    return lines
  }

  /// `text` on one line: its lines joined by a space.
  public static func singleLine(_ text: String) -> String {
    guard needsCleaning(text) else { return text }
    return lines(text).joined(separator: " ")
  }

  /// Whether `scalar` ends a line in some target: Swift, Kotlin and Java end lines at CR and LF, CSS also at
  /// FF, JavaScript and some editors at LS and PS, Unicode's line breaking at VT and NEL.
  public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Whether `scalar` is a control character other than tab, or a bidirectional embedding, override or
  /// isolate (the "Trojan Source" characters).
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Whether any scalar of `text` needs a change: nearly every text is plain, found in one pass over bytes.
  private static func needsCleaning(_ text: String) -> Bool {
    let isPlain = { (byte: UInt8) in (byte >= 0x20 && byte < 0x7F) || byte == 0x09 }
    // A native string's bytes are read from its storage, not through the view's iterator.
    let plain =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        for byte in bytes where !isPlain(byte) { return false }
        return true
      } ?? text.utf8.allSatisfy(isPlain)
    return !plain && text.unicodeScalars.contains { isLineBreak($0) || isHidden($0) }
  }
}
