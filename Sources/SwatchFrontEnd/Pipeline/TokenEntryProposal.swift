/// `tokens:` entries a project's own diagnostics propose: token files or folders that define the same tokens
/// and differ by a mode word or as sibling folders, each made a value of a trait (`ModeFileSuggestion`,
/// `FolderAlternativesSuggestion`). The build's notes print them; `swatch init` writes them.
public struct TokenEntryProposal: Sendable, Equatable {
  /// One entry: a path, the trait it is a value of and that value.
  public struct Entry: Sendable, Equatable {
    public var path: String
    public var trait: String
    public var value: String

    /// The entry making `path` the `value` of `trait`.
    public init(path: String, trait: String, value: String) {
      (self.path, self.trait, self.value) = (path, trait, value)
    }

    /// The entry as a line of a `tokens:` list, as the build's notes print it.
    public var yaml: String {
      "  - { path: \(YAMLScalarText.of(path)), \(YAMLScalarText.of(trait)): \(YAMLScalarText.of(value)) }"
    }
  }

  /// What the entries replace: the two files, or the folder whose subfolders they are.
  public var replaces: [String]
  /// The entries, in order.
  public var entries: [Entry]

  /// Every proposal `diagnostics`' `token.duplicate` errors make, those a `format.grouped` note holds among
  /// them: mode files first, then alternative folders.
  public static func all(in diagnostics: [Diagnostic]) -> [TokenEntryProposal] {
    let listed = diagnostics.flatMap(\.listed)
    return ModeFileSuggestion.proposals(in: listed) + FolderAlternativesSuggestion.proposals(in: listed)
  }
}
