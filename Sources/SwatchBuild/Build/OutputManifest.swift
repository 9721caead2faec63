import SwatchFrontEnd

/// The record of what Swatch wrote into one output folder: the file `.swatch-manifest` in that folder.
///
/// One line per file, sorted by path: the file's content hash (`ContentHash`, 16 hex digits), two spaces,
/// its path relative to the folder. Lines starting with `#` are comments. No time, version or absolute path
/// appears, so the manifest is the same on every machine and changes in a diff exactly when the files do.
/// Several outputs writing into one folder share its manifest. A build deletes files listed here that it no
/// longer produces; `swatch clean` deletes every file listed here.
public struct OutputManifest: Equatable, Sendable {
  /// The manifest's file name inside an output folder; no writer may produce a file of this name there.
  public static let fileName = FolderWalk.outputManifestName

  /// The output folder whose manifest is at `path`; nil when `path` names no manifest.
  static func folder(ofManifest path: String) -> String? {
    path.hasSuffix("/" + fileName) ? FilePath.directory(of: path) : nil
  }

  /// Each file's hash by path relative to the folder.
  public var files: [String: UInt64]
  /// Whether the hashes are 64-bit FNV-1a, as manifests written before XXH64 record them (their header says
  /// so): a file such a manifest lists is checked with that hash before a build deletes it.
  public var hashesAreFNV1a = false
  /// The configuration whose build wrote the folder, relative to the folder (`# Configuration: PATH`), so a
  /// build of another configuration finds the folder is not its own; nil when not recorded.
  public var configuration: String?

  /// Creates a manifest listing `files`.
  public init(files: [String: UInt64] = [:]) {
    self.files = files
  }

  static let header = """
    # Files swatch build wrote in this folder: content hash (XXH64), then the path.
    # Swatch deletes a listed file it no longer produces; swatch clean deletes them all. Do not edit.

    """

  /// The manifest's text. Built as bytes: an asset catalog's manifest lists thousands of files, and one string
  /// made per line was a third of the ownership check after a one-token edit.
  public var text: String {
    var bytes = Array(Self.header.utf8)
    if let configuration, !BuildStamp.hasLineBreak(configuration) {
      bytes += "\(Self.configurationPrefix)\(configuration)\n".utf8
    }
    let sorted = files.sorted { $0.key < $1.key }
    bytes.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.key.utf8.count + 19 })
    for (path, hash) in sorted {
      for shift in stride(from: 60, through: 0, by: -4) {
        bytes.append(Self.hexDigits[Int((hash >> UInt64(shift)) & 15)])
      }
      bytes += "  ".utf8
      bytes += path.utf8
      bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// How the line naming the configuration starts.
  static let configurationPrefix = "# Configuration: "

  /// How the header of a manifest written before XXH64 starts.
  static let fnv1aHeader = "# Files swatch build wrote in this folder: content hash (64-bit FNV-1a)"

  /// The content hash of `bytes` as this manifest records hashes.
  func hash(of bytes: [UInt8]) -> UInt64 {
    hashesAreFNV1a ? bytes.withUnsafeBytes { ContentHash.fnv1a($0) } : ContentHash.of(bytes)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The manifest at `path`, or nil when there is none or it cannot be one: not a regular file (a FIFO, a link
  /// to `/dev/zero`) or past `InputFile.maximumTextSize` (a 100,000-token asset catalog's is about 8 MB), which
  /// is read as a missing manifest would be rather than taking the machine's memory.
  static func read(at path: String) -> OutputManifest? {
    guard case .success(let bytes) = InputFile.bytes(at: path) else { return nil }
    return OutputManifest(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// The manifest `text` describes. Lines that are not `HASH  PATH` with a plain relative path inside the
  /// folder are skipped, so an edited or hostile manifest can never name a file outside its folder.
  ///
  /// Read as UTF-8 bytes: a manifest lists every file of a folder (9,000 color sets at 10,000 tokens), and
  /// splitting it into `Character`s cost more than the rest of a one-token rebuild's bookkeeping.
  public init(parsing text: String) {
    files = [:]
    hashesAreFNV1a = text.utf8.starts(with: Self.fnv1aHeader.utf8)
    var text = text
    text.withUTF8 { bytes in
      // About one entry per 40 bytes (a hash, two spaces and a path), so the table rarely grows.
      files.reserveCapacity(bytes.count / 40)
      var start = 0
      while start < bytes.count {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let (path, hash) = Self.entry(line) {
          files[path] = hash
        } else if line.starts(with: Self.configurationPrefix.utf8) {
          configuration = String(decoding: line.dropFirst(Self.configurationPrefix.utf8.count), as: UTF8.self)
        }
        start = end + 1
      }
    }
  }

  /// The path and hash of one `HASH  PATH` line, or nil for a comment or a line that is not one.
  private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (String, UInt64)? {
    guard line.count > 18, line[16] == UInt8(ascii: " "), line[17] == UInt8(ascii: " ") else { return nil }
    var hash: UInt64 = 0
    for byte in line[..<16] {
      guard let digit = hexDigit(byte) else { return nil }
      hash = hash << 4 | digit
    }
    let path = String(decoding: UnsafeBufferPointer(rebasing: line[18...]), as: UTF8.self)
    guard OutputFile.problem(with: path) == nil, path != fileName else { return nil }
    return (path, hash)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt64? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
