extension OutputOwnership {
  /// How many foreign files an `output.foreign` warning names before it only counts.
  static let maximumNamedForeignFiles = 5

  /// Walks every output folder once: removes temporary files that killed builds left (`StaleTemporaries`),
  /// and returns an `output.foreign` warning for each folder holding files Swatch did not write (not in the
  /// new manifest, not stale). Folders of other outputs nested inside a folder are not entered: their own
  /// manifests cover them, nor are the folders in `created` (this build made them; they hold only its own
  /// temporary files): in a first build the asset catalog's thousands of folders are not read back.
  func scan(skipping created: Set<String> = []) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let paths = folders.map(\.path)
    for folder in folders where !created.contains(folder.path) {
      let nested = Set(
        (paths + created).compactMap { other -> String? in
          guard other != folder.path, folder.path.isEmpty || other.hasPrefix(folder.path + "/") else { return nil }
          return folder.path.isEmpty ? other : String(other.dropFirst(folder.path.utf8.count + 1))
        })
      let files = StaleTemporaries.removing(in: folder.path, from: FolderScan.files(in: folder.path, skipping: nested))
      let stale = Set(folder.stale.map(\.path))
      let foreign = files.filter { file in
        file != OutputManifest.fileName && file != BuildStamp.fileName && file != PieceStore.fileName
          && folder.new.files[file] == nil
          && !stale.contains(file)
          && StaleTemporaries.processID(inName: StaleTemporaries.fileName(of: file)) == nil
      }.sorted()
      guard !foreign.isEmpty else { continue }
      diagnostics.append(
        Diagnostic(
          .outputForeign(
            folder.path.isEmpty ? "." : folder.path, Array(foreign.prefix(Self.maximumNamedForeignFiles)),
            count: foreign.count), at: nil))
    }
    return diagnostics
  }
}
