import Foundation

extension BuildStamp {
  /// How long before the build started an input must have been last modified to be taken as unchanged by
  /// its time alone: file times come from a clock that can lag the one `FileStatus.now()` reads by a tick.
  static let inputMargin: Int64 = 50_000_000

  /// The stamp for `outcome`, a build of `project` (configuration at `configPath`) started at `started`
  /// (`FileStatus.now()` before loading) whose diagnostics rendered as `diagnostics`; nil when the build had
  /// errors. An input `previous`, the last build's stamp, vouches for keeps the hash recorded there instead
  /// of being hashed again.
  ///
  /// An input modified since shortly before the build started (a script that writes the tokens and builds at
  /// once; the file may even have been read half edited) is recorded with the hash of the text the build read
  /// and a smudged status (`FileStatus.smudged`), which no file on disk has: the next build reads it and
  /// compares the hash, so it is skipped only when the file holds what this build read. Such a folder is
  /// recorded with the hash of its names when they did not change while the build ran (`FolderListing`): the
  /// next build lists it and compares. One whose names changed never matches, so the next build runs, but the
  /// outputs' entries still vouch for this build's files, pieces and scan record. (Dropping the whole stamp
  /// instead cost the next build every piece: 1.1 s instead of 0.45 s at 10,000 tokens.)
  public static func record(
    _ outcome: BuildOutcome, of project: Project, configPath: String?, key: String, started: Int64,
    diagnostics: String, previous: PreviousBuild? = nil
  ) -> BuildStamp? {
    guard !outcome.diagnostics.containsErrors, outcome.rendered else { return nil }
    var stamp = BuildStamp(key: key, outputCount: outcome.ownedFiles.count, diagnostics: diagnostics, entries: [])
    let latest = started - inputMargin
    if configPath == nil, FileStatus(path: "swatch.yaml") == nil {
      stamp.entries.append(
        Entry(
          kind: .absent, status: FileStatus(size: 0, modified: 0, inode: 0, isFolder: false), hash: 0,
          path: "swatch.yaml"))
    }
    for path in outcome.sources.paths {
      guard let status = FileStatus(path: path), !status.isFolder, let text = outcome.sources.text(of: path)
      else { return nil }
      let hash = previous?.hash(ofUnchanged: path, status: status) ?? ContentHash.of(text)
      stamp.entries.append(Entry(kind: .file, status: status.smudged(unless: latest), hash: hash, path: path))
    }
    for (path, image) in project.images.files.sorted(by: { $0.key < $1.key }) {
      guard let status = FileStatus(path: path), !status.isFolder else { return nil }
      stamp.entries.append(Entry(kind: .file, status: status.smudged(unless: latest), hash: image.hash, path: path))
    }
    let roots = project.config.tokenSources + (project.config.templatesDirectory.map { [$0] } ?? [])
    for folder in roots.flatMap(FolderScan.folders(under:)) {
      guard let status = FileStatus(path: folder) else { return nil }
      // The names listed before the tokens were read, when they are still the names now (`FolderListing`).
      let listed = project.folderListings[folder].flatMap { $0 == FolderListing.hash(of: folder) ? $0 : nil }
      stamp.entries.append(
        Entry(kind: .folder, status: status.smudged(unless: latest), hash: listed ?? 0, path: folder))
    }
    for (path, hash) in outcome.ownedFiles.sorted(by: { $0.key < $1.key }) {
      guard let status = outcome.ownedStatus[path], !status.isFolder else { return nil }
      stamp.entries.append(
        Entry(kind: .file, status: status, hash: hash, key: outcome.ownedKeys[path] ?? 0, path: path))
    }
    guard !stamp.entries.contains(where: { hasLineBreak($0.path) }) else { return nil }
    return stamp
  }

  /// Writes the stamp to `path` through a temporary file; a stamp that cannot be written is no error (the next
  /// build runs in full), so this reports nothing. Whether it was written.
  @discardableResult
  public func write(to path: String) -> Bool {
    guard StateFolder.createFolder(holding: path) else { return false }
    let file = OutputFile(path: path, utf8: bytes)
    return OutputDirectory().write([file]).diagnostics.isEmpty
  }

  /// Removes the stamp at `path`, so the next build runs in full.
  public static func remove(at path: String) {
    if StateFolder.holdsRecords(path) { unlink(path) }
  }
}

extension BuildStamp {
  /// The wall clock now, as file modification times count it: what `record`'s `started` takes.
  public static func now() -> Int64 { FileStatus.now() }

  /// Something that changes whenever the running binary does: its size, modification time and inode. Part of
  /// the key, so a rebuilt or upgraded `swatch` never skips a build on the strength of an older one's stamp.
  public static func executableIdentity() -> String {
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
    guard let status = FileStatus(path: path) else { return "unknown \(CommandLine.arguments[0])" }
    return "\(status.size) \(status.modified) \(status.inode)"
  }
}
