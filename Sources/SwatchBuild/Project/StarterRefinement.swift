import Foundation

/// What `swatch init` adds to the configuration it writes beside tokens already there, once it has loaded them:
/// the `tokens:` entries the project's own notes propose for files or folders that define the same tokens and
/// differ by a mode word or as sibling folders (`TokenEntryProposal`), and a trait for each mode word no
/// trait has (`$modes: { reduced-motion: … }` with the default traits), so the configuration it leaves builds.
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
    let proposals = TokenEntryProposal.all(in: diagnostics)
    var words: [String] = []
    for diagnostic in diagnostics where diagnostic.id == "mode.unknown" {
      if let word = DiagnosticMessage.unknownModeWord(in: diagnostic.message), !words.contains(word) {
        words.append(word)
      }
    }
    guard !proposals.isEmpty || !words.isEmpty else { return nil }
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
    let lines =
      plain.map { "  - \(Self.scalar($0))" }
      + entries.map { "  - { path: \(Self.scalar($0.path)), \(Self.scalar($0.trait)): \(Self.scalar($0.value)) }" }
    return StarterRefinement(entries: lines, traits: traitLines(entries, words: words))
  }

  /// The `traits:` lines: the default traits, a trait per trait the entries name beyond `appearance` (its values
  /// in the entries' order), and one per unknown mode word, whose first value, the tokens' `$value`, is
  /// `no-` and the word. Empty when nothing goes beyond the default traits.
  private static func traitLines(_ entries: [TokenEntryProposal.Entry], words: [String]) -> [String] {
    var added: [(name: String, values: [String])] = []
    for entry in entries where entry.trait != "appearance" {
      if let index = added.firstIndex(where: { $0.name == entry.trait }) {
        if !added[index].values.contains(entry.value) { added[index].values.append(entry.value) }
      } else {
        added.append((entry.trait, [entry.value]))
      }
    }
    added += words.map { ($0, ["no-" + $0, $0]) }
    guard !added.isEmpty else { return [] }
    let comment = [
      "  # Mode keys no default trait has, each a trait whose first value is the tokens' $value: rename them,",
      "  # or put values that exclude each other in one trait (theme: [standard, brand-b]).",
    ]
    let all = TraitSet.standard.traits.map { ($0.name, $0.values) } + added
    return (words.isEmpty ? [] : comment)
      + all.map { "  \(scalar($0.0)): [\($0.1.map(scalar).joined(separator: ", "))]" }
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

  /// The names in `folder`, sorted, but hidden ones.
  private static func visibleChildren(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// `text` as a YAML scalar in a configuration: as it is when plain (ASCII letters, digits, `.`, `/`, `_`, and
  /// `-` but first), else double-quoted, whatever characters it holds.
  public static func scalar(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || "0123456789./_-".unicodeScalars.contains($0))
    }
    return plain && !text.hasPrefix("-") && !text.isEmpty ? text : quoted(text)
  }

  /// `text` as a YAML double-quoted scalar.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
