import Foundation

/// The walk every reader of a token folder makes: each entry below it, `node_modules` and hidden folders
/// (`.git`, `.github`) left unentered, as they hold no tokens of the project's.
package enum FolderWalk {
  /// Whether a folder of this name is left out of every walk below a token folder.
  package static func skips(folder name: String) -> Bool {
    name == "node_modules" || name.hasPrefix(".")
  }

  /// Calls `body` with the path relative to `path`, the name and whether it is a folder, of each entry below
  /// `path` the walk enters, in the file system's order, until `body` returns false. A folder reached again
  /// through a symbolic link (`tokens/x -> .`) is not entered again: links that loop would make the walk endless.
  package static func entries(
    below path: String, _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool
  ) {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var entered: Set<String> = PathConfinement.realPath(path).map { [$0] } ?? []
    while let relative = enumerator?.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      let type = enumerator?.fileAttributes?[.type] as? FileAttributeType
      let isFolder = type == .typeDirectory
      if isFolder, skips(folder: name) {
        enumerator?.skipDescendants()
        continue
      }
      if isFolder || type == .typeSymbolicLink,
        let real = PathConfinement.realPath(FilePath.join(path, relative)), isDirectory(real),
        !entered.insert(real).inserted
      {
        enumerator?.skipDescendants()
        continue
      }
      guard body(relative, name, isFolder) else { return }
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }
}
