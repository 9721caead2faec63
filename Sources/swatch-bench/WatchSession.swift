import Foundation

/// `swatch build --watch` running as a child process, and the build times it reports after each change
/// (its "swatch: built in N s" line: the rebuild alone, not the polling before it).
final class WatchSession {
  private let process = Process()
  private let errors = Pipe()
  private var pending = ""

  init(binary: String, configPath: String) throws {
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["build", "--watch", "--config", configPath]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
  }

  /// Waits for the next build the watch reports and returns its time in seconds.
  func nextBuild() throws -> Double {
    while true {
      if let newline = pending.firstIndex(of: "\n") {
        let line = pending[..<newline]
        pending = String(pending[pending.index(after: newline)...])
        guard line.hasPrefix("swatch: built in ") || line.hasPrefix("swatch: build failed") else { continue }
        guard line.hasPrefix("swatch: built in "),
          let seconds = Double(line.dropFirst("swatch: built in ".count).prefix { $0 != " " })
        else { throw BenchmarkError("swatch build --watch: \(line)") }
        return seconds
      }
      let data = errors.fileHandleForReading.availableData
      guard !data.isEmpty else { throw BenchmarkError("swatch build --watch ended") }
      pending += String(decoding: data, as: UTF8.self)
    }
  }

  /// Ends the watch.
  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
