import Foundation

/// The walk every reader of a token folder makes: each entry below it, `node_modules` and hidden folders
/// (`.git`, `.github`) left unentered, as they hold no tokens of the project's.
package enum FolderWalk {
  /// Whether a folder of this name is left out of every walk below a token folder.
  package static func skips(folder name: String) -> Bool {
    name == "node_modules" || name.hasPrefix(".")
  }

  /// Calls `body` with the path relative to `path`, the name and whether it is a folder, of each entry below
  /// `path` the walk enters, in the file system's order, until `body` returns false.
  static func entries(below path: String, _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool) {
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      let isFolder = enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
      if isFolder, skips(folder: name) {
        enumerator?.skipDescendants()
        continue
      }
      guard body(relative, name, isFolder) else { return }
    }
  }
}
