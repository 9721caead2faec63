/// Where each group path is defined: by a document every appearance reads, or by one resolver context.
///
/// A path is a token in one place and a group in another (`token.group-conflict`) only when some appearance
/// would hold both. Two contexts of one modifier never meet in an appearance, so a Tokens Studio theme that
/// makes `color.primary` a token and another that makes it a group (`color.primary.main`) each keep theirs,
/// as Tokens Studio does; contexts of two modifiers do meet (a brand and a theme), as do plain documents and
/// every context.
///
/// Reads: the documents' groups and roles. Produces: whether a token of a document conflicts with a group,
/// and where that group is written.
struct GroupPlaces {
  /// Which documents define a group: every appearance's, or one context's (a modifier's name and a mode key).
  private enum Scope: Hashable {
    case everywhere
    case context(modifier: String, key: String)
  }

  /// Each group path's scopes, with where the group is first written in each.
  private var scopes: [String: [(scope: Scope, at: SourceRange)]] = [:]

  /// The places of the groups of `documents`.
  init(_ documents: [TokenDocument]) {
    for document in documents {
      let scope = Self.scope(of: document.role)
      for group in document.groups where !group.path.components.isEmpty {
        let path = group.path.string
        if scopes[path]?.contains(where: { $0.scope == scope }) != true {
          scopes[path, default: []].append((scope, group.nameRange))
        }
      }
    }
  }

  /// Every group path, whichever documents define it.
  var paths: Set<String> { Set(scopes.keys) }

  /// Where a group of `path` is written that a token of `path` in a document of `role` would meet in some
  /// appearance; nil when there is none.
  func conflict(_ path: String, role: DocumentRole) -> SourceRange? {
    guard let places = scopes[path] else { return nil }
    let token = Self.scope(of: role)
    return places.first { Self.meet(token, $0.scope) }?.at
  }

  private static func scope(of role: DocumentRole) -> Scope {
    guard case .context(let context) = role else { return .everywhere }
    return .context(modifier: context.modifier.name, key: context.modeKey)
  }

  /// Whether some appearance reads both scopes: all but two contexts of one modifier with different keys.
  private static func meet(_ a: Scope, _ b: Scope) -> Bool {
    guard case .context(let modifierA, let keyA) = a, case .context(let modifierB, let keyB) = b else { return true }
    return modifierA != modifierB || keyA == keyB
  }
}
