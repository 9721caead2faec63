import Foundation

extension FilePath {
  /// `path` with `.` components, repeated slashes and `name/..` pairs removed, as text: `./out`, `out/` and
  /// `x/../out` all become `out`. Leading `..` components stay; "" stands for the working directory.
  /// Symbolic links are not followed, so `link/..` is taken as written.
  package static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else if component == "..", absolute {
        continue
      } else {
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    return absolute ? "/" + joined : joined
  }

  /// `path` made absolute against the working directory and normalized.
  package static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    return normalize(FileManager.default.currentDirectoryPath + "/" + path)
  }

  /// Whether the file system holding `path` (or its nearest existing folder) ignores case in names, as
  /// macOS's default does. Linux file systems are taken as case-sensitive.
  package static func foldsCase(near path: String) -> Bool {
    #if canImport(Darwin)
      var folder = path
      while !folder.isEmpty, folder != "/", access(folder, F_OK) != 0 { folder = directory(of: folder) }
      return pathconf(folder.isEmpty ? "/" : folder, _PC_CASE_SENSITIVE) == 0
    #else
      return false
    #endif
  }
}

extension FilePath {
  /// `path` relative to the folder `base`, both taken against the working directory: `proj/tokens/a.yaml`
  /// relative to `proj` is `tokens/a.yaml` however either is spelled (`./proj`, `/abs/proj`).
  package static func relative(_ path: String, to base: String) -> String {
    let target = absolute(path).split(separator: "/")
    let origin = absolute(base).split(separator: "/")
    var shared = 0
    while shared < target.count, shared < origin.count, target[shared] == origin[shared] { shared += 1 }
    let up = Array(repeating: Substring(".."), count: origin.count - shared)
    let components = up + target[shared...]
    return components.isEmpty ? "." : components.joined(separator: "/")
  }
}
