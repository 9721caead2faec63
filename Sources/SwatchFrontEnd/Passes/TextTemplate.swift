import SwatchModel

/// A text with references inside (`"{font.family}, sans-serif"`, Tokens Studio's `{size.base} * 2`), split
/// once at binding: the text around the references and the token each one names.
///
/// Each appearance writes it with every reference replaced by its target's text there, without reading
/// the file's YAML again.
struct TextTemplate: Sendable {
  /// The text before, between and after the references: one more piece than `targets`.
  private(set) var pieces: [String]
  /// The token each reference names, in the order written.
  private(set) var targets: [Int]
  /// Whether the text is arithmetic over its references (`{opacity.base} - 0.08` in a design tool's text
  /// token, `ToolMath.isArithmeticOverReferences`): written as its result where the references' values make
  /// it a number (`0.02`), as the tool evaluates it, and as the text otherwise.
  var isArithmetic = false

  /// The template of `text`, the reference whose `{` is at offset `o` (in Unicode scalars, from `base`),
  /// written in `length` scalars, naming the token `target(o + base, length)`; nil when a reference names no
  /// token. A text whose braces do not pair is one piece, written as it is.
  init?(_ text: String, base: Int = 0, target: (_ offset: Int, _ length: Int) -> Int?) {
    let (pieces, occurrences) = EmbeddedReferences.split(text) ?? ([text], [])
    var targets: [Int] = []
    for occurrence in occurrences {
      guard let found = target(base + occurrence.offset, occurrence.length) else { return nil }
      targets.append(found)
    }
    (self.pieces, self.targets) = (pieces, targets)
  }

  /// How many UTF-8 bytes the text around the references has.
  var literalBytes: Int { pieces.reduce(0) { $0 + $1.utf8.count } }

  /// The same template with each target's position mapped by `position`.
  func renumbered(_ position: (Int) -> Int) -> TextTemplate {
    var copy = self
    copy.targets = targets.map(position)
    return copy
  }

  /// The text with each reference replaced by its target's value's text (`EmbeddedReferences.text(of:)`), as
  /// `valueOf(target)` gives the value; a value with no single text is left out.
  func text(with valueOf: (Int) -> TokenValue) -> String {
    func text(_ target: Int) -> String { EmbeddedReferences.text(of: valueOf(target)) ?? "" }
    guard isArithmetic else { return filled(text) }
    // Each reference's text in parentheses, so a text holding math itself (`2 + 3`) counts as one operand.
    return ToolMath.arithmeticResult(filled { "(" + text($0) + ")" }) ?? filled(text)
  }

  /// The text with each reference replaced by `text(target)`.
  func filled(_ text: (Int) -> String) -> String {
    var result = pieces[0]
    for (target, piece) in zip(targets, pieces.dropFirst()) {
      result += text(target)
      result += piece
    }
    return result
  }
}
