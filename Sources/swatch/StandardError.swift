import Foundation

/// Writes to the process's standard error, where diagnostics go so standard output stays machine-readable.
enum StandardError {
  /// Writes `text` after whatever standard output holds, so a terminal or a log that merges the two shows
  /// them in the order they were written.
  static func write(_ text: String) {
    guard !text.isEmpty else { return }
    fflush(nil)
    FileHandle.standardError.write(Data(text.utf8))
  }
}
