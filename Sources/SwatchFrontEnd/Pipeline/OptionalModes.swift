import SwatchModel

/// Leaves out the mode keys a design tool's export wrote for appearances the project does not declare
/// (`TokenDocument.optionalModes`: Material Theme Builder's medium contrast schemes under the standard traits).
///
/// Reads: the documents and the project's traits. Changes: removes from every token of such a document the
/// mode entries of a key that does not read against the traits. Reports: one `format.unmapped` warning per key
/// left out, at where the tool names it, counting the values and naming the first token; the project keeps
/// them by declaring the trait values the key names.
enum OptionalModes {
  static func apply(to documents: inout [TokenDocument], traits: TraitSet) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in documents.indices where !documents[index].optionalModes.isEmpty {
      let undeclared = documents[index].optionalModes.filter { key, mode in
        !ModeKey.parse(key, traits: traits, at: mode.range).1.isEmpty
      }
      guard !undeclared.isEmpty else { continue }
      var leftOut: [String: (count: Int, first: String)] = [:]
      for token in documents[index].tokens.indices {
        let path = documents[index].tokens[token].path.string
        documents[index].tokens[token].modes.removeAll { entry in
          guard undeclared[entry.key] != nil else { return false }
          leftOut[entry.key, default: (0, path)].count += 1
          return true
        }
      }
      let keys = undeclared.keys.sorted { (undeclared[$0]!.range.start, $0) < (undeclared[$1]!.range.start, $1) }
      for key in keys {
        guard let mode = undeclared[key], let (count, first) = leftOut[key] else { continue }
        let words = undeclaredWords(key, traits).map { "'\($0)'" }.joined(separator: ", ")
        let kind =
          "\(mode.name) names \(words), which no trait of the project has; left out (add it to a trait in "
          + "swatch.yaml to keep it)"
        diagnostics.append(Diagnostic(.formatUnmapped(kind, first: first, count: count), at: mode.range))
      }
    }
    return diagnostics
  }

  /// The words of `key` that name no value of `traits`; the whole key when each does (values that conflict).
  private static func undeclaredWords(_ key: String, _ traits: TraitSet) -> [String] {
    let words = key.split(whereSeparator: \.isWhitespace).map(String.init)
    let undeclared = words.filter { word in !traits.traits.contains { $0.values.contains(word) } }
    return undeclared.isEmpty ? [key] : undeclared
  }
}
