import Foundation

/// The folders inside output folders that held nothing but files the build owns, with their status when it
/// finished writing: the next build does not read such a folder again while its status is the same
/// (`OutputOwnership.scan`). A folder's modification time changes whenever an entry is added, removed or
/// renamed in it, so an unchanged folder still holds only those files; in an asset catalog of thousands of
/// color sets, reading every folder was most of a rebuild's system calls. The file `.swatch-scan` beside the
/// build stamp, written with it. Like the stamp it is a cache: machine-specific, never committed, safe to
/// delete, ignored when its key is not the invocation's.
///
/// Text: a format line, the invocation's key, then per folder its modification time and inode and its path
/// (the rest of the line).
///
/// Reads: the record's file. Produces: each recorded folder's status. Reports nothing: a record that does not
/// parse is no record.
public struct ScanRecord: Sendable {
  /// The record's file name, beside the stamp.
  public static let fileName = ".swatch-scan"
  static let formatLine = "swatch-scan 1"

  /// Each recorded folder's status, by path.
  let folders: [String: FileStatus]

  /// The record's path beside the stamp at `stampPath`.
  public static func path(besideStamp stampPath: String) -> String {
    FilePath.join(FilePath.directory(of: stampPath), fileName)
  }

  /// The record at `path` if it exists, parses and was written for the invocation `key`.
  public static func load(at path: String, key: String) -> ScanRecord? {
    guard let (bytes, _) = BuildStamp.read(path) else { return nil }
    return ScanRecord(parsing: bytes, key: key)
  }

  /// Writes the record of the folders `outcome` found holding only owned files, for the invocation `key`, to
  /// `path` through a temporary file; a record that cannot be written is no error (the next build reads
  /// every folder).
  public static func write(of outcome: BuildOutcome, key: String, to path: String) {
    _ = OutputDirectory().write([OutputFile(path: path, contents: text(outcome.scannedFolders, key: key))])
  }

  /// Removes the record at `path`.
  public static func remove(at path: String) {
    unlink(path)
  }

  static func text(_ folders: [String: FileStatus], key: String) -> String {
    var lines = [formatLine, "key \(key)"]
    for (path, status) in folders.sorted(by: { $0.key < $1.key })
    where status.modified >= 0 && !path.utf8.contains(UInt8(ascii: "\n")) {
      lines.append("\(status.modified) \(status.inode) \(path)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  init?(parsing bytes: [UInt8], key: String) {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.last?.isEmpty == true else { return nil }
    lines.removeLast()
    guard lines.count >= 2, String(decoding: lines[0], as: UTF8.self) == Self.formatLine,
      String(decoding: lines[1], as: UTF8.self) == "key \(key)"
    else { return nil }
    var folders: [String: FileStatus] = [:]
    folders.reserveCapacity(lines.count - 2)
    for line in lines.dropFirst(2) {
      let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let modified = Self.number(fields[0]), let inode = Self.number(fields[1]),
        !fields[2].isEmpty, modified <= UInt64(Int64.max)
      else { return nil }
      let status = FileStatus(size: 0, modified: Int64(modified), inode: inode, isFolder: true)
      folders[String(decoding: fields[2], as: UTF8.self)] = status
    }
    self.folders = folders
  }

  /// A decimal number of at most 19 digits, or nil.
  private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return digits.reduce(0) { $0 * 10 + UInt64($1 - 48) }
  }
}
