/// Platform names for every token, checked for collisions.
public struct PlatformNames: Sendable {
  /// The name of each token, by its position in the graph's `tokens`.
  public var names: [String]

  /// Names every token of `graph` accepted by `include` with `makeName`, reporting two tokens that
  /// get the same name once, with both definitions, the writer's name and its `outputs:` entry. With
  /// `ignoringCase`, for names that become file or folder names, two names that differ only in case collide
  /// too: macOS's and Windows' file systems hold them as one.
  public static func assign(
    _ graph: ResolvedTokenGraph, writer: String, output: SourceRange?, ignoringCase: Bool = false,
    include: (ResolvedToken) -> Bool = { _ in true }, makeName: (TokenPath) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    assign(
      graph, writer: writer, output: output, ignoringCase: ignoringCase, include: { include(graph.tokens[$0]) },
      name: { makeName(graph.tokens[$0].path) })
  }

  /// `assign` with names made from the words of each token's path (`NameStyle.words(of:)`), which the
  /// graph splits once for every writer (`ResolvedTokenGraph.pathWords`).
  ///
  /// `rule` names everything `include` and `nameFromWords` read besides the token and its words: the options
  /// they capture, such as a prefix. The names are kept in the graph's memo under the writer, `rule`,
  /// `ignoringCase` and the output (which its collisions name), so a graph a watching process patched from the
  /// last one (same paths) takes the last names instead of making them again, when they had no collision and
  /// `include` still answers as it did for every token made again (`carried(_:remade:include:)`).
  public static func assign(
    _ graph: ResolvedTokenGraph, writer: String, output: SourceRange?, rule: String, ignoringCase: Bool = false,
    include: @escaping (ResolvedToken) -> Bool = { _ in true }, nameFromWords: ([String]) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    let made = graph.memo.value(
      NameTable.self,
      named: [writer, rule, ignoringCase ? "ignoring case" : "", String(reflecting: output)].joined(separator: "\u{0}"),
      carry: { old, remade in carried(old, remade: remade, include: { include(graph.tokens[$0]) }) },
      make: {
        let words = graph.pathWords
        let included = graph.tokens.map(include)
        let (names, diagnostics) = assign(
          graph, writer: writer, output: output, ignoringCase: ignoringCase, include: { included[$0] },
          name: { nameFromWords(words[$0]) })
        return NameTable(names: names, diagnostics: diagnostics, included: included)
      })
    return (made.names, made.diagnostics)
  }

  /// The last graph's names, for a graph patched from it by making again the tokens at `remade`: nil when they
  /// collided (the diagnostics name places an edit may have moved) or `include` answers otherwise for a token
  /// made again (a filter that reads its value), else `old` as it is, since every name is made from words that did not
  /// change.
  static func carried(_ old: NameTable, remade: [Int], include: (Int) -> Bool) -> NameTable? {
    guard old.diagnostics.isEmpty, remade.allSatisfy({ $0 < old.included.count && include($0) == old.included[$0] })
    else { return nil }
    return old
  }

  private static func assign(
    _ graph: ResolvedTokenGraph, writer: String, output: SourceRange?, ignoringCase: Bool,
    include: (Int) -> Bool, name makeName: (Int) -> String
  ) -> (PlatformNames, [Diagnostic]) {
    var names = [String](repeating: "", count: graph.tokens.count)
    var owners: [String: Int] = [:]
    owners.reserveCapacity(graph.tokens.count)
    var diagnostics: [Diagnostic] = []
    for index in graph.tokens.indices where include(index) {
      let name = makeName(index)
      names[index] = name
      let key = ignoringCase ? fileKey(name) : name
      if let first = owners.updateValue(index, forKey: key) {
        owners[key] = first  // the first token to take a name keeps it
        diagnostics.append(
          collision(
            name, graph.tokens[index], graph.tokens[first], writer: writer, output: output, otherName: names[first]))
      }
    }
    return (PlatformNames(names: names), diagnostics)
  }

  /// The name a case-insensitive file system sees: names are ASCII (`NameStyle`), so lowercasing is its folding.
  static func fileKey(_ name: String) -> String { name.lowercased() }

  /// The error for `token` taking the name `name` that `other` already has in `writer`'s output: at
  /// `token`, with notes at `other` and at the output's entry. When `other`'s name (`otherName`) differs
  /// from `name` only in case, the message names both.
  static func collision(
    _ name: String, _ token: ResolvedToken, _ other: ResolvedToken, writer: String, output: SourceRange?,
    otherName: String? = nil
  ) -> Diagnostic {
    var notes: [Diagnostic.Note] = [.init("'\(other.path.string)' is defined here", at: other.definedAt)]
    let (path, otherPath) = (token.path.string, other.path.string)
    if let output {
      notes.append(.init("in this \(writer) output", at: output))
      notes.append(.init(leaveOutHint(token.path, other.path)))
    }
    let message: DiagnosticMessage =
      if let otherName, otherName != name {
        .nameCollisionIgnoringCase(name, otherName, path, otherPath, writer: writer)
      } else {
        .nameCollision(name, path, otherPath, writer: writer)
      }
    return Diagnostic(message, at: token.definedAt, notes: notes)
  }

  /// How to keep two colliding tokens apart: rename one, or leave one out of the output with `exclude:`; the
  /// pattern offered is a group whose name starts with `_` (a design system's primitives kept apart so, Digdir's
  /// `_size`), else the later path, when either is plain enough to write unquoted.
  static func leaveOutHint(_ path: TokenPath, _ other: TokenPath) -> String {
    // A group both paths are in would leave both out.
    let underscored = [(other, path), (path, other)].lazy.compactMap { path, rest -> String? in
      guard let end = path.components.firstIndex(where: { $0.hasPrefix("_") }),
        !rest.components.starts(with: path.components[...end])
      else { return nil }
      return path.components[...end].joined(separator: ".")
    }.first
    let pattern = underscored ?? path.string
    let plain = pattern.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) }
    guard plain, pattern.first?.isLetter == true || pattern.first == "_" else {
      return "rename one of them, or leave one out of this output with `exclude:`"
    }
    return "rename one of them, or leave one out of this output with `exclude: \(pattern)`"
  }
}

/// One naming of a graph's tokens, kept in its memo: the names, the collisions found, and which tokens were
/// named.
struct NameTable: Sendable {
  let names: PlatformNames
  let diagnostics: [Diagnostic]
  let included: [Bool]
}

/// The words of every token's path of a graph, by position in its `tokens`: what each writer names tokens
/// from, split once (`GraphMemo`).
struct PathWords: Sendable {
  let words: [[String]]
}

extension ResolvedTokenGraph {
  /// The words of each token's path (`NameStyle.words(of:)`), by position in `tokens`, made on first use and
  /// shared by the writers; a graph patched from the last build's has its paths, and so its words.
  var pathWords: [[String]] {
    memo.value(
      PathWords.self, carry: { old, _ in old },
      make: { PathWords(words: tokens.map { NameStyle.words(of: $0.path) }) }
    ).words
  }
}
