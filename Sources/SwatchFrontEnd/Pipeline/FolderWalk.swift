import Foundation

/// The walk every reader of a token folder makes: each entry below it, `node_modules` and hidden folders
/// (`.git`, `.github`) left unentered, as they hold no tokens of the project's.
package enum FolderWalk {
  /// Whether a folder of this name is left out of every walk below a token folder.
  package static func skips(folder name: String) -> Bool {
    name == "node_modules" || name.hasPrefix(".")
  }

  /// The name of the manifest a Swatch build leaves in each folder it writes (`OutputManifest`).
  package static let outputManifestName = ".swatch-manifest"

  /// Whether the folder at `path` is one a Swatch build writes: it holds the build's manifest, and its files are
  /// outputs, never tokens to read.
  package static func holdsSwatchOutput(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: FilePath.join(path, outputManifestName))
  }

  /// Calls `body` with the path relative to `path`, the name and whether it is a folder, of each entry below
  /// `path` the walk enters, in the file system's order, until `body` returns false. A symbolic link to a folder
  /// inside `linksWithin` (the walked folder when nil) is entered as a folder (`tokens/brand ->
  /// ../shared/brand`); one elsewhere is given to `outside` and not entered (`tokens/vendor -> /usr/share`
  /// would walk what the project never meant to read). A folder reached again through a link (`tokens/x -> .`)
  /// is not entered again: links that loop would make the walk endless. `path` may itself be a link.
  package static func entries(
    below path: String, linksWithin: String? = nil, outside: (String) -> Void = { _ in },
    _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool
  ) {
    guard let real = PathConfinement.realPath(path) else { return }
    var entered: Set<String> = [real]
    let bound = linksWithin.flatMap(PathConfinement.realPath) ?? real
    let allows = { (folder: String) in folder == bound || folder.hasPrefix(bound == "/" ? "/" : bound + "/") }
    _ = walk(real, prefix: "", root: path, entered: &entered, allows: allows, outside: outside, body)
  }

  /// `entries(below:_:)` of the real folder `path`, each relative path after `prefix`, links followed where
  /// `allows` their real path; false once `body` has returned false.
  private static func walk(
    _ path: String, prefix: String, root: String, entered: inout Set<String>, allows: (String) -> Bool,
    outside: (String) -> Void, _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool
  ) -> Bool {
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      var type = enumerator?.fileAttributes?[.type] as? FileAttributeType
      // Foundation on Linux may give no attributes for a link: the link itself says.
      if type == nil || type == .typeUnknown, isLink(FilePath.join(path, relative)) { type = .typeSymbolicLink }
      let isFolder = type == .typeDirectory
      if isFolder || type == .typeSymbolicLink,
        let real = PathConfinement.realPath(FilePath.join(path, relative)), isDirectory(real)
      {
        guard !skips(folder: name), entered.insert(real).inserted else {
          enumerator?.skipDescendants()
          continue
        }
        if type == .typeSymbolicLink {
          // The enumerator does not follow a link to a folder: one the walk may follow is walked here, at its
          // real path (the enumerator does not enter a link it starts at), each entry named through the link.
          guard allows(real) else {
            outside(FilePath.join(root, prefix + relative))
            continue
          }
          guard body(prefix + relative, name, true),
            walk(
              real, prefix: prefix + relative + "/", root: root, entered: &entered, allows: allows, outside: outside,
              body)
          else { return false }
          continue
        }
      }
      guard body(prefix + relative, name, isFolder) else { return false }
    }
    return true
  }

  private static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }
}
