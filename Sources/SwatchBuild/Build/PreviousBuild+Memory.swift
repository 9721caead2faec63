extension PreviousBuild {
  /// The key of a build kept in memory, never written: a process compares it with nothing but itself.
  static let memoryKey = "in memory"

  /// What `outcome`, a build of `project` that started at `started` (`BuildStamp.now()`), leaves for the next
  /// build of the same process, without a state folder: the stamp it would record and its pieces, kept in
  /// memory (`swatch preview --watch`, which writes no stamp of its own). Nil when the build cannot be vouched
  /// for (errors, a failed write). The next build uses it as it would a loaded one: every file it vouches for
  /// is checked on disk by size, time and inode first, and every copied item by the content hash of its file.
  public static func kept(
    after outcome: BuildOutcome, of project: Project, configPath: String?, started: Int64
  ) -> PreviousBuild? {
    guard !outcome.failedToWrite,
      let stamp = BuildStamp.record(
        outcome, of: project, configPath: configPath, key: memoryKey, started: started, diagnostics: "")
    else { return nil }
    var previous = PreviousBuild(stamp, written: BuildStamp.now())
    let pieces = outcome.keptPieces
    if !pieces.isEmpty {
      previous.pieceStore = PieceStore(bytes: PieceStore.encode(key: memoryKey, files: pieces), key: memoryKey)
    }
    return previous
  }
}

extension PreviousBuild {
  /// The output folders the build owned: the folders of the manifests it recorded, sorted.
  public var outputFolders: [String] {
    outputs.keys.compactMap(OutputManifest.folder(ofManifest:)).sorted()
  }
}
