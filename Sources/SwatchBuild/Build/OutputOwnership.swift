import Foundation

/// What a build owns in its output folders beyond the files it writes: each folder's manifest, the files it
/// wrote before and no longer produces, and the files it never wrote.
///
/// Reads: each folder's `OutputManifest` and the stale files it lists (to see they are still as written).
/// Produces: the new manifests and the stale files to delete. Reports: a stale file edited since Swatch wrote
/// it (kept, `output.modified`). Nothing here writes; `prune()` deletes.
struct OutputOwnership {
  /// One output folder's ownership.
  struct Folder {
    /// The folder, normalized.
    var path: String
    /// What the folder's manifest lists now, if it exists.
    var old: OutputManifest
    /// What it will list after this build.
    let new: OutputManifest
    /// Files listed in `old` that this build does not produce and that are still as Swatch wrote them,
    /// relative to `path`, sorted; with their current text (nil if not UTF-8).
    var stale: [(path: String, text: String?)] = []
    /// The new manifest as a file to write, made once: the asset catalog's lists thousands of files.
    let manifestFile: OutputFile

    init(path: String, old: OutputManifest, new: OutputManifest) {
      (self.path, self.old, self.new) = (path, old, new)
      manifestFile = OutputFile(path: FilePath.join(path, OutputManifest.fileName), contents: new.text)
    }
  }

  /// Every output folder, sorted by path.
  var folders: [Folder] = []
  /// `output.modified` warnings.
  var diagnostics: [Diagnostic] = []

  /// The ownership of `owned` (a plan's files by folder and relative path, with hashes).
  ///
  /// `configuration` is the configuration file being built: each new manifest names it, and a folder whose
  /// manifest names another configuration file that exists is `output.conflict` (two configurations would
  /// delete each other's files as stale). In a folder of `sharedWithUnselected`, which an output the build leaves
  /// out shares (`Project.unselectedOutputFolders`), the files the last manifest lists that this build does not
  /// make stay listed and are not stale: that output may have made them.
  init(owned: [String: [String: UInt64]], configuration: String? = nil, sharedWithUnselected: Set<String> = []) {
    var produced: Set<String>?  // made only if some folder's last manifest lists a file no longer produced
    // Folders as conflicts tell them (real paths, case folded where names are): `out/link -> web` is `out/web`.
    let shared = Set(sharedWithUnselected.map { BuildPlan.Folder(path: $0).key })
    for (path, made) in owned.sorted(by: { $0.key < $1.key }) {
      let manifestPath = FilePath.join(path, OutputManifest.fileName)
      let old = OutputManifest.read(at: manifestPath)
      var files = made
      if !shared.isEmpty, shared.contains(BuildPlan.Folder(path: path).key), let old {
        files.merge(old.files) { own, _ in own }
      }
      var new = OutputManifest(files: files)
      new.configuration = configuration.map { FilePath.relative($0, to: path.isEmpty ? "." : path) }
      var folder = Folder(path: path, old: old ?? OutputManifest(), new: new)
      if let other = Self.otherConfiguration(folder.old, in: path, than: configuration) {
        diagnostics.append(
          Diagnostic(.outputConflictConfigurations(path, other: other, this: configuration ?? ""), at: nil))
        folders.append(folder)
        continue
      }
      let gone = folder.old.files.filter { files[$0.key] == nil }.sorted(by: { $0.key < $1.key })
      if !gone.isEmpty && produced == nil {
        produced = Set(owned.flatMap { folder, files in files.keys.map { FilePath.join(folder, $0) } })
      }
      for (relative, hash) in gone {
        let full = FilePath.join(path, relative)
        guard produced?.contains(full) != true, Self.isPlainFile(relative, in: path) else { continue }
        guard let bytes = Self.contents(of: full) else { continue }
        guard folder.old.hash(of: bytes) == hash else {
          diagnostics.append(Diagnostic(.outputModified(full), at: nil))
          continue
        }
        folder.stale.append((relative, String(validating: bytes, as: UTF8.self)))
      }
      folders.append(folder)
    }
  }

  /// The configuration file `manifest` (in `folder`) names, when it exists and is not `configuration`.
  static func otherConfiguration(_ manifest: OutputManifest, in folder: String, than configuration: String?)
    -> String?
  {
    guard let named = manifest.configuration, let configuration else { return nil }
    let other = FilePath.normalize(FilePath.join(folder, named))
    guard let otherReal = realpath(other, nil) else { return nil }
    defer { free(otherReal) }
    guard let thisReal = realpath(configuration, nil) else { return other }
    defer { free(thisReal) }
    return strcmp(otherReal, thisReal) == 0 ? nil : other
  }

  /// Every file the new manifests list, and the manifests, by path, with content hashes.
  var ownedFiles: [String: UInt64] {
    var files: [String: UInt64] = [:]
    files.reserveCapacity(folders.reduce(0) { $0 + $1.new.files.count + 1 })
    for folder in folders {
      for (path, hash) in folder.new.files { files[FilePath.join(folder.path, path)] = hash }
      files[folder.manifestFile.path] = ContentHash.of(folder.manifestFile.contents)
    }
    return files
  }

  /// The stale files, as paths relative to the working directory, sorted.
  var stalePaths: [String] {
    folders.flatMap { folder in folder.stale.map { FilePath.join(folder.path, $0.path) } }.sorted()
  }

  /// Deletes every stale file, then each folder that deleting left empty, up to the output folder (kept).
  /// Returns the paths that could not be deleted, with the reason.
  func prune() -> [(path: String, reason: String)] {
    var failures: [(path: String, reason: String)] = []
    for folder in folders {
      for file in folder.stale {
        let full = FilePath.join(folder.path, file.path)
        guard unlink(full) == 0 || errno == ENOENT else {
          failures.append((full, OutputDirectory.systemError()))
          continue
        }
        Self.removeEmptyFolders(above: file.path, in: folder.path)
      }
    }
    return failures
  }

  /// Removes the folders of `relative` inside `folder`, deepest first, while they are empty.
  static func removeEmptyFolders(above relative: String, in folder: String) {
    var parent = FilePath.directory(of: relative)
    while !parent.isEmpty, rmdir(FilePath.join(folder, parent)) == 0 {
      parent = FilePath.directory(of: parent)
    }
  }

  /// Whether `relative` names a regular file inside `folder` reached through real folders only: a symbolic
  /// link planted inside an output folder never leads a deletion elsewhere.
  static func isPlainFile(_ relative: String, in folder: String) -> Bool {
    var path = folder
    var status = stat()
    let components = relative.split(separator: "/")
    for (index, component) in components.enumerated() {
      path = FilePath.join(path, String(component))
      guard lstat(path, &status) == 0 else { return false }
      let expected = index == components.count - 1 ? S_IFREG : S_IFDIR
      guard status.st_mode & S_IFMT == expected else { return false }
    }
    return true
  }

  /// A file's bytes, or nil if it cannot be read.
  static func contents(of path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }
}
