import Foundation

/// The sets of a Tokens Studio folder that no theme selects, read only when a reference names a token no
/// selected set defines: the unknown-token error then says which set defines it.
///
/// Reads: each set's file, once, the first time a definition is asked for. Produces: the set and the place
/// that define a token path, if any does.
public final class UnselectedSets: @unchecked Sendable {
  /// Each set's file, by path, with the set's name.
  private let files: [String: String]
  private let lock = NSLock()
  private var definitions: [String: (set: String, range: SourceRange)]?

  /// The sets whose files are `files` (path to set name).
  public init(files: [String: String]) {
    self.files = files
  }

  /// The set that defines the token at `path`, and where, if one does; the first set in path order wins.
  func definition(of path: String) -> (set: String, range: SourceRange)? {
    lock.withLock {
      if definitions == nil { definitions = readDefinitions() }
      return definitions?[path]
    }
  }

  private func readDefinitions() -> [String: (set: String, range: SourceRange)] {
    var found: [String: (set: String, range: SourceRange)] = [:]
    for (file, set) in files.sorted(by: { $0.key < $1.key }) {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8),
        let document = TokenPipeline.readOne(SourceText(path: file, text: text), isTokensStudio: true).document
      else { continue }
      for token in document.tokens where found[token.path.string] == nil {
        found[token.path.string] = (set, token.nameRange)
      }
    }
    return found
  }
}
