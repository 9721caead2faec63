/// Merges token documents into one `TokenGraph`, as a deep merge of their trees.
///
/// Reads: documents in the order the files were read, each merged by its `DocumentRole` (see `TokenMerge`).
/// Reports: a token path defined twice, a path that is a token in one place and a group in another, a group
/// given two different types, and a token a resolver defines only in some contexts of a modifier; then
/// applies `$extends` (see `GroupExtension`).
public struct TokenGraphBuilder: Sendable {
  /// What the last merge of a process that builds again sorted (`DocumentMemory.order(of:sortedBy:)`).
  var memory: DocumentMemory?

  /// Creates a builder.
  public init() {}

  /// The merged graph of `documents` and the problems found.
  public func build(_ documents: [TokenDocument]) -> (TokenGraph, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let groupTypes = mergeGroupTypes(documents, into: &diagnostics)
    let groupPaths = Set(documents.flatMap { $0.groups.map(\.path.string) }).subtracting([""])
    var merge = TokenMerge(documents: documents, groupPaths: groupPaths) { groupNotes($0, in: documents) }
    merge.mergeAll()
    let order = Self.sortedByPath(merge.finish(), of: merge, memory: memory)
    let tokens = order.map { merge.definition(at: $0) }
    diagnostics += merge.diagnostics
    let index = merge.takeIndex(for: order)
    var files: [String] = []
    for path in documents.map(\.path) where !files.contains(path) { files.append(path) }
    var graph = TokenGraph(
      tokens: tokens, indexByPath: index, groupTypes: groupTypes, groupPaths: groupPaths, files: files,
      unsupportedGroupTypes: unsupportedGroupTypes(documents))
    graph.looseTypeFiles = Self.files(of: documents.filter(\.readsLooseTypes))
    graph.pixelLineHeightFiles = Self.files(of: documents.filter(\.readsPixelLineHeights))
    graph.styleDictionaryFiles = Set(documents.filter { if case .layer = $0.role { true } else { false } }.map(\.path))
    for document in documents {
      for (path, token) in document.leftOutTokens where graph.indexByPath[path] == nil {
        graph.leftOutTokens[path] = graph.leftOutTokens[path] ?? token
      }
    }
    for document in documents where !document.toolReadings.isEmpty {
      graph.toolReadings.merge(document.toolReadings) { first, _ in first }
    }
    for (path, token) in merge.conflicted where graph.indexByPath[path] == nil {
      graph.leftOutTokens[path] = graph.leftOutTokens[path] ?? token
    }
    if documents.contains(where: { $0.groups.contains { $0.extends != nil } }) {
      var extending = GroupExtension(graph: graph)
      extending.apply(documents.flatMap(\.groups))
      graph = extending.graph
      diagnostics += extending.diagnostics
    }
    if !graph.looseTypeFiles.isEmpty {
      for (index, token) in graph.tokens.enumerated() where token.path.string.contains(ToolTokenTree.dottedNameMark) {
        graph.dottedNames[token.path.string.replacing(ToolTokenTree.dottedNameMark, with: ".")] = index
      }
    }
    return (graph, diagnostics)
  }

  /// The files `documents` are written in: each one's path, and the files its tokens are named in, which
  /// differ for a tree written inline in a folder's files (Figma's variables, read together).
  static func files(of documents: [TokenDocument]) -> Set<String> {
    var files = Set(documents.map(\.path))
    for document in documents {
      var last = document.path
      for token in document.tokens where token.nameRange.file != last {
        last = token.nameRange.file
        files.insert(last)
      }
    }
    return files
  }

  /// The merged tokens at `positions` in path order (paths are unique). Positions are sorted rather than
  /// definitions, so each definition is then copied once, already in place.
  static func sortedByPath(_ positions: [Int], of merge: TokenMerge, memory: DocumentMemory? = nil) -> [Int] {
    let paths = positions.map { merge.path(at: $0).components }
    let sorted = memory?.order(of: paths, sortedBy: pathOrder) ?? pathOrder(paths)
    return sorted.map { positions[$0] }
  }

  /// The positions of `paths` (each a token path's components) sorted by path.
  static func pathOrder(_ paths: [[String]]) -> [Int] {
    paths.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
  }

  /// The first unreadable `$type` each group declares.
  private func unsupportedGroupTypes(_ documents: [TokenDocument]) -> [String: Located<String>] {
    var types: [String: Located<String>] = [:]
    for group in documents.lazy.flatMap(\.groups) {
      guard let type = group.unsupportedType, types[group.path.string] == nil else { continue }
      types[group.path.string] = type
    }
    return types
  }

  /// The `$type` of every group but the documents' roots (`TokenDefinition.rootType`), by path, reporting a
  /// group given two.
  private func mergeGroupTypes(_ documents: [TokenDocument], into diagnostics: inout [Diagnostic])
    -> [String: Located<TokenType>]
  {
    var types: [String: Located<TokenType>] = [:]
    for group in documents.lazy.flatMap(\.groups) {
      guard let type = group.type, !group.path.components.isEmpty else { continue }
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
