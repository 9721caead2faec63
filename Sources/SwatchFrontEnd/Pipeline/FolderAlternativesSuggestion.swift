/// Turns `token.duplicate` errors between files in sibling folders that hold the same file (`brands/brand-1/
/// color.json` and `brands/brand-2/color.json`, Style Dictionary's multi-brand layout) into one note per parent
/// folder with the `tokens:` lines that make each folder a value of a trait named after the parent, so each
/// brand's tokens are one token per name with a value per brand. Folders each named with a mode word (`light/`,
/// `dark/`) are values of `appearance` instead.
enum FolderAlternativesSuggestion {
  static func add(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics
      + proposals(in: diagnostics).map { proposal in
        let parent = proposal.replaces[0]
        let yaml =
          "tokens:  # with the other token files, instead of '\(parent)'\n"
          + proposal.entries.map(\.yaml).joined(separator: "\n")
        let names = proposal.entries.map { String($0.path.dropFirst(parent.count + 1)) }
        return Diagnostic(.formatAlternativeFolders(parent, names: names), at: nil, notes: [.init(yaml)])
      }
  }

  /// Each parent folder whose subfolders the `token.duplicate` errors in `diagnostics` name, with an entry per
  /// subfolder, by name.
  static func proposals(in diagnostics: [Diagnostic]) -> [TokenEntryProposal] {
    var children: [String: [String]] = [:]
    var parents: [String] = []
    for diagnostic in diagnostics where diagnostic.id == "token.duplicate" {
      guard let second = diagnostic.range?.file, let first = diagnostic.notes.first?.range?.file,
        let (parent, a, b) = siblings(first, second)
      else { continue }
      if children[parent] == nil { parents.append(parent) }
      for name in [a, b] where children[parent]?.contains(name) != true { children[parent, default: []].append(name) }
    }
    return parents.map { parent in
      let names = children[parent, default: []].sorted()
      let modes = names.map(ModeFileSuggestion.modeWord)
      let byMode = !modes.contains(nil) && Set(modes).count == names.count
      let trait = byMode ? "appearance" : value(parent.split(separator: "/").last.map(String.init) ?? parent)
      var taken: Set<String> = []
      let entries = zip(names, modes).map { name, mode in
        TokenEntryProposal.Entry(
          path: "\(parent)/\(name)", trait: trait, value: byMode ? mode! : unique(value(name), taken: &taken))
      }
      return TokenEntryProposal(replaces: [parent], entries: entries)
    }
  }

  /// The parent folder and the two sibling folders below it that hold `first` and `second` at the same path
  /// below each (`a/x/color.json` and `a/y/color.json` give `a`, `x`, `y`); nil for any other two files.
  static func siblings(_ first: String, _ second: String) -> (String, String, String)? {
    let (one, two) = (first.split(separator: "/"), second.split(separator: "/"))
    guard one.count == two.count, one.count >= 3 else { return nil }
    let differing = one.indices.filter { one[$0] != two[$0] }
    guard differing.count == 1, let index = differing.first, index > 0, index < one.count - 1 else { return nil }
    let parent = (first.hasPrefix("/") ? "/" : "") + one[..<index].joined(separator: "/")
    return (parent, String(one[index]), String(two[index]))
  }

  /// `word`, or with `-2`, `-3`… after it when a folder before took it (`brand 1` and `brand#1` are both
  /// `brand-1`), so that no two folders are proposed as one value.
  private static func unique(_ word: String, taken: inout Set<String>) -> String {
    var (candidate, number) = (word, 2)
    while !taken.insert(candidate).inserted {
      candidate = "\(word)-\(number)"
      number += 1
    }
    return candidate
  }

  /// `name` as one trait word (`ModifierMapping.isWord`): each run of other characters, spaces among them, as one
  /// `-` (`brand#1` is `brand-1`, which `swatch.yaml` takes); `value` when nothing is left.
  static func value(_ name: String) -> String {
    let isWordScalar = { (scalar: Unicode.Scalar) in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
    let runs = name.unicodeScalars.split(whereSeparator: { !isWordScalar($0) })
    let word = runs.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-")
    return word.isEmpty ? "value" : word
  }
}
