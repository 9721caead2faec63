import Foundation

/// The sets of a Tokens Studio folder that no theme selects, parsed only when a reference names a token no
/// selected set defines: the unknown-token error then says which set defines it.
///
/// Reads: each set's text, given by the loader, parsed once the first time a definition is asked for.
/// Produces: the set and the place that define a token path, if any does.
public final class UnselectedSets: @unchecked Sendable {
  /// Each set's name and text, in path order.
  private let sets: [(name: String, source: SourceText)]
  private let lock = NSLock()
  private var definitions: [String: (set: String, range: SourceRange)]?

  /// The sets `sets`, each named, with its file's text.
  public init(_ sets: [(name: String, source: SourceText)]) {
    self.sets = sets.sorted { $0.source.path < $1.source.path }
  }

  /// The sets' names, in path order.
  public var names: [String] { sets.map(\.name) }

  /// The set that defines the token at `path`, and where, if one does; the first set in path order wins.
  func definition(of path: String) -> (set: String, range: SourceRange)? {
    lock.withLock {
      if definitions == nil { definitions = parsedDefinitions() }
      return definitions?[path]
    }
  }

  private func parsedDefinitions() -> [String: (set: String, range: SourceRange)] {
    var found: [String: (set: String, range: SourceRange)] = [:]
    for (name, source) in sets {
      guard let document = TokenPipeline.readOne(source, isTokensStudio: true).document else { continue }
      for token in document.tokens where found[token.path.string] == nil {
        found[token.path.string] = (name, token.nameRange)
      }
    }
    return found
  }
}
