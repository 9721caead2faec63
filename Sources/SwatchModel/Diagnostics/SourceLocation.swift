/// A 1-based line and column inside one source file.
///
/// Columns count Unicode scalars, the unit libyaml reports, so a caret lines up under the character
/// a terminal shows for ASCII and most non-ASCII text.
///
/// Stored as 32-bit numbers, which halves every range that YAML nodes, tokens and candidates carry;
/// a line or column past 2^31 - 1 (a file of gigabytes) is clamped.
public struct SourcePosition: Hashable, Comparable, Sendable {
  private var storedLine: Int32
  private var storedColumn: Int32

  /// The line, starting at 1.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  /// The column, starting at 1.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  /// Creates a position from 1-based line and column numbers.
  public init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }
}

/// A span of text in one source file, named by the path the user gave (never made absolute).
public struct SourceRange: Hashable, Sendable {
  /// The file, interned: ranges are copied at every stage, and a number copies without reference counting.
  package var fileID: SourceFileID
  /// The first character of the span.
  public var start: SourcePosition
  /// The position just past the span's last character.
  public var end: SourcePosition

  /// The file's path as given on the command line or in the configuration.
  public var file: String {
    get { fileID.path }
    set { fileID = SourceFileID(newValue) }
  }

  /// Creates a range in `file` from `start` up to (not including) `end`.
  public init(file: String, start: SourcePosition, end: SourcePosition) {
    self.init(fileID: SourceFileID(file), start: start, end: end)
  }

  /// Creates a range in the file `fileID` stands for, for readers that intern the path once per file.
  package init(fileID: SourceFileID, start: SourcePosition, end: SourcePosition) {
    self.fileID = fileID
    self.start = start
    self.end = end
  }

  /// A range that points at a whole file, for problems that have no better place.
  public static func file(_ path: String) -> SourceRange {
    SourceRange(file: path, start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
  }
}

extension SourceRange: Comparable {
  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    guard lhs.fileID == rhs.fileID else { return lhs.file < rhs.file }
    return (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }
}

extension SourceRange: CustomStringConvertible {
  /// `path:line:column`, the prefix compilers and editors understand.
  public var description: String { "\(file):\(start.line):\(start.column)" }
}
