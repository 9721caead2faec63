import Foundation

/// Finds and reads token files: the I/O edge in front of the pipeline.
///
/// Folders are searched recursively and their files taken in sorted order, so a run sees the same
/// files in the same order on every machine. `*.resolver.json` files and the configuration in use
/// (`excludedFiles`) in folders are skipped. A Style Dictionary
/// project's folder gives the files its configuration's globs name (`StyleDictionaryProject`).
public struct TokenSourceLoader: Sendable {
  /// The file endings read as token files; `.tokens.json` is covered by `.json`.
  public static let extensions = ["yaml", "yml", "json", "jsonc", "json5"]

  /// The endings of scripts that may hold tokens (Style Dictionary loads `.js` modules), which Swatch does not run.
  static let scriptExtensions: Set<String> = ["js", "mjs", "cjs", "ts", "mts"]

  /// Files in a token folder that describe it rather than hold tokens (Tokens Studio's).
  package static let toolMetadata: Set<String> = ["$themes.json", "$metadata.json"]

  /// The manifests of a package, which a token folder that is a package's root holds beside its tokens
  /// (npm's, TypeScript's, Flutter's, Composer's, Deno's and monorepo tools'), and Swatch's own
  /// configurations: never token files.
  package static let packageFiles: Set<String> = [
    "package.json", "package-lock.json", "tsconfig.json", "jsconfig.json", "pubspec.yaml", "pubspec.lock",
    "composer.json", "deno.json", "lerna.json", "turbo.json", "nx.json", "swatch.yaml", "swatch.yml",
  ]

  /// Which files may be read besides those below a folder `load` is given.
  public var confinement: PathConfinement
  /// Files never read as tokens when a folder holds them, as absolute normalized paths: the configuration in
  /// use (`tokens: [.]` names the folder holding `swatch.yaml`). Named on their own, they are read.
  public var excludedFiles: Set<String>
  /// The names of `excludedFiles`, so a folder's other files are passed over without an absolute path.
  private var excludedNames: Set<Substring>
  /// The files and folders the configuration names beside those `load` is given, as absolute normalized
  /// paths: a Style Dictionary project's files its globs leave out are not said to be unread when one of these
  /// holds them (`unreadFiles`).
  public var namedElsewhere: [String] = []

  /// Creates a loader; a symlink below a named folder may lead only where `confinement` allows, and
  /// `excludedFiles` are left out of folders.
  public init(confinement: PathConfinement = .none, excludedFiles: [String] = []) {
    self.confinement = confinement
    self.excludedFiles = Set(excludedFiles.map(FilePath.absolute))
    excludedNames = Set(self.excludedFiles.compactMap { $0.split(separator: "/").last })
  }

  /// Whether the file at `path`, called `name`, is one of `excludedFiles`: a name is compared first, so a
  /// folder of thousands of files makes no absolute paths.
  private func isExcluded(_ path: String, name: Substring) -> Bool {
    excludedNames.contains(name) && excludedFiles.contains(FilePath.absolute(path))
  }

  /// The text of every token file under `paths`, and a diagnostic for each path that cannot be read.
  public func load(_ paths: [String]) -> ([SourceText], [Diagnostic]) {
    var projectFiles: [String: ProjectFile] = [:]
    return read(paths, styleDictionaryFiles: &projectFiles)
  }

  /// A file a Style Dictionary project's globs name: whether an `include` glob named it, and whether the
  /// project's transforms read its bare sizes as px.
  struct ProjectFile {
    var base: Bool
    var pixelSizes: Bool
    /// The project's configuration, which says how its files are read.
    var config: SourceText
  }

  /// The token files under `paths` as the pipeline's input, the files of a Style Dictionary project among them
  /// marked (`TokenInput.styleDictionaryFiles`) and merged as Style Dictionary merges them
  /// (`DocumentRole.layer`), and a diagnostic for each path that cannot be read.
  public func input(_ paths: [String]) -> (input: TokenInput, diagnostics: [Diagnostic]) {
    var projectFiles: [String: ProjectFile] = [:]
    let (sources, diagnostics) = read(paths, styleDictionaryFiles: &projectFiles)
    var input = TokenInput(plain: sources)
    input.styleDictionaryFiles = Set(projectFiles.keys)
    for (index, source) in sources.enumerated() {
      guard let file = projectFiles[source.path] else { continue }
      if !input.describingFiles.contains(where: { $0.path == file.config.path }) {
        input.describingFiles.append(file.config)
      }
      input.documents[index].role = .layer(base: file.base)
      if file.pixelSizes { input.pixelSizeFiles.insert(source.path) }
    }
    return (input, diagnostics)
  }

