import Foundation

/// Which files a project may read: those inside the configuration's folder tree, symlinks resolved, unless
/// the configuration sets `allowOutside: true`.
///
/// A token file, resolver or template may come from a pull request or a design tool's export; without this
/// rule, `$ref: ../../../../etc/passwd` or `template: /etc/passwd` would read any file the user can.
public struct PathConfinement: Sendable {
  /// The folder tree every read stays in, as a real path; nil when reads are not confined.
  public let root: String?

  /// Reads confined to the folder `directory` (relative to the working directory; "" for it), or not
  /// confined at all when `allowOutside` is set.
  public init(directory: String, allowOutside: Bool) {
    root = allowOutside ? nil : Self.realPath(directory.isEmpty ? "." : directory)
  }

  /// No confinement: every path may be read.
  public static let none = PathConfinement(root: nil)

  private init(root: String?) {
    self.root = root
  }

  /// Whether `path` (relative to the working directory) lies inside the root once every symlink in it is
  /// resolved; a path that does not exist is judged by the deepest folder of it that does.
  public func allows(_ path: String) -> Bool {
    guard let root else { return true }
    guard let real = Self.realPath(path) else { return false }
    return real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
  }

  /// `path` with `.`, `..` and every symlink resolved, as `realpath(3)` gives it. For a path that does not
  /// exist, its longest existing prefix is resolved and the rest applied as text: those components do not
  /// exist, so none is a symlink, and `x/../out` is `out` even while `x` is missing.
  package static func realPath(_ path: String) -> String? {
    var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    var rest: [String] = []
    let prefix = path.hasPrefix("/") ? "/" : ""
    while true {
      let candidate = prefix + components.joined(separator: "/")
      if let resolved = realpath(candidate.isEmpty ? "." : candidate, nil) {
        defer { free(resolved) }
        var parts = String(cString: resolved).split(separator: "/").map(String.init)
        for component in rest.reversed() {
          switch component {
          case ".": continue
          case "..": _ = parts.popLast()
          default: parts.append(component)
          }
        }
        return "/" + parts.joined(separator: "/")
      }
      guard let last = components.popLast() else { return nil }
      rest.append(last)
    }
  }
}
