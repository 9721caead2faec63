import SwatchKit

/// Source text with position markers (`1️⃣`, `2️⃣`, …) in it, as swift-format's tests write them: the
/// markers are stripped and each one's 1-based line and column in the stripped text is remembered.
struct MarkedSource {
  static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// The text without its markers.
  let text: String
  /// Each marker's position in `text`.
  let positions: [Character: SourcePosition]

  init(_ marked: String) {
    var text = ""
    var positions: [Character: SourcePosition] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if Self.markers.contains(character) {
        positions[character] = SourcePosition(line: line, column: column)
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        // Columns count Unicode scalars, as libyaml does.
        column += character.unicodeScalars.count
      }
    }
    self.text = text
    self.positions = positions
  }
}
