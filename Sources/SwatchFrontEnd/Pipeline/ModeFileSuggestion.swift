/// Turns `token.duplicate` errors between two files whose names differ only by a mode word (`light.json` and
/// `dark.json`, `Color.Light.json` and `Color.Dark.json`) into one note per pair of files with the `tokens:`
/// lines that say which appearance each holds, so the same names become one token with a dark value.
enum ModeFileSuggestion {
  static func add(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics
      + proposals(in: diagnostics).map { proposal in
        let yaml = "tokens:  # with the other token files\n" + proposal.entries.map(\.yaml).joined(separator: "\n")
        return Diagnostic(.formatModeFiles(proposal.replaces[0], proposal.replaces[1]), at: nil, notes: [.init(yaml)])
      }
  }

  /// Each pair of files the `token.duplicate` errors in `diagnostics` name, light first, as a value of
  /// `appearance` each.
  static func proposals(in diagnostics: [Diagnostic]) -> [TokenEntryProposal] {
    var pairs: [(String, String)] = []
    for diagnostic in diagnostics where diagnostic.id == "token.duplicate" {
      guard let second = diagnostic.range?.file, let first = diagnostic.notes.first?.range?.file, first != second,
        let firstWord = modeWord(first), let secondWord = modeWord(second), firstWord != secondWord,
        withoutModeWord(first) == withoutModeWord(second),
        !pairs.contains(where: { $0 == (first, second) || $0 == (second, first) })
      else { continue }
      pairs.append((first, second))
    }
    return pairs.map { pair in
      let (light, dark) = modeWord(pair.0) == "light" ? pair : (pair.1, pair.0)
      let entries = [light, dark].map { TokenEntryProposal.Entry(path: $0, trait: "appearance", value: modeWord($0)!) }
      return TokenEntryProposal(replaces: [light, dark], entries: entries)
    }
  }

  /// `light` or `dark` when the file's name holds that word (any case), and not both.
  static func modeWord(_ path: String) -> String? {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    switch (name.contains("light"), name.contains("dark")) {
    case (true, false): return "light"
    case (false, true): return "dark"
    default: return nil
    }
  }

  private static func withoutModeWord(_ path: String) -> String {
    path.lowercased().replacing("light", with: "").replacing("dark", with: "")
  }
}
