/// Keeps a flood of one diagnostic from hiding the rest: past the first 20 of an id, the others are counted in
/// one note (`format.grouped`) instead of shown (the note holds them, and JSON lists them); a file in a format
/// Swatch does not read (Theo, Material's flat keys) is named once, with a note counting the other files like it.
///
/// Reads and returns sorted diagnostics; the first 20 of each id stay in place, so the run still fails on an
/// error, and each grouped id's note follows them all, in the order the ids first appeared.
package enum DiagnosticGrouping {
  /// How many diagnostics of one id are shown.
  static let shown = 20

  /// Ids that name a whole file's format: said once, with the other files counted in a note.
  static let perFormat: Set<String> = ["document.theo", "format.flat-keys"]

  package static func group(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var counts: [String: Int] = [:]
    var kept: [Diagnostic] = []
    var grouped: [String] = []
    var hidden: [String: [Diagnostic]] = [:]
    var firstOfFormat: [String: Int] = [:]
    for diagnostic in diagnostics {
      if perFormat.contains(diagnostic.id) {
        if let index = firstOfFormat[diagnostic.id] {
          counts[diagnostic.id, default: 1] += 1
          kept[index].notes = [.init("\(counts[diagnostic.id]! - 1) other file(s) are in this format too")]
        } else {
          firstOfFormat[diagnostic.id] = kept.count
          counts[diagnostic.id] = 1
          kept.append(diagnostic)
        }
        continue
      }
      let count = counts[diagnostic.id, default: 0] + 1
      counts[diagnostic.id] = count
      if count <= shown {
        kept.append(diagnostic)
      } else {
        if count == shown + 1 { grouped.append(diagnostic.id) }
        hidden[diagnostic.id, default: []].append(diagnostic)
      }
    }
    return kept
      + grouped.map { id in
        var note = Diagnostic(.formatGrouped(counts[id]! - shown, id: id), at: nil)
        note.grouped = hidden[id] ?? []
        return note
      }
  }

  /// `diagnostics` without repeats, in order: one place read twice (a resolver's default context and the
  /// context of the same name both reading a file) reports its problems once.
  static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard diagnostics.count > 1 else { return diagnostics }
    var seen = Set<Diagnostic>()
    return diagnostics.filter { seen.insert($0).inserted }
  }
}
