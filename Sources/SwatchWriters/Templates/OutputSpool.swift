/// Where a large file's bytes go while it renders, instead of memory: the temporary file a build that writes
/// stages the file in (`WriterContext.openSpool`).
///
/// A render writes to its spool only once its output is past `MustacheRenderer.spoolThreshold` (8 MiB):
/// smaller files stay in memory, where the build compares them with the disk before anything is written. Past
/// it, each full buffer is written and dropped as the render goes, so the largest file costs the build a
/// buffer, not its size (at 100,000 tokens the Swift colors file is 55 MB).
///
/// The writer's thread owns a spool: one render writes to it, then `finish()` hands the complete file to the
/// build, or `discard()` removes it when the render failed.
public protocol OutputSpool: AnyObject, Sendable {
  /// Appends `bytes` to the file. A failure to write is kept and reported when the spool finishes.
  func write(_ bytes: UnsafeRawBufferPointer)
  /// The file is complete: the build takes it as it would take the `OutputFile` of these bytes.
  func finish()
  /// The render failed: whatever was written is removed.
  func discard()
}
