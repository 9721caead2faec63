extension OutputOwnership {
  /// How many foreign files an `output.foreign` warning names before it only counts.
  static let maximumNamedForeignFiles = 5

  /// What `scan` found besides its warnings: the folders below output folders that hold nothing but files
  /// this build owns, which the next build need not read again (`ScanRecord`).
  struct ScanResult {
    /// `output.foreign` warnings.
    var diagnostics: [Diagnostic] = []
    /// Folders read (or created) by this build holding only its files: their status is taken once written.
    var read: [String] = []
    /// Folders not read because the last build's record vouched for them, with the status seen.
    var vouched: [String: FileStatus] = [:]
  }

  /// Walks every output folder once: removes temporary files that killed builds left (`StaleTemporaries`),
  /// and returns an `output.foreign` warning for each folder holding files Swatch did not write (not in the
  /// new manifest, not stale). Folders of other outputs nested inside a folder are not entered: their own
  /// manifests cover them, nor are the folders in `created` (this build made them; they hold only its own
  /// temporary files): in a first build the asset catalog's thousands of folders are not read back, nor the
  /// last build's output folders, `lastOutputs` (an output moved up a folder: its old files are pruned). Nor are
  /// the folders `unchanged` vouches for (the last build found them holding only its files, and no entry was
  /// added or removed since): in a rebuild the catalog's folders are looked at, not read.
  func scan(
    skipping created: Set<String> = [], lastOutputs: Set<String> = [],
    unchanged: @escaping @Sendable (String) -> FileStatus? = { _ in nil }
  ) -> ScanResult {
    var result = ScanResult()
    let paths = folders.map(\.path) + lastOutputs.subtracting(folders.map(\.path)).sorted()
    for folder in folders {
      result.read += Self.leafFolders(of: folder, among: created)
      guard !created.contains(folder.path) else { continue }
      let nested = Set(
        (paths + created).compactMap { other -> String? in
          guard other != folder.path, folder.path.isEmpty || other.hasPrefix(folder.path + "/") else { return nil }
          return folder.path.isEmpty ? other : String(other.dropFirst(folder.path.utf8.count + 1))
        })
      let found = FolderScan.files(in: folder.path, skipping: nested, unchanged: unchanged)
      let (all, plain, vouched) = (found.files, found.plainFolders, found.vouched)
      let files = StaleTemporaries.removing(in: folder.path, from: all)
      let stale = Set(folder.stale.map(\.path))
      let foreign = files.filter { file in
        file != OutputManifest.fileName && !file.hasPrefix(StateFolder.name + "/") && folder.new.files[file] == nil
          && !stale.contains(file)
          && StaleTemporaries.processID(inName: StaleTemporaries.fileName(of: file)) == nil
      }.sorted()
      result.read += plain.filter { all[$0.files].allSatisfy { folder.new.files[$0] != nil } }.map(\.path)
      let losing = Self.foldersLosingFiles(folder)
      if result.vouched.isEmpty, losing.isEmpty {
        result.vouched = vouched  // the usual case, one output folder holding the files: no copy
      } else {
        result.vouched.merge(vouched.filter { !losing.contains($0.key) }) { first, _ in first }
      }
      guard !foreign.isEmpty else { continue }
      result.diagnostics.append(
        Diagnostic(
          .outputForeign(
            folder.path.isEmpty ? "." : folder.path, Array(foreign.prefix(Self.maximumNamedForeignFiles)),
            count: foreign.count), at: nil))
    }
    return result
  }

  /// The folders in `created` below `folder` that directly hold some of its new files and no folder of them:
  /// made by this build, they hold nothing else.
  private static func leafFolders(of folder: Folder, among created: Set<String>) -> [String] {
    guard !created.isEmpty else { return [] }
    let parents = Set(folder.new.files.keys.map { FilePath.directory(of: FilePath.join(folder.path, $0)) })
    var ancestors: Set<String> = []
    for parent in parents {
      var path = FilePath.directory(of: parent)
      while path != folder.path, !path.isEmpty, ancestors.insert(path).inserted { path = FilePath.directory(of: path) }
    }
    return parents.filter { $0 != folder.path && created.contains($0) && !ancestors.contains($0) }
  }

  /// The folders that held a file of the last build that this one does not produce: they are read again
  /// next time, in case the file could not be deleted.
  private static func foldersLosingFiles(_ folder: Folder) -> Set<String> {
    Set(
      folder.old.files.keys.filter { folder.new.files[$0] == nil }.map {
        FilePath.directory(of: FilePath.join(folder.path, $0))
      })
  }
}
