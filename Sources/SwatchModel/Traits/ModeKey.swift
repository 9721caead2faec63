/// A parsed `$modes` key: the trait values it requires and the weight it carries.
public struct ModeKey: Hashable, Sendable {
  /// The key as written.
  public var text: String
  /// The required value for each trait the key names, by trait position.
  public var requirements: [TraitValueIndex]
  /// The sum of 2^(T-1-i) over the traits it names; `$value` has weight 0.
  public var weight: Int

  /// Whether the key's every value holds in `appearance`.
  public func holds(in appearance: Appearance) -> Bool {
    requirements.allSatisfy { appearance.values[$0.trait] == $0.value }
  }

  /// Reads `text` against `traits`, reporting unknown words and two values of one trait at the word.
  ///
  /// `range` is where the key is written; `isQuoted` says its text starts one column after it.
  public static func parse(_ text: String, traits: TraitSet, at range: SourceRange, isQuoted: Bool = false)
    -> (ModeKey?, [Diagnostic])
  {
    let words = Self.words(of: text)
    guard !words.isEmpty else { return (nil, [Diagnostic(.modeEmptyKey(), at: range)]) }
    var diagnostics: [Diagnostic] = []
    var byTrait: [Int: String] = [:]
    var requirements: [TraitValueIndex] = []
    for (word, offset) in words {
      let wordRange = Self.range(ofWordAt: offset, length: word.unicodeScalars.count, in: range, isQuoted: isQuoted)
      guard let index = traits.index(of: word) else {
        diagnostics.append(unknownWord(word, traits: traits, at: wordRange))
        continue
      }
      if let first = byTrait[index.trait] {
        let trait = traits.traits[index.trait].name
        diagnostics.append(Diagnostic(.modeConflictingValues(trait, first, word), at: wordRange))
        continue
      }
      byTrait[index.trait] = word
      requirements.append(index)
    }
    guard diagnostics.isEmpty else { return (nil, diagnostics) }
    let weight = requirements.reduce(0) { $0 + traits.weight(ofTrait: $1.trait) }
    return (ModeKey(text: text, requirements: requirements.sorted { $0.trait < $1.trait }, weight: weight), [])
  }

  /// The key's words with their offsets in Unicode scalars from the start of the text.
  private static func words(of text: String) -> [(String, Int)] {
    var result: [(String, Int)] = []
    var current = ""
    var start = 0
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if scalar.properties.isWhitespace {
        if !current.isEmpty { result.append((current, start)) }
        current = ""
      } else {
        if current.isEmpty { start = offset }
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { result.append((current, start)) }
    return result
  }

  /// The range of one word of a key written on one line; the whole key's range otherwise.
  private static func range(ofWordAt offset: Int, length: Int, in key: SourceRange, isQuoted: Bool) -> SourceRange {
    guard key.start.line == key.end.line else { return key }
    let column = key.start.column + (isQuoted ? 1 : 0) + offset
    return SourceRange(
      fileID: key.fileID, start: SourcePosition(line: key.start.line, column: column),
      end: SourcePosition(line: key.start.line, column: column + length))
  }

  private static func unknownWord(_ word: String, traits: TraitSet, at range: SourceRange) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    let suggestion = Suggestion.closest(to: word, in: traits.allValues)
    if let suggestion { notes.append(.init("did you mean \(DiagnosticMessage.quoted(suggestion))?")) }
    let known = traits.traits.map { "\($0.name): \($0.values.joined(separator: ", "))" }.joined(separator: "; ")
    notes.append(.init("trait values are \(known)"))
    if suggestion == nil {
      notes.append(
        .init(
          "a value of its own is declared under 'traits:' in swatch.yaml, beside the traits above, in a trait whose "
            + "first value is the tokens' $value: such as 'theme: [standard, \(word)]'"))
    }
    return Diagnostic(.modeUnknownWord(word), at: range, notes: notes)
  }
}
