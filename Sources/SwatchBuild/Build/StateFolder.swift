import Foundation

/// Where everything a build leaves for the next one lives on disk, and how each record is sealed: the folder
/// `.swatch/` beside the configuration (one `.gitignore` line), holding the stamp (`BuildStamp`), the piece
/// store (`PieceStore`) and the scan record (`ScanRecord`). Every record opens with one format line naming
/// `formatVersion` and its kind, and carries an XXH64 checksum over its bytes: the stamp and the scan record
/// end with a `checksum` line over all that comes before it, and each of the piece store's file records ends
/// with the hash of that record. A record whose checksum or format does not match is no record: the build that
/// reads it runs as if it were missing, and notes it (`state.damaged`).
///
/// Reads and writes: nothing itself; the records do. The old dot-files (`.swatch-stamp`, `.swatch-pieces`,
/// `.swatch-scan`) that earlier versions left beside the configuration are removed when a build records its
/// state (`removeLegacyFiles`).
public enum StateFolder {
  /// The folder's name, beside the configuration.
  public static let name = ".swatch"
  /// The one format version of every record in the folder; a record of another version is ignored.
  static let formatVersion = 1

  /// The format line that opens a record of `kind` (`stamp`, `pieces`, `scan`), line break included.
  static func formatLine(_ kind: String) -> String { "swatch-state \(formatVersion) \(kind)" }

  /// The folder beside the configuration at `configPath` (nil: `swatch.yaml` in the working directory).
  public static func path(configPath: String?) -> String {
    FilePath.join(FilePath.directory(of: configPath ?? "swatch.yaml"), name)
  }

  /// `bytes` followed by the line `checksum HASH`, the XXH64 hash of `bytes` in hexadecimal.
  static func sealed(_ bytes: [UInt8]) -> [UInt8] {
    bytes + Array("checksum \(ContentHash.hex(ContentHash.of(bytes)))\n".utf8)
  }

  /// The bytes `sealed` was given, or nil when the last line is not the checksum of the rest: a record that
  /// was truncated, damaged or written by something else.
  static func unsealed(_ bytes: [UInt8]) -> [UInt8]? {
    let trailer = 9 + 16 + 1
    guard bytes.count >= trailer, bytes.last == 10 else { return nil }
    let body = Array(bytes[..<(bytes.count - trailer)])
    let expected = Array("checksum \(ContentHash.hex(ContentHash.of(body)))\n".utf8)
    return bytes[(bytes.count - trailer)...].elementsEqual(expected) ? body : nil
  }

  /// Creates the folder holding the record at `path`, if missing; false if it cannot be made, or if what is
  /// there is not a folder of its own (`holdsRecords`).
  @discardableResult
  static func createFolder(holding path: String) -> Bool {
    let folder = FilePath.directory(of: path)
    if mkdir(folder.isEmpty ? "." : folder, 0o755) == 0 { return true }
    return errno == EEXIST && holdsRecords(path)
  }

