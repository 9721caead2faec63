/// Checks that no output lands on what the build reads: a file an output writes must not be the
/// configuration, a token file, a resolver document, a template or an image, and a file a token folder would
/// read back (`.yaml`, `.yml`, `.json`, …) must not be written inside one, outside the hidden folders and
/// `node_modules` no walk enters (inside a Style Dictionary project's folder, one its globs match: the project
/// reads no other; inside a Tokens Studio folder with themes, one that is a set a theme selects; inside a Figma
/// export, a JSON file at its top).
///
/// Reads: the plan's files by output folder, the paths the build read, the token folders; the file system
/// through `realpath(3)` once per output folder and per input, so a path spelled another way (`./tokens`, a
/// symbolic link) is the same path. Reports: `output.input`, at the output's entry in the configuration,
/// once per file. A build with such an error writes nothing, so nothing it read is replaced.
enum InputOverwriteCheck {
  static func diagnostics(
    plan: BuildPlan, outputs: [OutputEntry], inputs: [String], tokenFolders: [String]
  ) -> [Diagnostic] {
    let inputPaths = Set(inputs.compactMap(PathConfinement.realPath))
    let folders = tokenFolders.compactMap { folder in PathConfinement.realPath(folder).map { ($0, folder) } }
    // Each project's globs are read once, not again for every file an output writes.
    let globs = Dictionary(folders.map { ($0.0, StyleDictionaryProject.globs(in: $0.1).map(ProjectGlobs.init)) }) {
      first, _ in first
    }
    let filesRead = Dictionary(folders.map { ($0.0, ToolExportLoader.filesRead($0.1)) }) { first, _ in first }
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    for entry in outputs {
      let folder = FilePath.normalize(entry.path)
      guard seen.insert(folder).inserted, let files = plan.owned[folder], let root = PathConfinement.realPath(folder)
      else { continue }
      let inside = { (path: String) in path == root || path.hasPrefix(root == "/" ? "/" : root + "/") }
      let readHere = inputPaths.filter(inside)
      let foldersHere = folders.filter { inside($0.0) || root.hasPrefix($0.0 + "/") }
      guard !readHere.isEmpty || !foldersHere.isEmpty else { continue }
      for relative in files.keys.sorted() {
        let real = root == "/" ? "/" + relative : root + "/" + relative
        let shown = FilePath.join(folder, relative)
        if readHere.contains(real) {
          diagnostics.append(Diagnostic(.outputReplacesInput(shown), at: entry.range))
        } else if let tokens = foldersHere.first(where: { real.hasPrefix($0.0 + "/") }), isTokenFile(relative),
          reads(
            String(real.dropFirst(tokens.0.count + 1)), globs: globs[tokens.0] ?? nil, files: filesRead[tokens.0] ?? nil
          )
        {
          diagnostics.append(Diagnostic(.outputInTokenFolder(shown, folder: tokens.1), at: entry.range))
        }
      }
    }
    return diagnostics
  }

  /// A Style Dictionary project's globs, parsed, and the folder below the token folder they are relative to.
  private struct ProjectGlobs {
    let root: String
    let globs: [Glob]

    init(_ project: StyleDictionaryProject.Configuration) {
      root = project.root.isEmpty ? "" : project.root + "/"
      globs = project.globs.map(Glob.init)
    }
  }

  /// Whether a token folder reads the file at `relative`: any, or with a Style Dictionary project's globs, one
  /// they match below their root, or for a design tool's export that reads only some `files`, one of them.
  private static func reads(
    _ relative: String, globs project: ProjectGlobs?, files: ToolExportLoader.FilesRead?
  ) -> Bool {
    if let files { return files.contains(relative) }
    // No walk enters a hidden folder or `node_modules` (`FolderWalk`), and a hidden file is not read either.
    let components = relative.split(separator: "/")
    guard components.last?.hasPrefix(".") == false,
      !components.dropLast().contains(where: { FolderWalk.skips(folder: String($0)) })
    else { return false }
    guard let project else { return true }
    guard relative.hasPrefix(project.root) else { return false }
    let below = String(relative.dropFirst(project.root.count))
    return project.globs.contains { $0.matches(below) }
  }

  /// Whether the token loader reads a file of this name from a token folder.
  private static func isTokenFile(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return TokenSourceLoader.extensions.contains(path[path.index(after: dot)...].lowercased())
  }
}