  /// `load(_:)`, adding the files a Style Dictionary project's globs name to `styleDictionaryFiles`, each with
  /// whether an `include` glob named it.
  private func read(
    _ paths: [String], styleDictionaryFiles: inout [String: ProjectFile]
  ) -> ([SourceText], [Diagnostic]) {
    var sources: [SourceText] = []
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    for path in paths {
      let files = expand(path, diagnostics: &diagnostics, styleDictionaryFiles: &styleDictionaryFiles)
      for file in files where seen.insert(file).inserted {
        let data: Data
        switch InputFile.bytes(at: file) {
        case .success(let bytes): data = Data(bytes)
        case .failure(.unreadable):
          diagnostics.append(Diagnostic(.ioUnreadable(file, reason: "the file cannot be opened"), at: nil))
          continue
        case .failure(let problem):
          diagnostics.append(InputFile.diagnostic(problem, path: file))
          continue
        }
        switch UTF8Text.decode(data, path: file) {
        case .success(let text): sources.append(SourceText(path: file, text: text))
        case .failure(let diagnostic): diagnostics.append(diagnostic)
        }
      }
    }
    return (sources, diagnostics)
  }

  /// Whether a file called `name` in a token folder is read as a token file: a visible file with a token file's
  /// extension that is no resolver (read only when named, `ResolverLoader`), design tool metadata (Tokens
  /// Studio's `$themes.json`, `$metadata.json`, which describe the folder) or package manifest.
  package static func isTokenFileName(_ name: String) -> Bool {
    guard !name.hasPrefix("."), !ResolverLoader.isResolver(name), !toolMetadata.contains(name),
      !packageFiles.contains(name), name.contains("."), let ext = name.split(separator: ".").last
    else { return false }
    return extensions.contains(ext.lowercased())
  }

  /// `path` itself if it is a file, or the token files below it, sorted, if it is a folder; a path that
  /// does not exist is reported.
  func files(_ path: String, diagnostics: inout [Diagnostic]) -> [String] {
    var projectFiles: [String: ProjectFile] = [:]
    return expand(path, diagnostics: &diagnostics, styleDictionaryFiles: &projectFiles)
  }

