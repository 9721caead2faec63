import SwatchKit

/// The files the last build of a watching process read: every token file, resolver document and `$ref`'d file,
/// and image, wherever they are, and the `$ref`'d files a build could not read (until they exist). `--watch`
/// and `preview --watch` watch them beside `ProjectInputs`' roots, so an edit to a file a resolver names
/// outside the token folders is seen.
final class InputsRead {
  /// The paths the last build read or could not read, as it named them; empty before the first build.
  var paths: [String] = [] {
    didSet { linked = nil }
  }
  /// The manifests of the output folders the last build wrote or found up to date: a watch sees one go (an
  /// output folder deleted, a `git clean`) and builds again. Not a change when the build itself writes one.
  var outputManifests: [String] = []
  /// The folders reached through links that `adding(to:)` found for `paths`, with the roots it found them below.
  private var linked: (roots: [String], folders: [String])?
  /// Every such folder found since the watch began, with the real path it led to: one emptied since is still
  /// watched, for a file added there, until its link leads elsewhere.
  private var linkedSoFar: [(folder: String, real: String)] = []

  /// `roots` followed by every path read that they do not name, then each folder below a root folder that a
  /// link leads elsewhere and that the build read a file through (`tokens/shared -> ../shared`): a root folder's
  /// walk does not enter a hidden folder nor follow a link out of it, so a file read through one is named, and
  /// the linked folder is walked as a root of its own, so that a file added there is seen too, for as long as the
  /// watch runs (emptied, it is still watched) or until its link leads elsewhere. A link to a folder no file was
  /// read through (`tokens/root -> /`) is not walked. A file the walks meet twice is stamped twice, the same.
  func adding(to roots: [String]) -> [String] {
    let named = Set(roots)
    if linked?.roots != roots {
      let found = Self.linkedFolders(of: paths, below: roots)
      linked = (roots, found)
      for folder in found where !linkedSoFar.contains(where: { $0.folder == folder }) {
        if let real = PathConfinement.realPath(folder) { linkedSoFar.append((folder, real)) }
      }
    }
    // A link pointed elsewhere since (`tokens/shared -> /usr/share`) is no folder the build read through.
    linkedSoFar.removeAll { PathConfinement.realPath($0.folder) != $0.real }
    let folders = linkedSoFar.map(\.folder).filter { !named.contains($0) }
    return roots + paths.filter { !named.contains($0) } + folders + outputManifests.filter { !named.contains($0) }
  }

  /// The manifest of each of `folders`, output folders.
  static func manifests(of folders: [String]) -> [String] {
    folders.map { FilePath.join($0, FolderWalk.outputManifestName) }
  }

  /// For each of `paths` below a folder of `roots`, the first folder on its way down whose real path is outside
  /// that root's: the link it was read through; each once, in order.
  private static func linkedFolders(of paths: [String], below roots: [String]) -> [String] {
    var found: [String] = []
    for root in roots {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      guard let real = PathConfinement.realPath(root) else { continue }
      let inside = { (path: String) in path == real || path.hasPrefix(real == "/" ? "/" : real + "/") }
      for path in paths where path.hasPrefix(prefix) {
        var folder = String(prefix.dropLast())
        for component in path.dropFirst(prefix.count).split(separator: "/").dropLast() {
          folder += "/" + component
          guard let resolved = PathConfinement.realPath(folder), !inside(resolved) else { continue }
          if !found.contains(folder) { found.append(folder) }
          break
        }
      }
    }
    return found
  }
}
