extension BuildPlan {
  /// An output's folder as conflicts are found: absolute, and lower-cased where the file system ignores case.
  struct Folder {
    let key: String
    let foldsCase: Bool

    init(path: String) {
      let absolute = FilePath.absolute(path)
      foldsCase = FilePath.foldsCase(near: absolute)
      key = foldsCase ? absolute.lowercased() : absolute
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
