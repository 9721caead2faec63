import Foundation

/// The Tokens Studio export a folder holds when the folder is no export itself: one a Style Dictionary project
/// reads through its globs (`sd-transforms`), or a sync folder beside a repository's code. `detect(_:)` names
/// its format and `load(_:format:mappings:confinement:)` reads it in the folder's place.
extension ToolExportLoader {
  /// The Tokens Studio export a Style Dictionary project at `path` reads through its globs, as a project built
  /// with Tokens Studio's `sd-transforms` does: the folder holding `$themes.json` or `$metadata.json` that a
  /// JSON file its globs match is in or below, or the one file they match when it is a Tokens Studio file; nil
  /// for any other folder. Its themes, math and types are then read as Tokens Studio's, not as Style
  /// Dictionary's classic format.
  static func studioExport(inProject path: String) -> (path: String, format: Format, config: String)? {
    guard let project = StyleDictionaryProject.globs(in: path) else { return nil }
    let files = StyleDictionaryProject.matchedFiles(path, project).map { $0.relative }.filter {
      $0.lowercased().hasSuffix(".json")
    }
    var checked = Set<String>()
    for file in files {
      var folder = FilePath.directory(of: file)
      while !folder.isEmpty, checked.insert(folder).inserted {
        let full = FilePath.join(path, folder)
        if TokenSourceLoader.toolMetadata.contains(where: { FileManager.default.fileExists(atPath: full + "/" + $0) }) {
          return (full, .tokensStudioFolder, project.config)
        }
        folder = FilePath.directory(of: folder)
      }
    }
    guard files.count == 1, fileFormat(FilePath.join(path, files[0])) == .tokensStudioFile else { return nil }
    return (FilePath.join(path, files[0]), .tokensStudioFile, project.config)
  }

  /// The Tokens Studio export the folder `path` holds when it is no export itself: the one a Style Dictionary
  /// project there reads (`studioExport(inProject:)`, with its configuration), or else the one folder below it
  /// holding `$themes.json` or `$metadata.json` when every token file below `path` is in it (a repository whose
  /// tokens are a Tokens Studio sync folder beside its code, built by a script).
  static func enclosedExport(in path: String) -> (path: String, format: Format, config: String?)? {
    if let project = studioExport(inProject: path) { return (project.path, project.format, project.config) }
    return enclosedStudioFolder(in: path).map { ($0, .tokensStudioFolder, nil) }
  }

  /// The one folder below `path` holding Tokens Studio's metadata, when every token file below `path` (but a
  /// package's manifests, and what `node_modules`, hidden folders and a build's top-level output folders such as
  /// `dist` hold) is in it; nil otherwise.
  package static func enclosedStudioFolder(in path: String) -> String? {
    var (folders, files, ruledOut) = (Set<String>(), [String](), false)
    FolderWalk.entries(below: path) { relative, name, isFolder in
      guard !isFolder else { return true }
      if TokenSourceLoader.toolMetadata.contains(name) {
        folders.insert(FilePath.directory(of: relative))
      } else if let ext = name.split(separator: ".").last, name.contains("."),
        TokenSourceLoader.extensions.contains(ext.lowercased()), !TokenSourceLoader.packageFiles.contains(name)
      {
        // Token files in two top-level folders, or at the top, are in no one folder below: a plain token folder's
        // walk stops at its second folder.
        let top = relative.split(separator: "/", maxSplits: 1).first ?? ""
        if top != Substring(relative), FolderWalk.buildOutputNames.contains(top.lowercased()) { return true }
        guard top != Substring(relative), files.first.map({ $0.hasPrefix(top + "/") }) ?? true else {
          ruledOut = true
          return false
        }
        files.append(relative)
      }
      return true
    }
    guard !ruledOut, folders.count == 1, let folder = folders.first, !folder.isEmpty,
      files.allSatisfy({ $0.hasPrefix(folder + "/") })
    else { return nil }
    return FilePath.join(path, folder)
  }

  /// The folder below the Tokens Studio folder `path` whose themes select sets it holds, the shallowest (an
  /// export may keep an older one inside it), when the themes of `path` itself select only sets it does not
  /// hold (a `$themes.json` left at the top when the sets moved to `themes/`); nil otherwise, and when two
  /// such folders are equally shallow (`web/` and `app/`: which one is the project's is not Swatch's to guess).
  package static func studioFolderBelowStaleThemes(in path: String) -> String? {
    guard TokensStudioProject.selectsOnlyMissingSets(path) else { return nil }
    var found: [(folder: String, depth: Int)] = []
    FolderWalk.entries(below: path) { relative, name, isFolder in
      if !isFolder, name == "$themes.json", relative.contains("/") {
        let folder = FilePath.directory(of: relative)
        let full = FilePath.join(path, folder)
        if TokensStudioProject.selectedSets(full) != nil {
          found.append((full, folder.split(separator: "/").count))
        }
      }
      return true
    }
    guard let depth = found.map(\.depth).min() else { return nil }
    let shallowest = found.filter { $0.depth == depth }
    return shallowest.count == 1 ? shallowest[0].folder : nil
  }
}
