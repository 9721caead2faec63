/// What a build lends its writers, the one seam between them: where each finished file goes, what the last
/// build made that may be kept, the last build's text to copy items from, and where a large file is written as
/// it renders. The writers module opens no file itself; a session does what touches the disk.
///
/// `PlainSession`, a context's default, keeps nothing and reuses nothing: the writer returns every file in its
/// result, rendered whole (tests, `swatch build --check`'s comparison, anything that wants the files in memory).
/// The build's session is `BuildPlan.PlacedFiles`.
public protocol WriterSession: Sendable {
  /// Takes `file` as soon as it is made; false when the session takes no files, so the writer keeps it in its
  /// result. A file taken may precede an error the writer reports later: a run with errors writes nothing.
  func take(_ file: OutputFile) -> Bool
  /// Keeps the file at `path` as the last build left it and answers true, when that build made it from inputs
  /// whose reuse key was `key` and the disk still holds what it wrote.
  func reuses(_ path: String, key: UInt64) -> Bool
  /// Notes the reuse key of the file at `path`, made now, for the next build.
  func record(key: UInt64, of path: String)
  /// The last build's text of the file at `path` with where each keyed item's text is in it
  /// (`MustacheRenderer+Pieces.swift`), when the disk still holds it.
  func previousPieces(of path: String) -> MustachePieces?
  /// Whether the session keeps pieces for the next build, so a render records where its items are.
  var recordsPieces: Bool { get }
  /// Notes where each keyed item's text is in the file at `path`, rendered now.
  func record(pieces: [MustachePiece], of path: String)
  /// The spool the file at `path` is written to as it renders once it is large (`OutputSpool`), or nil to keep
  /// it in memory. A finished spool hands the file to the session as `take` would.
  func openSpool(for path: String) -> (any OutputSpool)?
}

/// A session that keeps nothing and reuses nothing: every file stays in the writer's result.
public struct PlainSession: WriterSession {
  /// Creates the session.
  public init() {}

  public func take(_ file: OutputFile) -> Bool { false }
  public func reuses(_ path: String, key: UInt64) -> Bool { false }
  public func record(key: UInt64, of path: String) {}
  public func previousPieces(of path: String) -> MustachePieces? { nil }
  public var recordsPieces: Bool { false }
  public func record(pieces: [MustachePiece], of path: String) {}
  public func openSpool(for path: String) -> (any OutputSpool)? { nil }
}
