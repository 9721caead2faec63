import Foundation

extension BuildPlan {
  /// An output's folder as conflicts are found: absolute, through its real path (so a folder named through a
  /// symbolic link is the folder it leads to), and lower-cased where the file system ignores case.
  struct Folder {
    let key: String
    let foldsCase: Bool

    init(path: String) {
      let absolute = Self.real(FilePath.absolute(path))
      foldsCase = FilePath.foldsCase(near: absolute)
      key = foldsCase ? absolute.lowercased() : absolute
    }

    /// `path` with its longest existing part replaced by that part's real path (`realpath(3)`), so that a
    /// folder not made yet below a link is still seen through it.
    static func real(_ path: String) -> String {
      var existing = path
      var rest: [String] = []
      while !existing.isEmpty, existing != "/" {
        if let resolved = realpath(existing, nil) {
          defer { free(resolved) }
          return ([String(cString: resolved)] + rest.reversed()).reduce("") { FilePath.join($0, $1) }
        }
        rest.append(String(existing.split(separator: "/").last ?? ""))
        existing = FilePath.directory(of: existing)
      }
      return path
    }

    /// Whether no folder of `folders` is another's or inside another's: then no two outputs can write one file,
    /// and each output's files are indexed on its writer's thread (`PlacedFiles.index`).
    static func areDisjoint(_ folders: [Folder]) -> Bool {
      for (index, folder) in folders.enumerated() {
        let prefix = folder.key.hasSuffix("/") ? folder.key : folder.key + "/"
        for other in folders[(index + 1)...]
        where other.key == folder.key || other.key.hasPrefix(prefix) || folder.key.hasPrefix(other.key + "/")
          || other.key == "/"
        {
          return false
        }
      }
      return true
    }
  }
}
