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
    return try loadRevision(spec, configPath: configPath, repository: repository).project
  }

  /// The project at git revision `spec` of the repository at `repository`, and whether the whole tree was
  /// archived to read it (rather than the subfolder the project is in).
  static func loadRevision(_ spec: String, configPath: String?, repository: String) throws -> (
    project: Project, wholeTree: Bool
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Archived from the top, where a project in a subfolder finds its files at the paths it names them by.
    let top = try git(["rev-parse", "--show-toplevel"], in: repository).trimmingCharacters(in: .newlines)
    let prefix = try git(["rev-parse", "--show-prefix"], in: repository).trimmingCharacters(in: .whitespacesAndNewlines)
    let project = folder.appendingPathComponent(prefix)
    // A project in a subfolder of a monorepo nearly always reads that subfolder alone: it is archived first
    // (not a whole repository of other code), and the whole tree only when a configuration there may name a
    // path outside it, holds a link leading out of it, or the project does not load cleanly from it.
    if !prefix.isEmpty, !configPathLeaves(configPath), holdsPath(spec, prefix, repository: top),
      (try? extract(spec, paths: [prefix], into: folder, repository: top)) != nil
    {
      if !namesParentFolders(project), !holdsOutwardLink(project) {
        let loaded = loadFolder(project.path, configPath: configPath)
        if !loaded.diagnostics.containsErrors, loaded.unreadFiles.isEmpty { return (loaded, false) }
      }
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try extract(spec, paths: [], into: folder, repository: top)
    return (loadFolder(project.path, configPath: configPath), true)
  }

  /// Whether a configuration in `folder` may name a file outside it: `swatch.yaml`, or a tool's configuration
  /// or theme file beside it (a Style Dictionary `config.json`, Tokens Studio's `$themes.json`), holds `..`
  /// followed by a slash. Read as bytes; a file past 1 MiB is taken to.
  static func namesParentFolders(_ folder: URL) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let parent = Data("../".utf8)
    return names.contains { name in
      let lowered = name.lowercased()
      guard [".yaml", ".yml", ".json", ".js", ".mjs", ".cjs", ".ts"].contains(where: lowered.hasSuffix) else {
        return false
      }
      let path = folder.appendingPathComponent(name).path
      guard let status = FileStatus(path: path), !status.isFolder else { return false }
      guard status.size <= 1 << 20, let bytes = FileManager.default.contents(atPath: path) else { return true }
      return bytes.range(of: parent) != nil
    }
  }

  /// Whether `folder` holds a symbolic link, at any depth, that leads outside it or nowhere, as the file system
  /// resolves it (`..` after another link counts from where that link leads): in an archive of `folder` alone
  /// such a link dangles.
  static func holdsOutwardLink(_ folder: URL) -> Bool {
    let keys: [URLResourceKey] = [.isSymbolicLinkKey]
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys),
      let root = realPath(folder.path)
    else { return false }
    for case let url as URL in walk where (try? url.resourceValues(forKeys: Set(keys)))?.isSymbolicLink == true {
      guard let target = realPath(url.path), target == root || target.hasPrefix(root + "/") else { return true }
    }
    return false
  }

  /// The path `path` resolves to, every link followed; nil when it leads nowhere. Not
  /// `PathConfinement.realPath`, which resolves a missing path's existing prefix: a link out of the extracted
  /// subfolder dangles there, and must read as leading out, not as the link's own place.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether revision `spec` holds `path` (a folder, ending in a slash or not).
  private static func holdsPath(_ spec: String, _ path: String, repository: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    return (try? git(["cat-file", "-e", "\(spec):\(trimmed)"], in: repository)) != nil
  }

  /// Whether `--config` names a configuration outside the working tree's project folder, whose paths the
  /// subfolder alone may not hold.
  private static func configPathLeaves(_ configPath: String?) -> Bool {
    guard let configPath else { return false }
    return configPath.hasPrefix("/") || configPath.split(separator: "/").contains("..")
  }

  private static func loadFolder(_ path: String, configPath: String?) -> Project {
    let config = (path as NSString).appendingPathComponent("swatch.yaml")
    if configPath == nil, FileManager.default.fileExists(atPath: config) {
      return Project.load(configPath: config, tokenPaths: [])
    }
    return Project.load(configPath: configPath, tokenPaths: [path])
  }

  /// `git archive REV -- PATHS | tar -x -C folder` (the whole tree when `paths` is empty), with both exit
  /// statuses checked.
  private static func extract(_ revision: String, paths: [String], into folder: URL, repository: String) throws {
    // Literal: a folder named `:(top)` or `*` is that folder, not a pattern.
    let archive = process(
      ["git", "--literal-pathspecs", "archive", "--format=tar", revision, "--"] + paths, in: repository)
    let untar = process(["tar", "-x", "-C", folder.path], in: repository)
    let pipe = Pipe()
    archive.standardOutput = pipe
    archive.standardError = FileHandle.nullDevice
    untar.standardInput = pipe
    untar.standardError = FileHandle.nullDevice
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