  /// `path` itself if it is a file, or the token files below it, sorted, if it is a folder; those of a Style
  /// Dictionary project's folder are added to `styleDictionaryFiles` too, each with whether an `include` glob
  /// named it.
  private func expand(
    _ path: String, diagnostics: inout [Diagnostic], styleDictionaryFiles: inout [String: ProjectFile]
  ) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      diagnostics.append(Diagnostic(.ioUnreadable(path, reason: "no such file or folder"), at: nil))
      return []
    }
    guard isDirectory.boolValue else { return [path] }
    if let project = StyleDictionaryProject.globs(in: path) {
      let files = projectFiles(path, project, diagnostics: &diagnostics)
      for (file, base) in files {
        styleDictionaryFiles[file] = ProjectFile(
          base: base, pixelSizes: project.pixelTransform != nil,
          config: SourceText(path: project.config, text: project.text))
      }
      return files.map(\.path)
    }
    let folder = PathConfinement(directory: path, allowOutside: confinement.root == nil)
    var files: [String] = []
    var scripts: [String] = []
    // A link to a folder is followed within the project (anywhere with `allowOutside`); one out of it is
    // reported once, at the link, and not walked.
    var linksOut: [String] = []
    let leadsOut = { (link: String) in linksOut.append(link) }
    FolderWalk.entries(below: path, linksWithin: confinement.root ?? "/", outside: leadsOut) {
      relative, name, isFolder in
      if let ext = name.split(separator: ".").last, name.contains("."),
        Self.scriptExtensions.contains(ext.lowercased()),
        !name.hasPrefix("."), !name.lowercased().hasSuffix(".d.ts")
      {
        scripts.append(FilePath.join(path, relative))
      }
      // A folder named like a file (`json/`, `tokens.json/`) is walked, never opened.
      guard !isFolder, Self.isTokenFileName(name) else { return true }
      let file = FilePath.join(path, relative)
      guard !isExcluded(file, name: Substring(name)) else { return true }
      if confinement.allows(file) || folder.allows(file) {
        files.append(file)
      } else {
        diagnostics.append(Diagnostic(.pathOutside(file), at: nil))
      }
      return true
    }
    diagnostics += linksOut.map { Diagnostic(.pathOutside($0), at: nil) }
    diagnostics += Self.scriptsNotRead(scripts, below: path)
    // Each path is split once, not again at every comparison.
    let keyed = files.map { (components: $0.split(separator: "/"), path: $0) }
    return keyed.sorted { $0.components.lexicographicallyPrecedes($1.components) }.map(\.path)
  }

  /// The token files a Style Dictionary project's globs match below `path` (`StyleDictionaryProject`), in their
  /// order, each with whether an `include` glob named it, and a note saying what was read; `node_modules` and
  /// hidden folders are not searched.
  private func projectFiles(
    _ path: String, _ project: StyleDictionaryProject.Configuration, diagnostics: inout [Diagnostic]
  ) -> [(path: String, base: Bool)] {
    let (config, globs) = (project.config, project.globs)
    let folder = PathConfinement(directory: path, allowOutside: confinement.root == nil)
    var (files, scripts) = ([(path: String, base: Bool)](), [String]())
    for (relative, base) in StyleDictionaryProject.matchedFiles(path, project) {
      let file = FilePath.join(path, relative)
      let ext = relative.split(separator: ".").last.map { $0.lowercased() } ?? ""
      if Self.scriptExtensions.contains(ext) { scripts.append(file) }
      guard Self.extensions.contains(ext), file != config,
        !isExcluded(file, name: relative.split(separator: "/").last ?? "")
      else { continue }
      guard confinement.allows(file) || folder.allows(file) else {
        diagnostics.append(Diagnostic(.pathOutside(file), at: nil))
        continue
      }
      files.append((file, base))
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var summary = ["\(files.count) token file(s) from \(globs.map { "'\($0)'" }.joined(separator: ", "))"]
    if let transform = project.pixelTransform {
      let group = project.pixelGroup.map { " of its '\($0)' transform group" } ?? ""
      summary.append("bare sizes in px (the '\(transform)' transform\(group))")
    }
    diagnostics.append(
      Diagnostic(.formatDetected(name, format: "a Style Dictionary project", summary: summary), at: .file(config)))
    diagnostics += Self.scriptsNotRead(scripts, below: path)
    diagnostics += unreadFiles(path, project, read: files.map(\.path))
    return files
  }

  /// One note naming the token files below the folders the project's globs start in (`tokens/`,
  /// `StyleDictionaryProject.tokenFolders`) that no glob matches: a script may build them apart (a theme per file,
  /// Style Dictionary's usual way to make a dark stylesheet), and they are not read; none when there are none.
  private func unreadFiles(_ path: String, _ configuration: StyleDictionaryProject.Configuration, read: [String])
    -> [Diagnostic]
  {
    let roots = StyleDictionaryProject.tokenFolders(of: configuration)
    let read = Set(read)
    // The entries besides the project's own folder (and the folders holding it).
    let others = namedElsewhere.filter { !Self.isBelow(path, any: [$0]) }
    var unread: [String] = []
    var outputs: [String: Bool] = [:]
    for root in roots where unread.count < 1_000 {
      let folder = FilePath.join(path, root)
      FolderWalk.entries(below: folder) { relative, name, isFolder in
        let file = FilePath.join(folder, relative)
        if !isFolder, Self.isTokenFileName(name), !read.contains(file), file != configuration.config,
          !Self.isBelow(file, any: others), !Self.isOutput(relative, below: folder, &outputs), Self.mayHoldTokens(file)
        {
          unread.append(file)
        }
        return unread.count < 1_000
      }
    }
    guard !unread.isEmpty else { return [] }
    let entry = path.isEmpty ? "." : path
    let note = DiagnosticMessage.formatUnreadFiles(unread.sorted(), roots: roots, entry: entry)
    return [Diagnostic(note, at: .file(configuration.config))]
  }

  /// Whether a folder on the way from `folder` to the file at `relative` is a Swatch build's output folder;
  /// `known` keeps each folder's answer.
  private static func isOutput(_ relative: String, below folder: String, _ known: inout [String: Bool]) -> Bool {
    var place = folder
    for name in relative.split(separator: "/").dropLast() {
      place = FilePath.join(place, String(name))
      if let answer = known[place] {
        if answer { return true }
        continue
      }
      let answer = FolderWalk.holdsSwatchOutput(place)
      known[place] = answer
      if answer { return true }
    }
    return false
  }

  /// Whether the file at `path` may be a Style Dictionary token file: it names a `value` (`$value` too)
  /// somewhere. A package's or an app's own JSON (`tsconfig.json`, a translation table) does not. A file
  /// past 4 MiB is taken to.
  private static func mayHoldTokens(_ path: String) -> Bool {
    switch InputFile.bytes(at: path, limit: 4 << 20) {
    case .success(let bytes): return Data(bytes).range(of: Data("value".utf8)) != nil
    case .failure(.tooLarge): return true
    case .failure: return false
    }
  }

  /// Whether `file` is one of `paths` (absolute) or below one.
  private static func isBelow(_ file: String, any paths: [String]) -> Bool {
    guard !paths.isEmpty else { return false }
    let absolute = FilePath.absolute(file)
    return paths.contains { absolute == $0 || absolute.hasPrefix($0 + "/") }
  }

  /// One warning for the scripts among a folder's files, which may hold tokens (Style Dictionary loads `.js`
  /// modules) and are not run; none when there are none.
  private static func scriptsNotRead(_ scripts: [String], below path: String) -> [Diagnostic] {
    guard let example = scripts.min() else { return [] }
    return [Diagnostic(.inputScript(path, count: scripts.count, example: example), at: .file(example))]
  }
}
