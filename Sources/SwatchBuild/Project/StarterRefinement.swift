import Foundation

/// What `swatch init` adds to the configuration it writes beside tokens already there, once it has loaded them:
/// the `tokens:` entries the project's own notes propose for files or folders that define the same tokens and
/// differ by a mode word or as sibling folders (`TokenEntryProposal`), and a trait for each mode word no
/// trait has (`$modes: { reduced-motion: … }` with the default traits; one trait for a design tool's alternative
/// modes of one token, `mode: [Brand-A, Brand-B]`), so the configuration it leaves builds.
///
/// Reads: the `tokens:` entries init chose and what loading them reported. Produces: the entries and the
/// `traits:` lines to write instead, or nil when loading proposed nothing.
public struct StarterRefinement: Sendable, Equatable {
  /// The lines of the `tokens:` list.
  public var entries: [String]
  /// The lines of the `traits:` block; empty for the default traits.
  public var traits: [String]

  /// The refinement of `tokens` (paths relative to `folder`, the project's folder, as `tokens:` names them)
  /// that `diagnostics`, from loading them with the default traits, call for; nil when they call for none.
  public static func of(tokens: [String], in folder: String, diagnostics: [Diagnostic]) -> StarterRefinement? {
    let folder = FilePath.normalize(folder)
    let proposals = TokenEntryProposal.all(in: diagnostics)
    let added = addedTraits(diagnostics.flatMap(\.listed).filter { $0.id == "mode.unknown" })
    guard !proposals.isEmpty || !added.isEmpty else { return nil }
    let relative = { (path: String) in
      folder == "." || !path.hasPrefix(folder + "/") ? path : String(path.dropFirst(folder.count + 1))
    }
    var plain = tokens
    var entries: [TokenEntryProposal.Entry] = []
    for proposal in proposals {
      for entry in proposal.entries {
        let path = relative(entry.path)
        plain = Self.removing(path, from: plain, in: folder)
        entries.append(.init(path: path, trait: entry.trait, value: entry.value))
      }
    }
    // Written quoted where a name needs it (`swatch init` names any file); the build's notes print them plain.
    let lines =
      plain.map { "  - " + YAMLScalarText.of($0) }
      + entries.map { entry in
        let (path, trait, value) = (
          YAMLScalarText.of(entry.path), YAMLScalarText.of(entry.trait), YAMLScalarText.of(entry.value)
        )
        return "  - { path: \(path), \(trait): \(value) }"
      }
    // `tokens:` entries naming trait values give the project its traits (a `traits:` block beside them is
    // ignored), so mode words are declared only where no entry does.
    return StarterRefinement(entries: lines, traits: entries.isEmpty ? traitLines(added) : [])
  }

  /// The traits to declare for the words the `mode.unknown` errors `unknown` name: a design tool's alternative
  /// modes of one token (`Brand-A`, `Brand-B`, noted `DiagnosticMessage.modeAlternatives`) one trait `mode` of
  /// them, the first the tokens' `$value` as the tool writes it; any other word a trait whose first value, the
  /// tokens' `$value`, is `no-` and the word. As many as the appearance limit has room for, the rest left to
  /// `mode.unknown`, which says why.
  private static func addedTraits(_ unknown: [Diagnostic]) -> [(name: String, values: [String])] {
    var traits: [(name: String, values: [String])] = []
    var placed: Set<String> = []
    for diagnostic in unknown {
      guard let word = DiagnosticMessage.unknownModeWord(in: diagnostic.message), !placed.contains(word),
        isTraitWord(word)
      else { continue }
      let alternatives = diagnostic.notes.lazy.compactMap { DiagnosticMessage.alternativeModeWords(in: $0.message) }
        .first.map { $0.filter { isTraitWord($0) && !placed.contains($0) } }
      if let alternatives, alternatives.count > 1 {
        let taken = Set(traits.map(\.name)).union(placed)
        let name = (["mode"] + (2...99).map { "mode-\($0)" }).first { !taken.contains($0) } ?? "mode-\(traits.count)"
        traits.append((name, alternatives))
        placed.formUnion(alternatives)
      } else {
        traits.append((word, ["no-" + word, word]))
        placed.insert(word)
      }
    }
    var room = TraitSet.appearanceLimit / TraitSet.standard.appearances.count
    return Array(
      traits.prefix { trait in
        guard room >= trait.values.count else { return false }
        room /= trait.values.count
        return true
      })
  }

  /// The `traits:` lines: the default traits and `added`. Empty when nothing is added.
  private static func traitLines(_ added: [(name: String, values: [String])]) -> [String] {
    guard !added.isEmpty else { return [] }
    let comment = [
      "  # Mode keys no default trait has: a design tool's alternative modes one trait (the first the tokens'",
      "  # $value), any other word a trait whose first value is the tokens' $value; rename them, or put values",
      "  # that exclude each other in one trait (theme: [standard, brand-b]).",
    ]
    let all = TraitSet.standard.traits.map { ($0.name, $0.values) } + added.map { ($0.name, $0.values) }
    return comment
      + all.map { "  \(YAMLScalarText.of($0.0)): [\($0.1.map(YAMLScalarText.of).joined(separator: ", "))]" }
  }

  /// `entries` without `path`: an entry that is `path` is dropped, and a folder holding it is replaced by what
  /// it holds but the part on the way to `path`, down to `path`'s own folder.
  static func removing(_ path: String, from entries: [String], in folder: String) -> [String] {
    var result: [String] = []
    for entry in entries {
      let trimmed = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
      if trimmed == path { continue }
      guard trimmed == "." || path.hasPrefix(trimmed + "/") else {
        result.append(entry)
        continue
      }
      let base = trimmed == "." ? "" : trimmed + "/"
      let children = Self.visibleChildren(of: FilePath.join(folder, trimmed)).map { base + $0 }
      result += removing(path, from: children, in: folder)
    }
    return result
  }

  /// Whether a mode key's `word` can be declared as a trait of its own: a trait value's letters, digits, `-` and
  /// `_`, and no default trait's name or value (`level` would declare it twice).
  private static func isTraitWord(_ word: String) -> Bool {
    let standard = TraitSet.standard.traits
    return Trait.isValueWord(word) && !standard.contains { $0.name == word || $0.values.contains(word) }
  }

  /// What a token folder holds that its walk reads, by name, sorted: folders but hidden ones and
  /// `node_modules`, and token files (by extension, not a package's manifest or a design tool's metadata).
  private static func visibleChildren(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: FilePath.join(folder, name), isDirectory: &isFolder)
      return isFolder.boolValue ? !FolderWalk.skips(folder: name) : TokenSourceLoader.isTokenFileName(name)
    }.sorted()
  }
}
