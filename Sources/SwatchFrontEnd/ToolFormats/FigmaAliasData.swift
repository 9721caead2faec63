/// The aliases of Figma's own variables export: an alias within a collection is written `{group.name}`, but one
/// to another collection's variable is written as that variable's value, with where it came from in
/// `$extensions["com.figma.aliasData"].targetVariableName` (`color/gray/50`).
///
/// Reads: the export's documents. Produces: each such token's value as the alias it stands for, when the export
/// defines the variable it names, so a reference follows the primitive (and a `references: true` writer writes
/// it); the written value stays for a variable of a library the export does not hold, for one naming itself
/// (the same name in two collections), and for one whose local namesake has another value in every mode the
/// export holds: the alias names a library's variable, and a local one shares its name (`Orange/20`).
enum FigmaAliasData {
  /// `documents` with every token carrying Figma's alias data that names a token of theirs made that alias.
  static func apply(to documents: inout [TokenDocument]) {
    var values: [String: [YAMLNode]] = [:]
    for document in documents {
      for token in document.tokens { values[token.path.string, default: []].append(token.value) }
    }
    for document in documents.indices {
      for token in documents[document].tokens.indices {
        let definition = documents[document].tokens[token]
        guard let name = definition.extensions?["com.figma.aliasData"]?["targetVariableName"],
          case .string(let written) = name
        else { continue }
        let target = written.split(separator: "/", omittingEmptySubsequences: false).map {
          String($0.trimmingWhitespace())
        }.joined(separator: ".")
        guard target != definition.path.string, values[target] != nil,
          !namesAnother(definition, target: target, values: values)
        else { continue }
        let alias = YAMLNode(.scalar(YAMLScalar("{\(target)}", style: .doubleQuoted)), range: definition.value.range)
        documents[document].tokens[token].value = alias
      }
    }
  }

  /// Whether `definition`'s written value is one of its type that no value `target` has in the export (followed
  /// through the export's own aliases) is: the alias names another variable of that name. False when either
  /// cannot be read as the type, which decides nothing.
  private static func namesAnother(_ definition: TokenDefinition, target: String, values: [String: [YAMLNode]])
    -> Bool
  {
    guard let type = definition.declaredType?.value ?? definition.rootType,
      case .success(let written) = LiteralReader.read(definition.value, as: type)
    else { return false }
    var (pending, seen) = ([target], Set([target]))
    while let path = pending.popLast() {
      for node in values[path] ?? [] {
        if let next = node.text.flatMap(ValueSyntax.plainAlias), next.alpha == nil {
          let nextPath = next.path
          if seen.count < 64, values[nextPath] != nil, seen.insert(nextPath).inserted { pending.append(nextPath) }
          continue
        }
        guard case .success(let value) = LiteralReader.read(node, as: type) else { return false }
        if value == written { return false }
      }
    }
    return true
  }
}
