import Foundation

/// Writes to the process's standard error, where diagnostics go so standard output stays machine-readable.
enum StandardError {
  static func write(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }
}
