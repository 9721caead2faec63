import Foundation

/// The file-system edge of a build: compares planned files with the disk and writes the ones that changed.
///
/// A file whose content is unchanged is not touched, so its modification time stays and build systems
/// that depend on it do not rebuild. A changed file is written to a temporary file in the same folder and
/// renamed over the old one, so a killed run never leaves a half-written file.
public struct OutputDirectory: Sendable {
  /// What applying a plan found or did.
  public struct Report: Sendable {
    /// Files whose content differs from the disk (or that do not exist yet), sorted.
    public var changed: [OutputFile] = []
    /// Files already up to date, sorted.
    public var upToDate: [String] = []
    /// The current disk content of each changed file, nil where it does not exist.
    public var previous: [String: String] = [:]
  }

  /// Creates the edge.
  public init() {}

  /// Which planned files differ from what is on disk.
  public func compare(_ plan: BuildPlan) -> Report {
    var report = Report()
    for file in plan.files {
      let existing = FileManager.default.contents(atPath: file.path).flatMap { String(data: $0, encoding: .utf8) }
      if existing == file.contents {
        report.upToDate.append(file.path)
      } else {
        report.changed.append(file)
        report.previous[file.path] = existing
      }
    }
    return report
  }

  /// Writes every changed file atomically; throws on the first file that cannot be written.
  public func write(_ files: [OutputFile]) throws {
    for file in files {
      try writeAtomically(file.contents, to: file.path)
    }
  }

  private func writeAtomically(_ contents: String, to path: String) throws {
    let folder = FilePath.directory(of: path)
    if !folder.isEmpty {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let temporary = FilePath.join(folder, ".\(name).swatch-\(ProcessInfo.processInfo.processIdentifier).tmp")
    guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
      throw WriteError(path: path, reason: "cannot create a temporary file in '\(folder.isEmpty ? "." : folder)'")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw WriteError(path: path, reason: reason)
    }
  }
}

/// A file that could not be written.
public struct WriteError: Error, Sendable {
  /// The file's path.
  public var path: String
  /// Why, in the system's words.
  public var reason: String
}
