/// Bounds on what a message quotes, so hostile input (a 100 MB scalar, a 100,000-hop cycle) gives a message
/// of a few lines, not one as large as the input.
extension DiagnosticMessage {
  /// The most characters of one quoted value a message shows; longer values end in `…`.
  static let maximumQuoted = 80
  /// The most items of a list (cycle hops, appearances) a message shows.
  static let maximumListed = 20

  /// `text` in single quotes, on one line and at most `maximumQuoted` characters: line breaks and control
  /// characters are shown as `\u{…}` escapes, so a value cannot forge a diagnostic line.
  package static func quoted(_ text: some StringProtocol) -> String {
    var out = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < maximumQuoted else {
        out.append("…")
        break
      }
      if CommentText.isLineBreak(scalar) || CommentText.isHidden(scalar) {
        out.append(contentsOf: scalar.escaped(asASCII: true).unicodeScalars)
      } else {
        out.append(scalar)
      }
      count += 1
    }
    return "'" + String(out) + "'"
  }

  /// `items` joined by `separator`; past `maximumListed`, the first and last halves with the count of the
  /// rest between them.
  static func listed(_ items: [String], separator: String) -> String {
    guard items.count > maximumListed else { return items.joined(separator: separator) }
    let half = maximumListed / 2
    let middle = "… (\(items.count - 2 * half) more)"
    return (items.prefix(half) + [middle] + items.suffix(half)).joined(separator: separator)
  }
}

extension Diagnostic {
  /// The most notes a diagnostic keeps; the rest are counted in one last note.
  public static let maximumNotes = 20

  /// The most characters of a message or a note; a catalogue message stays far below it, as it quotes
  /// through `DiagnosticMessage.quoted`, so this only catches text built elsewhere.
  public static let maximumMessage = 1_000

  /// `notes` bounded to `maximumNotes`, the last one saying how many were left out, each note's message
  /// clipped to `maximumMessage`.
  static func bounded(_ notes: [Note]) -> [Note] {
    let clippedNotes = notes.prefix(maximumNotes).map { Note(clipped($0.message), at: $0.range) }
    guard notes.count > maximumNotes else { return clippedNotes }
    return clippedNotes.dropLast() + [Note("and \(notes.count - maximumNotes + 1) more notes not shown")]
  }

  /// `text` cut to `maximumMessage` characters, ending in `…` when cut.
  static func clipped(_ text: String) -> String {
    guard text.utf8.count > maximumMessage, text.unicodeScalars.count > maximumMessage else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumMessage - 1))) + "…"
  }
}
