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

  /// `path` with `.`, `..` and every symlink resolved, as `realpath(3)` gives it; for a path that does not
  /// exist, its deepest existing folder resolved with the rest appended.
  static func realPath(_ path: String) -> String? {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    let parent = FilePath.directory(of: path)
    let name = String(path.dropFirst(parent.count).drop { $0 == "/" })
    guard parent != path, let base = realPath(parent.isEmpty ? "." : parent) else { return nil }
    switch name {
    case ".": return base
    // `base` has no symlink left in it, so stepping up lexically is exact (`x/../out` with no `x`).
    case "..":
      let up = base.lastIndex(of: "/").map { String(base[..<$0]) } ?? ""
      return up.isEmpty ? "/" : up
    default: return base == "/" ? "/" + name : base + "/" + name
    }
  }
}
