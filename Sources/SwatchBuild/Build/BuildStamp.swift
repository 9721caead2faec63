/// What the last successful build of a project read and left, so the next one can tell in a few milliseconds
/// that nothing changed and skip loading and rendering: the file `stamp` in the state folder beside the
/// configuration (`StateFolder`).
///
/// It records, for the invocation (`key`: tool, working directory, arguments), every input file (the
/// configuration, each token file, resolver document, template and image read from disk) and every owned output
/// (each file a manifest lists, and the manifests) with size, modification time, inode and content hash, and
/// every token and template folder with its modification time and the hash of its names (`FolderListing`),
/// so an added or removed file is seen; for each
/// output a writer made from keyed inputs, the key, so the next build can keep the file without making it. A
/// configuration file that did not exist is recorded as absent. It also keeps the build's rendered warnings,
/// which a skipped build prints again. It is a cache: machine-specific, never committed, safe to delete.
public struct BuildStamp: Equatable, Sendable {
  /// The stamp's file name, in the state folder.
  public static let fileName = "stamp"
  static let formatLine = StateFolder.formatLine("stamp")

  /// One recorded path.
  struct Entry: Equatable, Sendable {
    enum Kind: UInt8 {
      case file = 70  // "F"
      case folder = 68  // "D"
      case absent = 65  // "A"
    }
    var kind: Kind
    var status: FileStatus
    var hash: UInt64
    /// For an output, the reuse key of the inputs the writer made it from (`WriterContext.reuses`); 0 for
    /// every other path and for outputs made without one.
    var key: UInt64 = 0
    var path: String
  }

  /// What identifies the invocation; a stamp with another key is ignored.
  public var key: String
  /// How many output files the build owns, for the skipped build's summary line.
  public var outputCount: Int
  /// The build's rendered diagnostics (warnings only: a build with errors leaves no stamp).
  public var diagnostics: String
  var entries: [Entry]

  /// The output folders the build that wrote the stamp owned: the folders of the manifests it records.
  public var outputFolders: [String] {
    entries.suffix(outputCount).compactMap { $0.kind == .file ? OutputManifest.folder(ofManifest: $0.path) : nil }
  }

  /// The input files the build that wrote the stamp read (`Project.inputFiles`), folders and outputs left out.
  public var inputFiles: [String] {
    entries.dropLast(outputCount).compactMap { $0.kind == .file ? $0.path : nil }
  }

  /// The stamp's path for the configuration at `configPath` (nil: `swatch.yaml` in the working directory).
  public static func path(configPath: String?) -> String {
    FilePath.join(StateFolder.path(configPath: configPath), fileName)
  }

  /// The stamp's path in `folder`, for builds whose outputs all go to one folder of their own.
  public static func path(inFolder folder: String) -> String {
    FilePath.join(FilePath.join(folder, StateFolder.name), fileName)
  }

  /// The key for a build run by the tool identified by `tool` (its version, or anything that changes when
  /// the binary does) in `workingDirectory` with `arguments`.
  public static func key(tool: String, workingDirectory: String, arguments: [String]) -> String {
    ContentHash.hex(ContentHash.of(([tool, workingDirectory] + arguments).joined(separator: "\u{0}")))
  }

  /// The stamp's text: a format line, the key, the output count, the diagnostics' length and bytes, then one
  /// line per entry: kind, size, modification time, inode, hash, reuse key, path (the rest of the line), then
  /// the checksum line (`StateFolder.sealed`).
  ///
  /// Built as bytes: at 10,000 tokens a stamp has 18,000 lines.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// `text` as the UTF-8 bytes written: at 100,000 tokens a stamp is 10 MB, made once and never copied to a
  /// string on its way to the disk.
  var bytes: [UInt8] {
    var bytes = Array("\(Self.formatLine)\nkey \(key)\noutputs \(outputCount)\n".utf8)
    bytes += "diagnostics \(diagnostics.utf8.count)\n".utf8
    bytes += diagnostics.utf8
    bytes.reserveCapacity(bytes.count + entries.count * 100)
    for entry in entries {
      bytes.append(entry.kind.rawValue)
      Self.append(entry.status.size, to: &bytes)
      Self.append(entry.status.modified, to: &bytes)
      Self.append(entry.status.inode, to: &bytes)
      Self.append(entry.hash, to: &bytes)
      Self.append(entry.key, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      bytes += entry.path.utf8
      bytes.append(UInt8(ascii: "\n"))
    }
    return StateFolder.sealed(bytes)
  }

  /// Whether the stamp's text parses back as this stamp: one recording a negative size or time (a time before
  /// 1970, written with its sign by `append(_:to:)`) does not, so such a stamp is never trusted.
  var readsBack: Bool { entries.allSatisfy { $0.status.size >= 0 && $0.status.modified >= 0 } }

  /// Appends a space and `number` in decimal; a negative one (a time before 1970) with its sign, which the
  /// parser rejects, so such a stamp is never trusted.
  private static func append(_ number: Int64, to bytes: inout [UInt8]) {
    if number < 0 {
      bytes += " -".utf8
      return appendDigits(number.magnitude, to: &bytes)
    }
    append(UInt64(number), to: &bytes)
  }

  /// Appends a space and `number` in decimal.
  private static func append(_ number: UInt64, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: " "))
    appendDigits(number, to: &bytes)
  }

  /// Whether `path` holds a line break, which a line of the stamp or scan record cannot: its UTF-8 bytes
  /// searched in place (the generic search of `utf8` cost 2,300 instructions per path).
  static func hasLineBreak(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { $0.contains(UInt8(ascii: "\n")) }
  }

  /// Appends `number` in decimal (also the scan record's writer).
  ///
  /// Last digit first into a buffer on the stack, then appended at once: dividing by the constant 10 is a
  /// multiplication, where dividing by a power of ten found at run time was a hardware division per digit,
  /// twice (90,000 numbers of up to 20 digits in a 10,000-token stamp).
  static func appendDigits(_ number: UInt64, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      var rest = number
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }
}
