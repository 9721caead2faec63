import Foundation

/// The walk every reader of a token folder makes: each entry below it, `node_modules` and hidden folders
/// (`.git`, `.github`) left unentered, as they hold no tokens of the project's.
package enum FolderWalk {
  /// Whether a folder of this name is left out of every walk below a token folder.
  package static func skips(folder name: String) -> Bool {
    name == "node_modules" || name.hasPrefix(".")
  }

  /// Names of the folders a project's build writes (`dist`, `build`, `out`…), whose JSON files are outputs: a
  /// search of a project for its tokens does not count them.
  package static let buildOutputNames: Set<String> = ["out", "build", "dist", "lib", "target", "vendor", "pods"]

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

  /// `entries(below:_:)` of the folder `path`, each relative path after `prefix`, links followed where `allows`
  /// their real path; false once `body` has returned false.
  private static func walk(
    _ path: String, prefix: String, root: String, entered: inout Set<String>, allows: (String) -> Bool,
    outside: (String) -> Void, _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool
  ) -> Bool {
    for (name, kind) in children(of: path) {
      let relative = prefix + name
      let full = FilePath.join(path, name)
      guard kind != .file, let real = PathConfinement.realPath(full), isDirectory(real) else {
        guard body(relative, name, kind == .folder) else { return false }
        continue
      }
      guard !skips(folder: name), entered.insert(real).inserted else { continue }
      // A link to a folder the walk may follow is walked at its real path, each entry named through the link.
      if kind == .link, !allows(real) {
        outside(FilePath.join(root, relative))
        continue
      }
      guard body(relative, name, true),
        walk(
          kind == .link ? real : full, prefix: relative + "/", root: root, entered: &entered, allows: allows,
          outside: outside, body)
      else { return false }
    }
    return true
  }

  /// What an entry of a folder is, as the folder's listing says (`lstat` where it does not): a link is not
  /// followed.
  private enum Kind { case file, folder, link }

  /// The entries of the folder `path` but `.` and `..`, in the file system's order, each with its kind; none when
  /// it cannot be read. `readdir` says each entry's kind without a `stat` on most file systems; Foundation's
  /// directory enumerator builds every entry's attributes, about 100,000 instructions an entry.
  private static func children(of path: String) -> [(name: String, kind: Kind)] {
    guard let folder = opendir(path) else { return [] }
    defer { closedir(folder) }
    var result: [(name: String, kind: Kind)] = []
    while let entry = readdir(folder) {
      // The name is read where it is: the record holds only as many bytes as the name needs, not the field's size.
      let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      guard name != ".", name != ".." else { continue }
      result.append((name, kind(Int32(entry.pointee.d_type), at: FilePath.join(path, name))))
    }
    return result
  }

  /// The kind a listing's `type` (`DT_…`) says, or `lstat`'s for an unknown one.
  private static func kind(_ type: Int32, at path: String) -> Kind {
    switch type {
    case Int32(DT_DIR): return .folder
    case Int32(DT_LNK): return .link
    case Int32(DT_UNKNOWN):
      var status = stat()
      guard lstat(path, &status) == 0 else { return .file }
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .folder
      case S_IFLNK: return .link
      default: return .file
      }
    default: return .file
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