  /// Whether the folder holding the record at `path` may be read, written and cleaned: missing (a build makes
  /// it), or a folder itself. A symbolic link in its place (one a pull request can commit: `.swatch/` in
  /// `.gitignore` matches folders only) is not followed, so state is never read, written or deleted outside the
  /// project; a build then keeps no state, and says so once (`state.damaged`).
  public static func holdsRecords(_ path: String) -> Bool {
    let folder = FilePath.directory(of: path)
    var status = stat()
    guard lstat(folder.isEmpty ? "." : folder, &status) == 0 else { return errno == ENOENT }
    return (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// A `state.damaged` note when the folder holding the record at `path` is something other than a folder.
  public static func misplaced(holding path: String) -> Diagnostic? {
    guard !holdsRecords(path) else { return nil }
    let folder = FilePath.directory(of: path)
    return Diagnostic(
      .stateDamaged(
        folder, "it is a symbolic link or a file, not a folder, and is not followed; no build state is kept"), at: nil)
  }

  /// A `state.damaged` note for the record of `kind` at `path` that did not load for the invocation `key`:
  /// nil when there is none or it was written for another invocation (a build with other arguments), a note
  /// when it is of another format or its own invocation's but does not check. A record of its own invocation
  /// that `loadsNow` is no damage: a build running beside this one (a second `--watch`, an IDE's build) wrote
  /// it after this one looked.
  public static func damage(at path: String, kind: String, key: String, loadsNow: () -> Bool) -> Diagnostic? {
    guard holdsRecords(path) else { return nil }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var head = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &head, head.count)
    let lines = head.prefix(max(0, count)).split(separator: 10, maxSplits: 2, omittingEmptySubsequences: false)
    let isOurs = lines.first.map { $0.elementsEqual(formatLine(kind).utf8) } ?? false
    if isOurs, lines.count > 1, !lines[1].elementsEqual("key \(key)".utf8) { return nil }
    if isOurs, loadsNow() { return nil }
    return Diagnostic(.stateDamaged(path, isOurs ? "its checksum does not match" : "it is not of this format"), at: nil)
  }

  /// `state.damaged` notes for the file records of `store` that failed their checksum.
  public static func damage(in store: PieceStore?, at path: String) -> [Diagnostic] {
    (store?.damagedPaths ?? []).map {
      Diagnostic(.stateDamaged(path, "the record of '\($0)' does not match its checksum"), at: nil)
    }
  }

  /// The mark a build leaves in the state folder while it writes outputs (`markWriting`).
  public struct WritingMark: Sendable {
    /// The marker file.
    public let path: String
    /// The state folder, when `markWriting` made it: a build that then records no state removes it again,
    /// so a failed first build leaves no empty `.swatch/` behind.
    let createdFolder: String?

    /// Removes the marker, and the state folder if this mark made it and nothing else was put in it since.
    public func remove() {
      unlink(path)
      if let createdFolder { rmdir(createdFolder.isEmpty ? "." : createdFolder) }
    }
  }

  /// Marks, beside the stamp at `stampPath`, that a build is writing outputs: a file named as a temporary file
  /// of this process (`StaleTemporaries`), which the build removes when it is done; nil when it cannot be made.
  /// A build killed before then leaves it, and its temporary files in the output folders, which the stamp does
  /// not record: the next build sees it (`holdsKilledBuild`), runs instead of being skipped, and removes both.
  public static func markWriting(besideStamp stampPath: String) -> WritingMark? {
    let folder = FilePath.directory(of: stampPath)
    let existed = access(folder.isEmpty ? "." : folder, F_OK) == 0
    guard createFolder(holding: stampPath) else { return nil }
    let path = FilePath.join(folder, ".writing.swatch-\(OutputDirectory.processID)-0.tmp")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      if !existed { rmdir(folder.isEmpty ? "." : folder) }
      return nil
    }
    close(descriptor)
    return WritingMark(path: path, createdFolder: existed ? nil : folder)
  }

  /// Whether a build killed while it wrote left a file in the folder of the stamp at `stampPath`: a marker
  /// (`markWriting`) or a record's temporary file, of a process no longer running.
  public static func holdsKilledBuild(besideStamp stampPath: String) -> Bool {
    guard holdsRecords(stampPath) else { return false }
    let folder = FilePath.directory(of: stampPath)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.contains(where: StaleTemporaries.isStale)
  }

  /// The names earlier versions of Swatch gave the records, as files beside the configuration.
  static let legacyNames = [".swatch-stamp", ".swatch-pieces", ".swatch-scan"]

  /// Removes the records earlier versions left beside the folder `state` (only files that open with one of
  /// their format lines), and the temporary files that builds killed while writing a record left in it; the
  /// legacy paths removed.
  @discardableResult
  public static func removeLegacyFiles(besideFolder state: String) -> [String] {
    let base = FilePath.directory(of: state)
    if holdsRecords(FilePath.join(state, BuildStamp.fileName)) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: state.isEmpty ? "." : state)) ?? []
      _ = StaleTemporaries.removing(in: state, from: names)
    }
    return legacyNames.compactMap { name in
      let path = FilePath.join(base, name)
      guard let (bytes, _) = BuildStamp.read(path), bytes.starts(with: Array(name.dropFirst().utf8)) else {
        return nil
      }
      return unlink(path) == 0 ? path : nil
    }
  }
}
