import Foundation

/// The folders inside output folders that held nothing but files the build owns, with their status when it
/// finished writing: the next build does not read such a folder again while its status is the same
/// (`OutputOwnership.scan`). A folder's modification time changes whenever an entry is added, removed or
/// renamed in it, so an unchanged folder still holds only those files; in an asset catalog of thousands of
/// color sets, reading every folder was most of a rebuild's system calls. The file `scan` beside the
/// build stamp in the state folder (`StateFolder`), written with it. Like the stamp it is a cache: machine-specific, never committed, safe to
/// delete, ignored when its key is not the invocation's.
///
/// Text: a format line, the invocation's key, then per folder its modification time and inode and its path
/// (the rest of the line), then the checksum line (`StateFolder.sealed`).
///
/// Reads: the record's file. Produces: each recorded folder's status. Reports nothing: a record that does not
/// parse is no record.
public struct ScanRecord: Sendable {
  /// The record's file name, beside the stamp.
  public static let fileName = "scan"
  static let formatLine = StateFolder.formatLine("scan")

  /// Each recorded folder's status, by path.
  let folders: [String: FileStatus]

  /// The record's path beside the stamp at `stampPath`.
  public static func path(besideStamp stampPath: String) -> String {
    FilePath.join(FilePath.directory(of: stampPath), fileName)
  }

  /// The record at `path` if it exists, parses and was written for the invocation `key`.
  public static func load(at path: String, key: String) -> ScanRecord? {
    guard StateFolder.holdsRecords(path), let (bytes, _) = BuildStamp.read(path) else { return nil }
    return ScanRecord(parsing: bytes, key: key)
  }

  /// Writes the record of the folders `outcome` found holding only owned files, for the invocation `key`, to
  /// `path` through a temporary file; a record that cannot be written is no error (the next build reads
  /// every folder). The size written, or nil when nothing was.
  @discardableResult
  public static func write(of outcome: BuildOutcome, key: String, to path: String) -> Int? {
    guard StateFolder.createFolder(holding: path) else { return nil }
    let file = OutputFile(path: path, utf8: bytes(outcome.scannedFolders, key: key))
    return OutputDirectory().write([file]).diagnostics.isEmpty ? file.byteCount : nil
  }

  /// The record a file holding `folders` parses as: what `bytes(_:key:)` leaves out is not in it either.
  init(recording folders: [String: FileStatus]) {
    self.folders = folders.filter(Self.isRecorded)
      .mapValues { FileStatus(size: 0, modified: $0.modified, inode: $0.inode, isFolder: true) }
  }

  /// Whether the folder at `path` is written into the record: not one modified before 1970, which the parser
  /// refuses, nor one whose path holds a line break.
  private static func isRecorded(_ path: String, _ status: FileStatus) -> Bool {
    status.modified >= 0 && !BuildStamp.hasLineBreak(path)
  }

  /// Removes the record at `path`.
  public static func remove(at path: String) {
    if StateFolder.holdsRecords(path) { unlink(path) }
  }

  /// The record's text.
  static func text(_ folders: [String: FileStatus], key: String) -> String {
    String(decoding: bytes(folders, key: key), as: UTF8.self)
  }

  /// The record's text as the UTF-8 bytes written: at 10,000 tokens it has 9,000 lines.
  static func bytes(_ folders: [String: FileStatus], key: String) -> [UInt8] {
    var bytes = Array("\(formatLine)\nkey \(key)\n".utf8)
    bytes.reserveCapacity(bytes.count + folders.count * 100)
    // In the dictionary's order: the record is a cache, read back into a dictionary.
    for (path, status) in folders where isRecorded(path, status) {
      BuildStamp.appendDigits(UInt64(status.modified), to: &bytes)
      bytes.append(UInt8(ascii: " "))
      BuildStamp.appendDigits(status.inode, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      bytes += path.utf8
      bytes.append(UInt8(ascii: "\n"))
    }
    return StateFolder.sealed(bytes)
  }

  /// A record whose checksum does not match is none.
  init?(parsing sealed: [UInt8], key: String) {
    guard let bytes = StateFolder.unsealed(sealed) else { return nil }
    let header = Array("\(Self.formatLine)\nkey \(key)\n".utf8)
    guard bytes.count >= header.count, bytes[..<header.count].elementsEqual(header), bytes.last == 10 else {
      return nil
    }
    // Lines are about 95 bytes long at 10,000 tokens: sized so the table rarely grows.
    var folders: [String: FileStatus] = [:]
    folders.reserveCapacity(bytes.count / 64)
    var offset = header.count
    while offset < bytes.count {
      guard let end = bytes[offset...].firstIndex(of: 10),
        let (modified, afterTime) = Self.number(bytes, from: offset),
        let (inode, afterInode) = Self.number(bytes, from: afterTime), afterInode < end,
        modified <= UInt64(Int64.max)
      else { return nil }
      let status = FileStatus(size: 0, modified: Int64(modified), inode: inode, isFolder: true)
      folders[String(decoding: bytes[afterInode..<end], as: UTF8.self)] = status
      offset = end + 1
    }
    self.folders = folders
  }

  /// The decimal number at `offset` (at most 19 digits) and where the text after its following space starts.
  private static func number(_ bytes: [UInt8], from offset: Int) -> (UInt64, Int)? {
    var value: UInt64 = 0
    var index = offset
    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57, index - offset < 19 {
      value = value * 10 + UInt64(bytes[index] - 48)
      index += 1
    }
    guard index > offset, index < bytes.count, bytes[index] == 32 else { return nil }
    return (value, index + 1)
  }
}
