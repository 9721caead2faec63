import Foundation

/// One side of `swatch diff`: a folder, or a git revision read with `git archive` into a temporary folder
/// that is removed once the project is loaded (nothing is checked out). An I/O edge, like `Project.load`.
public enum ProjectVersion {
  /// Why a version could not be read.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, lowercase.
    public var description: String
  }

  /// Loads `spec`: a folder holding `swatch.yaml` (its configuration and tokens are used, unless `configPath`
  /// is given), a folder of token files (read with `configPath` or the working directory's configuration),
  /// or a revision of the git repository at `repository`.
  public static func load(_ spec: String, configPath: String?, repository: String = ".") throws -> Project {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: spec, isDirectory: &isDirectory), isDirectory.boolValue {
      return loadFolder(spec, configPath: configPath)
    }
    // A leading '-' would reach git as an option.
    guard !spec.hasPrefix("-"),
      (try? git(["rev-parse", "--verify", "--quiet", spec + "^{commit}"], in: repository)) != nil
    else {
      throw Failure(description: "'\(spec)' is neither a folder nor a git revision")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Run in a subfolder, git archive takes that subfolder alone: the whole tree is taken from the top, where a
    // project in a subfolder finds its files, and those outside it it may read.
    let top = try git(["rev-parse", "--show-toplevel"], in: repository).trimmingCharacters(in: .newlines)
    try extract(spec, into: folder, repository: top)
    let prefix = try git(["rev-parse", "--show-prefix"], in: repository).trimmingCharacters(in: .whitespacesAndNewlines)
    return loadFolder(folder.appendingPathComponent(prefix).path, configPath: configPath)
  }

  private static func loadFolder(_ path: String, configPath: String?) -> Project {
    let config = (path as NSString).appendingPathComponent("swatch.yaml")
    if configPath == nil, FileManager.default.fileExists(atPath: config) {
      return Project.load(configPath: config, tokenPaths: [])
    }
    return Project.load(configPath: configPath, tokenPaths: [path])
  }

  /// `git archive REV | tar -x -C folder`, with both exit statuses checked.
  private static func extract(_ revision: String, into folder: URL, repository: String) throws {
    let archive = process(["git", "archive", "--format=tar", revision], in: repository)
    let untar = process(["tar", "-x", "-C", folder.path], in: repository)
    let pipe = Pipe()
    archive.standardOutput = pipe
    archive.standardError = FileHandle.nullDevice
    untar.standardInput = pipe
    try archive.run()
    try untar.run()
    archive.waitUntilExit()
    untar.waitUntilExit()
    guard archive.terminationStatus == 0, untar.terminationStatus == 0 else {
      throw Failure(description: "cannot read revision '\(revision)' with git archive")
    }
  }

  /// Runs git with `arguments` in `repository` and returns its standard output; throws when it fails.
  private static func git(_ arguments: [String], in repository: String) throws -> String {
    let git = process(["git"] + arguments, in: repository)
    let output = Pipe()
    git.standardOutput = output
    git.standardError = FileHandle.nullDevice
    try git.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    guard git.terminationStatus == 0 else {
      throw Failure(description: "git \(arguments.joined(separator: " ")) failed")
    }
    return String(decoding: data, as: UTF8.self)
  }

  private static func process(_ arguments: [String], in directory: String) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    return process
  }
}
