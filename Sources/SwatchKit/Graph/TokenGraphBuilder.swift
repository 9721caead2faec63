/// Merges token documents into one `TokenGraph`, as a deep merge of their trees.
///
/// Reads: documents in the order the files were read. Reports: a token path defined twice, a path that
/// is a token in one place and a group in another, and a group given two different types.
public struct TokenGraphBuilder: Sendable {
  /// Creates a builder.
  public init() {}

  /// The merged graph of `documents` and the problems found.
  public func build(_ documents: [TokenDocument]) -> (TokenGraph, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let groupTypes = mergeGroupTypes(documents, into: &diagnostics)
    let groupPaths = Set(documents.flatMap { $0.groups.map(\.path.string) }).subtracting([""])
    var firstDefinition: [String: Int] = [:]
    var tokens: [TokenDefinition] = []
    for token in documents.lazy.flatMap(\.tokens) {
      if let first = firstDefinition[token.path.string] {
        let note = Diagnostic.Note("first defined here", at: tokens[first].nameRange)
        diagnostics.append(Diagnostic(.tokenDuplicate(token.path.string), at: token.nameRange, notes: [note]))
        continue
      }
      if groupPaths.contains(token.path.string) {
        diagnostics.append(
          Diagnostic(
            .tokenGroupConflict(token.path.string), at: token.nameRange,
            notes: groupNotes(token.path, in: documents)))
        continue
      }
      firstDefinition[token.path.string] = tokens.count
      tokens.append(token)
    }
    tokens.sort { $0.path < $1.path }
    let index = Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1.path.string, $0) })
    let graph = TokenGraph(
      tokens: tokens, indexByPath: index, groupTypes: groupTypes, groupPaths: groupPaths,
      files: documents.map(\.path))
    return (graph, diagnostics)
  }

  private func mergeGroupTypes(_ documents: [TokenDocument], into diagnostics: inout [Diagnostic])
    -> [String: Located<TokenType>]
  {
    var types: [String: Located<TokenType>] = [:]
    for group in documents.lazy.flatMap(\.groups) {
      guard let type = group.type else { continue }
      if let first = types[group.path.string], first.value != type.value {
        let note = Diagnostic.Note("first given type \(first.value.rawValue) here", at: first.range)
        diagnostics.append(
          Diagnostic(
            .groupTypeConflict(group.path.string, first.value, type.value),
            at: type.range, notes: [note]))
      } else if types[group.path.string] == nil {
        types[group.path.string] = type
      }
    }
    return types
  }

  private func groupNotes(_ path: TokenPath, in documents: [TokenDocument]) -> [Diagnostic.Note] {
    let group = documents.lazy.flatMap(\.groups).first { $0.path == path }
    return group.map { [.init("defined as a group here", at: $0.nameRange)] } ?? []
  }
}
