import Foundation

/// `swatch build --watch` or `swatch preview --watch` running as a child process, and the times it reports
/// after each change: the rebuild alone, not the polling before it.
final class WatchSession {
  private let process = Process()
  private let errors = Pipe()
  private var pending = ""
  /// Reads a line of the process's standard error: the seconds it reports, nil for a line that reports no
  /// build; throws for a failed build.
  private let reading: (Substring) throws -> Double?

  /// `swatch build --watch`, read from its "swatch: built in N s" lines.
  convenience init(binary: String, configPath: String) throws {
    try self.init(binary: binary, arguments: ["build", "--watch", "--config", configPath]) { line in
      guard line.hasPrefix("swatch: built in ") || line.hasPrefix("swatch: build failed") else { return nil }
      guard line.hasPrefix("swatch: built in "),
        let seconds = Double(line.dropFirst("swatch: built in ".count).prefix { $0 != " " })
      else { throw BenchmarkError("swatch build --watch: \(line)") }
      return seconds
    }
  }

  /// `swatch preview --watch` on a free port, read from its "preview updated in N ms" lines: from the change
  /// found to the new page served, before the outputs are written.
  static func preview(binary: String, configPath: String) throws -> WatchSession {
    try WatchSession(binary: binary, arguments: ["preview", "--watch", "--port", "0", "--config", configPath]) {
      line in
      if line.hasPrefix("swatch: the tokens have errors") { throw BenchmarkError("swatch preview --watch: \(line)") }
      guard let range = line.range(of: "preview updated in "),
        let milliseconds = Double(line[range.upperBound...].prefix { $0 != " " })
      else { return nil }
      return milliseconds / 1000
    }
  }

  private init(binary: String, arguments: [String], reading: @escaping (Substring) throws -> Double?) throws {
    self.reading = reading
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
  }

  /// Waits for the next build the process reports and returns its time in seconds.
  func nextBuild() throws -> Double {
    while true {
      if let newline = pending.firstIndex(of: "\n") {
        let line = pending[..<newline]
        pending = String(pending[pending.index(after: newline)...])
        guard let seconds = try reading(line) else { continue }
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
