import Foundation

/// What the last successful build of the same invocation left in its output folders, as its `BuildStamp`
/// records it: each owned file's status and content hash. A build that finds inputs changed still uses it to
/// tell, without reading a file, that the file on disk is the one the last build wrote, and so whether a newly
/// rendered file differs from it.
///
/// Reads: the stamp (once, by `BuildStamp.load`) and one `stat` per file asked about. Produces: answers to
/// "is this rendered file already on disk?" that are nil whenever the stamp cannot vouch for the file: not
/// recorded, or changed in any way since (size, modification time, inode), or modified in the clock tick the
/// stamp was written in (a racy file). The caller then compares bytes with the disk as before.
///
/// A file the stamp vouches for is compared by size and `ContentHash`, the 64-bit hash manifests and the no-op
/// check already trust: a rendered file that differs from the disk only by a hash collision would be left as
/// it is. Accidental collisions are out of reach (2⁻⁶⁴ per file); a token file crafted to collide could only
/// keep an output its author already controls.
public struct PreviousBuild: Sendable {
  /// One owned output as the stamp recorded it.
  struct Output: Sendable {
    var status: FileStatus
    var hash: UInt64
    /// The reuse key the writer made it from; 0 for none.
    var key: UInt64
    /// Its position among the stamp's outputs.
    var index: Int
  }

  /// The owned outputs, by path as the build spells them.
  let outputs: [String: Output]
  /// When the stamp was written: a file modified at or after it may have changed within the same tick.
  let written: Int64
  /// Where each keyed item's text is in the files the last build rendered, if it kept them.
  public var pieceStore: PieceStore?

  /// Where the record of the folders inside output folders the last build found holding only its own files
  /// is (`ScanRecord`), and the invocation's key: read for the scan, after the writers, so that it adds
  /// nothing to the build's peak memory, unless `preloadScanRecord()` read it already.
  public var scanRecordFile: (path: String, key: String)?
  /// The scan record, when `preloadScanRecord()` read it.
  private var preloadedScanRecord: ScanRecord?

  /// The largest scan record read before the writers: 4 MiB, about 45,000 folders. At 10,000 tokens the
  /// record (9,000 folders, 0.8 MB) is read and parsed on another core while the tokens are (about 1% of the
  /// rebuild's instructions, otherwise spent after the writers, on one core); at 100,000 tokens it is read after
  /// the writers, where it adds nothing to their peak memory.
  static let preloadedScanRecordLimit: Int64 = 4 << 20
  /// The status of each file the stamp vouched for in this build, as seen then, by its position in the
  /// stamp: a file the build does not write again keeps it, so the new stamp needs no second `stat` of it.
  let vouched: VouchedStatus
  /// The path of each output, by its position in the stamp.
  let paths: [String]
  /// Whether each item copied from the last build's files is rendered too and compared with the copy
  /// (`TemplateLibrary.verifiesReuse`).
  public var verifiesReuse = false
  /// The size past which the last build's text is read as the render copies from it, not whole first
  /// (`pieces(_:)`): `MustachePieces.inFileSize` unless the build lowers it (`Project.largeFileSize`).
  var inFileSize = MustachePieces.inFileSize

  /// The previous build `stamp` (written at `written`) describes.
  public init(_ stamp: BuildStamp, written: Int64) {
    var outputs: [String: Output] = [:]
    outputs.reserveCapacity(stamp.entries.count)
    var paths: [String] = []
    for entry in stamp.entries where entry.kind == .file && outputs[entry.path] == nil {
      outputs[entry.path] = Output(status: entry.status, hash: entry.hash, key: entry.key, index: paths.count)
      paths.append(entry.path)
    }
    self.outputs = outputs
    self.paths = paths
    self.written = written
    vouched = VouchedStatus(count: paths.count)
  }

  /// Reads the scan record now, if it is at most `preloadedScanRecordLimit` bytes long.
  public mutating func preloadScanRecord() {
    guard let (path, key) = scanRecordFile, let status = FileStatus(path: path),
      status.size <= Self.preloadedScanRecordLimit
    else { return }
    preloadedScanRecord = ScanRecord.load(at: path, key: key)
  }

  /// Takes `record` as the scan record, read already (`StateMemory`).
  public mutating func useScanRecord(_ record: ScanRecord) {
    preloadedScanRecord = record
  }

  /// How many files the last build owned.
  var outputCount: Int { paths.count }

  /// Whether `preloadScanRecord()` found a record file of a size it reads and it did not load (damaged,
  /// foreign, or another invocation's): what a `state.damaged` note is made from.
  public var scanRecordDidNotLoad: Bool {
    guard preloadedScanRecord == nil, let (path, _) = scanRecordFile, let status = FileStatus(path: path) else {
      return false
    }
    return status.size <= Self.preloadedScanRecordLimit
  }

  /// The record of the folders the last build found holding only its own files: the one preloaded, else read
  /// now.
  func loadScanRecord() -> ScanRecord? {
    preloadedScanRecord ?? scanRecordFile.flatMap { ScanRecord.load(at: $0.path, key: $0.key) }
  }

