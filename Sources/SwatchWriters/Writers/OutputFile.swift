/// A file a writer produced, in memory: its path inside the output folder and its full text, or for a binary
/// file (an image copied as it is) its bytes.
///
/// A text file holds either a `String` or, when a template rendered it, the UTF-8 bytes the renderer produced:
/// those are written, compared and hashed as they are, and only turned into a `String` when `contents` is
/// read, so a 50 MB output is not held twice. Two files are equal when their paths, kinds and bytes are.
public struct OutputFile: Hashable, Sendable {
  /// The path relative to the output folder, `/`-separated; never absolute, never containing `..`.
  public var path: String
  /// The file's complete content, ending in one line break; empty for a binary file.
  public var contents: String {
    get { utf8.map { String(decoding: $0, as: UTF8.self) } ?? text }
    set { (text, utf8) = (newValue, nil) }
  }
  /// A binary file's bytes, written as they are; nil for a text file, whose bytes are `contents`' UTF-8.
  public var binary: [UInt8]?
  /// The text when the file was made from a `String`.
  private var text: String
  /// The text's bytes when the file was made from UTF-8 bytes; then `text` is empty.
  private var utf8: [UInt8]?

  /// Creates an output file.
  public init(path: String, contents: String) {
    self.path = path
    self.text = contents
  }

  /// Creates a text file from `bytes`, which must be valid UTF-8 (a template's rendering is), kept as they are.
  public init(path: String, utf8 bytes: [UInt8]) {
    self.path = path
    self.text = ""
    self.utf8 = bytes
  }

  /// Creates a binary output file holding exactly `bytes`.
  public init(path: String, binary bytes: [UInt8]) {
    self.path = path
    self.text = ""
    self.binary = bytes
  }

  /// The number of bytes the file holds.
  public var byteCount: Int { binary?.count ?? utf8?.count ?? text.utf8.count }

  /// Calls `body` with the file's bytes: `binary`, or the text's UTF-8.
  public func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    if let bytes = binary ?? utf8 { return try bytes.withUnsafeBytes(body) }
    var text = text
    return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
  }

  /// Whether both files have the same path, are both binary or both text, and hold the same bytes.
  public static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
    guard lhs.path == rhs.path, (lhs.binary == nil) == (rhs.binary == nil) else { return false }
    return lhs.withBytes { left in rhs.withBytes { right in left.elementsEqual(right) } }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(binary == nil)
    withBytes { hasher.combine(bytes: $0) }
  }

  /// The `ContentHash` of the file's bytes.
  package var contentHash: UInt64 { withBytes { ContentHash.of($0) } }

  /// Why `path` may not be written, or nil when it is a plain relative path inside the output folder.
  public static func problem(with path: String) -> String? {
    isPlainASCII(path) ? nil : checkedProblem(with: path)
  }

  /// `problem(with:)` by the general checks, for any text.
  static func checkedProblem(with path: String) -> String? {
    if path.isEmpty { return "the path is empty" }
    if path.hasPrefix("/") || path.hasPrefix("~") { return "the path is absolute" }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("..") { return "the path leaves the output folder with '..'" }
    if components.contains(where: { $0.isEmpty || $0 == "." }) { return "the path has an empty or '.' component" }
    if components.last?.first == "." { return "the file name is empty or starts with '.'" }
    if path.contains("\\") || path.unicodeScalars.contains(where: { $0.value < 0x20 }) {
      return "the path contains a backslash or a control character"
    }
    if components.contains(where: { $0.utf8.count > maximumNameBytes }) {
      return "a name in it is longer than \(maximumNameBytes) bytes (file systems allow 255, and a file is written "
        + "under a longer temporary name first); shorten the token's name"
    }
    return nil
  }

  /// The longest file or folder name a path may hold, in UTF-8 bytes: 255, the common file-system limit, less
  /// room for the temporary name a file is staged under (`.NAME.swatch-PID-N.tmp`).
  static let maximumNameBytes = 200

  /// Whether `path` is printable ASCII with no problem `problem(with:)` looks for, checked byte by byte: the
  /// asset catalog's thousands of paths, and each manifest line, pass here without the general checks.
  private static func isPlainASCII(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { isPlainASCII($0) }
  }

  private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var length = 0  // of the current component
    var allDots = true
    var lastStartsWithDot = false
    for byte in bytes {
      if byte == UInt8(ascii: "/") {
        guard length > 0, !(allDots && length <= 2) else { return false }
        (length, allDots) = (0, true)
        continue
      }
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return false }
      if length == 0 { lastStartsWithDot = byte == UInt8(ascii: ".") }
      allDots = allDots && byte == UInt8(ascii: ".")
      length += 1
      guard length <= maximumNameBytes else { return false }
    }
    return length > 0 && !lastStartsWithDot && bytes.first != UInt8(ascii: "~")
  }
}
