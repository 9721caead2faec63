import Foundation

/// Checks, before anything is written, that every file of a build can be put where it belongs.
///
/// Reads: the file system (stat only). Produces: the folders to create, shallowest first. Reports: a file
/// where a folder must be, a folder where a file must be, a folder that cannot be written to. Each problem
/// is reported once, at the shallowest path it concerns, so an output folder that is a file gives one
/// diagnostic and not one per file below it.
struct DestinationCheck {
  /// The folders that do not exist yet, shallowest first.
  var missingFolders: [String] = []
  /// One `io.unwritable` error per problem found.
  var diagnostics: [Diagnostic] = []

  /// Checks every destination of `paths`.
  init(paths: [String]) {
    var blocked = Set<String>()
    for folder in Self.folders(of: paths) {
      if blocked.contains(FilePath.directory(of: folder)) {
        blocked.insert(folder)
        continue
      }
      switch Self.kind(of: folder) {
      case .folder: continue
      case .missing: missingFolders.append(folder)
      case .file:
        blocked.insert(folder)
        diagnostics.append(Self.unwritable(folder, "a file is in its place, where a folder must be"))
      }
    }
    for path in paths where !blocked.contains(FilePath.directory(of: path)) {
      if Self.kind(of: path) == .folder {
        diagnostics.append(Self.unwritable(path, "a folder is in its place, where a file must be"))
      }
    }
    checkPermissions(paths: paths, blocked: blocked)
  }

  /// Reports each existing folder a file would be written or created in that this process may not write to.
  private mutating func checkPermissions(paths: [String], blocked: Set<String>) {
    let missing = Set(missingFolders)
    var parents = Set(paths.map { FilePath.directory(of: $0) })
    parents.formUnion(missingFolders.map { FilePath.directory(of: $0) })
    for folder in parents.sorted() where !missing.contains(folder) && !blocked.contains(folder) {
      if access(folder.isEmpty ? "." : folder, W_OK | X_OK) != 0 {
        diagnostics.append(Self.unwritable(folder.isEmpty ? "." : folder, "the folder is not writable"))
      }
    }
  }

  /// Every folder the files need, each once, shallowest first.
  static func folders(of paths: [String]) -> [String] {
    var folders = Set<String>()
    for path in paths {
      var folder = FilePath.directory(of: path)
      while !folder.isEmpty, folder != "/", folders.insert(folder).inserted {
        folder = FilePath.directory(of: folder)
      }
    }
    return folders.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
  }

  enum Kind { case missing, file, folder }

  /// What is at `path`, following symbolic links: a link to a folder is a folder.
  static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return errno == ENOENT ? .missing : .file }
    return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
  }

  static func unwritable(_ path: String, _ reason: String) -> Diagnostic {
    Diagnostic(.ioUnwritable(path, reason: reason), at: nil)
  }
}