  /// Each output the stamp vouched for during this build, by path, with the status seen.
  var vouchedStatus: [String: FileStatus] {
    var found: [String: FileStatus] = [:]
    found.reserveCapacity(paths.count)
    for (index, status) in vouched.all.enumerated() {
      if let status { found[paths[index]] = status }
    }
    return found
  }

  /// Whether `file`, whose content hash is `hash`, is on disk with exactly its bytes; nil when the stamp
  /// cannot vouch for what is on disk.
  func isUnchanged(_ file: OutputFile, hash: UInt64) -> Bool? {
    isUnchanged(file.path, byteCount: file.byteCount, hash: hash)
  }

  /// Whether the file at `path` is on disk holding `byteCount` bytes whose content hash is `hash`; nil when the
  /// stamp cannot vouch for what is on disk.
  func isUnchanged(_ path: String, byteCount: Int, hash: UInt64) -> Bool? {
    guard let recorded = vouchedFor(path) else { return nil }
    return byteCount == Int(recorded.status.size) && hash == recorded.hash
  }

  /// The content hash of the file at `path` if the last build made it from inputs with reuse key `key` (never
  /// 0) and the stamp vouches that the disk still holds what it wrote: the file a writer would make from the
  /// same inputs is already there.
  func reusableHash(_ path: String, key: UInt64) -> UInt64? {
    guard key != 0, let recorded = outputs[path], recorded.key == key, vouches(recorded, at: path) else { return nil }
    return recorded.hash
  }

  /// The last build's text of the file at `path` with where each keyed item's text is in it, when the store
  /// has its pieces, the stamp vouches for the file, and the bytes read now hash to what the pieces index. The
  /// hash is not left to the stamp's word: a no-op build that trusts a wrong stamp leaves a file as it is, but
  /// pieces copied from bytes they do not index would write wrong text. A file past
  /// `MustachePieces.inFileSize` is not read here but as the render copies from it, and hashed then
  /// (`PreviousFileReader`).
  func pieces(_ path: String) -> MustachePieces? {
    guard let (hash, pieces) = pieceStore?.pieces(path), let recorded = vouchedFor(path), recorded.hash == hash,
      PieceStore.areNested(pieces, within: Int(recorded.status.size))
    else { return nil }
    let size = Int(recorded.status.size)
    if size > inFileSize {
      return MustachePieces(opening: { FileByteSource(path: path) }, byteCount: size, hash: hash, pieces: pieces)
    }
    guard let (bytes, _) = BuildStamp.read(path), bytes.count == size, ContentHash.of(bytes) == hash else { return nil }
    return MustachePieces(bytes: bytes, pieces: pieces)
  }

  /// The content hash the stamp recorded for the file at `path`, if `status`, read now, is the status it
  /// recorded (same size, modification time and inode, modified before the stamp was written): a token file
  /// an edit left alone need not be hashed again for the next stamp.
  func hash(ofUnchanged path: String, status: FileStatus) -> UInt64? {
    guard let recorded = outputs[path], !status.isFolder, status.size == recorded.status.size,
      status.modified == recorded.status.modified, status.inode == recorded.status.inode, status.modified < written
    else { return nil }
    return recorded.hash
  }

  /// The status of the folder at `path` if the last build recorded it as holding only its own files and it
  /// is unchanged since (same modification time and inode, modified before the stamp was written): it holds
  /// the same entries, so it need not be read again.
  func unchangedFolder(_ path: String, in record: ScanRecord) -> FileStatus? {
    guard let recorded = record.folders[path], let current = FileStatus(path: path), current.isFolder,
      current.modified == recorded.modified, current.inode == recorded.inode, current.modified < written
    else { return nil }
    return current
  }

  /// What the stamp recorded for `path`, if the file there is unchanged since: same size, modification time
  /// and inode, and modified before the stamp was written.
  private func vouchedFor(_ path: String) -> Output? {
    guard let recorded = outputs[path], vouches(recorded, at: path) else { return nil }
    return recorded
  }

  /// Whether the file at `path` is still what `recorded` says the last build wrote there; notes the status
  /// seen when it is.
  private func vouches(_ recorded: Output, at path: String) -> Bool {
    guard let current = FileStatus(path: path), !current.isFolder, current.size == recorded.status.size,
      current.modified == recorded.status.modified, current.inode == recorded.status.inode,
      current.modified < written
    else { return false }
    vouched.add(recorded.index, current)
    return true
  }
}

/// The statuses `PreviousBuild` saw of the files it vouched for, by position in the stamp, gathered from every
/// writer's thread.
final class VouchedStatus: @unchecked Sendable {
  private let lock = NSLock()
  private var statuses: [FileStatus?]

  init(count: Int) {
    statuses = Array(repeating: nil, count: count)
  }

  func add(_ index: Int, _ status: FileStatus) {
    lock.withLock { statuses[index] = status }
  }

  /// Every status seen, by position; nil where none was.
  var all: [FileStatus?] { lock.withLock { statuses } }
}
