import Foundation

/// The state records a process wrote (the stamp and the scan record, `StateFolder`), kept so that its next build
/// takes them from memory instead of reading and parsing them again (`swatch build --watch`): at 10,000 tokens
/// the two hold 9,000 lines each, about 3% of a watch's rebuild to read back.
///
/// A record is taken from memory only while its file is the one this process wrote: same path, key, size,
/// modification time and inode as `stat` saw right after the write. Another build that writes the record
/// (`swatch build` in a terminal beside the watch) renames a new file into place, with a later modification time,
/// and the record is then read from disk, as any build reads it; were both writes to fall in one clock tick with
/// one size and a reused inode, the kept stamp would still vouch only for files whose own size, time and inode it
/// recorded, as any stamp does. A scan record is kept only when
/// a build would read it before the writers anyway (`PreviousBuild.preloadedScanRecordLimit`), so a large one
/// adds nothing to the writers' peak memory.
///
/// Reads: one `stat` per record asked for. Produces: the kept stamp with the time it was written, the kept scan
/// record, or nil. Safe to use from every core.
public final class StateMemory: @unchecked Sendable {
  /// A record as written, with what identifies its file then.
  private struct Kept<Record> {
    let path: String
    let key: String
    let status: FileStatus
    let record: Record
  }

  private let lock = NSLock()
  private var stamp: Kept<BuildStamp>?
  /// The stamp `takeStamp` gave last, for `putBackStamp`.
  private var taken: Kept<BuildStamp>?
  private var scan: Kept<ScanRecord>?

  /// An empty memory.
  public init() {}

  /// The stamp this process last wrote at `path` for `key`, with its modification time (the `written` a loaded
  /// stamp has), when the file there is still that one; taken out of memory, so it is held once while the build
  /// runs. The build that uses it keeps the stamp it writes (`keep(stamp:at:key:)`).
  public func takeStamp(at path: String, key: String) -> (BuildStamp, written: Int64)? {
    let kept = lock.withLock {
      defer { stamp = nil }
      return stamp
    }
    guard let kept, Self.holds(kept, at: path, key: key) else { return nil }
    lock.withLock { taken = kept }
    return (kept.record, kept.status.modified)
  }

  /// Keeps again the stamp `takeStamp` gave, as it was: a build that found nothing to do wrote no stamp, so the
  /// file is still the one this process wrote, as `stat` saw it then.
  public func putBackStamp() {
    lock.withLock { (stamp, taken) = (taken, nil) }
  }

  /// The scan record this process last wrote at `path` for `key`, when the file there is still that one.
  public func scanRecord(at path: String, key: String) -> ScanRecord? {
    guard let kept = lock.withLock({ scan }), Self.holds(kept, at: path, key: key) else { return nil }
    return kept.record
  }

  /// Keeps `stamp`, just written to `path` for `key`: nil or an unwritten stamp forgets the last one, and so
  /// does one its file does not parse back as (`BuildStamp.readsBack`): a stamp is kept only as it reads.
  public func keep(stamp: BuildStamp?, at path: String, key: String, written: Bool) {
    let kept = Self.kept(stamp?.readsBack == true ? stamp : nil, at: path, key: key, written: written)
    lock.withLock { (self.stamp, taken) = (kept, nil) }
  }

  /// Keeps the scan record of `outcome`, of which `size` bytes were just written to `path` for `key` (nil: not
  /// written), when it is small enough to be read before the writers; otherwise forgets the last one.
  public func keep(scanOf outcome: BuildOutcome, size: Int?, at path: String, key: String) {
    let small = size.map { $0 <= PreviousBuild.preloadedScanRecordLimit } == true
    let kept = Self.kept(small ? ScanRecord(recording: outcome.scannedFolders) : nil, at: path, key: key, written: true)
    lock.withLock { scan = kept }
  }

  /// Forgets every record: the build wrote none, or removed them.
  public func forget() {
    lock.withLock { (stamp, taken, scan) = (nil, nil, nil) }
  }

  private static func kept<Record>(_ record: Record?, at path: String, key: String, written: Bool) -> Kept<Record>? {
    guard written, let record, let status = FileStatus(path: path), !status.isFolder else { return nil }
    return Kept(path: path, key: key, status: status, record: record)
  }

  private static func holds<Record>(_ kept: Kept<Record>, at path: String, key: String) -> Bool {
    kept.path == path && kept.key == key && StateFolder.holdsRecords(path) && FileStatus(path: path) == kept.status
  }
}
