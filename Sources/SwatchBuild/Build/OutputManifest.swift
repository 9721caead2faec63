/// The record of what Swatch wrote into one output folder: the file `.swatch-manifest` in that folder.
///
/// One line per file, sorted by path: the file's content hash (`ContentHash`, 16 hex digits), two spaces,
/// its path relative to the folder. Lines starting with `#` are comments. No time, version or absolute path
/// appears, so the manifest is the same on every machine and changes in a diff exactly when the files do.
/// Several outputs writing into one folder share its manifest. A build deletes files listed here that it no
/// longer produces; `swatch clean` deletes every file listed here.
public struct OutputManifest: Equatable, Sendable {
  /// The manifest's file name inside an output folder; no writer may produce a file of this name there.
  public static let fileName = ".swatch-manifest"

  /// Each file's hash by path relative to the folder.
  public var files: [String: UInt64]

  /// Creates a manifest listing `files`.
  public init(files: [String: UInt64] = [:]) {
    self.files = files
  }

  static let header = """
    # Files swatch build wrote in this folder: content hash (64-bit FNV-1a), then the path.
    # Swatch deletes a listed file it no longer produces; swatch clean deletes them all. Do not edit.

    """

  /// The manifest's text.
  public var text: String {
    Self.header + files.keys.sorted().map { "\(ContentHash.hex(files[$0]!))  \($0)\n" }.joined()
  }

  /// The manifest `text` describes. Lines that are not `HASH  PATH` with a plain relative path inside the
  /// folder are skipped, so an edited or hostile manifest can never name a file outside its folder.
  public init(parsing text: String) {
    files = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].count == 16, parts[1].isEmpty, let hash = UInt64(parts[0], radix: 16)
      else { continue }
      let path = String(parts[2])
      guard OutputFile.problem(with: path) == nil, path != Self.fileName else { continue }
      files[path] = hash
    }
  }
}
