/// The aliases of Figma's own variables export: an alias within a collection is written `{group.name}`, but one
/// to another collection's variable is written as that variable's value, with where it came from in
/// `$extensions["com.figma.aliasData"].targetVariableName` (`color/gray/50`).
///
/// Reads: the export's documents. Produces: each such token's value as the alias it stands for, when the export
/// defines the variable it names, so a reference follows the primitive (and a `references: true` writer writes
/// it); the written value stays for a variable of a library the export does not hold, and for one naming itself
/// (the same name in two collections).
enum FigmaAliasData {
  /// `documents` with every token carrying Figma's alias data that names a token of theirs made that alias.
  static func apply(to documents: inout [TokenDocument]) {
    let paths = Set(documents.flatMap { $0.tokens.map(\.path.string) })
    for document in documents.indices {
      for token in documents[document].tokens.indices {
        let definition = documents[document].tokens[token]
        guard let name = definition.extensions?["com.figma.aliasData"]?["targetVariableName"],
          case .string(let written) = name
        else { continue }
        let target = written.split(separator: "/", omittingEmptySubsequences: false).map {
          String($0.trimmingWhitespace())
        }.joined(separator: ".")
        guard target != definition.path.string, paths.contains(target) else { continue }
        let alias = YAMLNode(.scalar(YAMLScalar("{\(target)}", style: .doubleQuoted)), range: definition.value.range)
        documents[document].tokens[token].value = alias
      }
    }
  }
}
