import SwatchModel

/// A font family written as a list whose items are family names or references, each reference a whole item
/// (`"{font.primary}, {font.fallback}, sans-serif"`, as Style Dictionary projects keep a stack of their own
/// font tokens): each appearance lists the names written and, in their place, the names each target has there.
///
/// A reference inside an item (`"{font.primary} Bold"`) is no stack: its text would name a family no token
/// names.
struct FontStackTemplate: Sendable {
  private var text: TextTemplate

  /// The stack `text` writes, or nil when a reference is not a whole item of its comma-separated list.
  init?(_ text: TextTemplate) {
    guard Self.isStack(pieces: text.pieces) else { return nil }
    self.text = text
  }

  /// Whether `text` is a list whose every reference is a whole item, and holds one at least.
  static func isStack(_ text: String) -> Bool {
    guard let (pieces, _) = EmbeddedReferences.split(text) else { return false }
    return isStack(pieces: pieces)
  }

  /// Whether the texts around the references (one more than they) leave each reference a whole item.
  private static func isStack(pieces: [String]) -> Bool {
    let last = pieces.count - 2
    guard last >= 0 else { return false }
    return (0...last).allSatisfy { index in
      let (before, after) = (pieces[index].trimmingWhitespace(), pieces[index + 1].trimmingWhitespace())
      return (before.isEmpty ? index == 0 : before.hasSuffix(","))
        && (after.isEmpty ? index == last : after.hasPrefix(","))
    }
  }

  /// The tokens it names, in the order written.
  var targets: [Int] { text.targets }

  /// How many UTF-8 bytes the names written around the references have.
  var literalBytes: Int { text.literalBytes }

  /// The same template with each target's position mapped by `position`.
  func renumbered(_ position: (Int) -> Int) -> FontStackTemplate {
    var copy = self
    copy.text = text.renumbered(position)
    return copy
  }

  /// The families, each reference giving its target's (`valueOf`): a font family's names, a text's families.
  func value(_ valueOf: (Int) -> TokenValue) -> TokenValue {
    var names = Self.names(in: text.pieces[0])
    for (target, piece) in zip(text.targets, text.pieces.dropFirst()) {
      switch valueOf(target) {
      case .fontFamily(let families): names += families
      case .string(let stack): names += Self.names(in: stack)
      default: break  // binding checked every target is one of those
      }
      names += Self.names(in: piece)
    }
    return .fontFamily(names)
  }

  /// The family names a piece of the list writes, unquoted; none for the commas and spaces between references.
  private static func names(in piece: String) -> [String] {
    guard piece.contains(where: { $0 != "," && !$0.isWhitespace }) else { return [] }
    return ValueParser.splitFontStack(piece).filter { !$0.trimmingWhitespace().isEmpty }
  }
}
