import ArgumentParser
import Foundation
import SwatchKit

/// `swatch init`: writes a starter `swatch.yaml` and `tokens/` into the current folder, or, beside tokens
/// already there (a `tokens/` folder, a Style Dictionary project), a `swatch.yaml` that reads them.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Create swatch.yaml and a small tokens/ folder that build cleanly.",
    discussion: """
      Writes nothing if swatch.yaml already exists. Beside a tokens/ folder, a DTCG resolver \
      (*.resolver.json), a design tool's export ($themes.json, a Figma export, material-theme.json), DTCG token files \
      (*.tokens.json, a design tool's tokens.json), a design-tokens/ folder or a tokens/ one deeper down (src/tokens) or a Style Dictionary \
      project (config.json, sd.config.js), writes only swatch.yaml, \
      reading them as they are. Adds '.swatch/', where \
      a build keeps what the next one reuses, to .gitignore (creating it, or appending to it unless it \
      already ignores the folder). Then run 'swatch build'.
      """)

  @Option(help: "The folder to create the project in.")
  var directory = "."

  func run() throws {
    let configuration = join(directory, "swatch.yaml")
    guard !FileManager.default.fileExists(atPath: configuration) else {
      StandardError.write(
        "error: '\(configuration)' already exists; swatch init writes only into a folder without a project\n")
      throw ExitCode(2)
    }
    let existing = existingTokens()
    if case .unreadable(let problem) = existing {
      StandardError.write("error: \(problem); nothing was written\n")
      throw ExitCode(1)
    }
    // A file where the starter puts a folder (a one-byte `tokens` a sync left): said before anything is written.
    let starter = StarterProject.files.map(\.path) + [".gitignore"]
    if existing == nil, let blocked = starter.lazy.compactMap({ self.fileInTheWay(of: $0) }).first {
      StandardError.write(
        "error: '\(blocked)' is in the way of the starter project's files; nothing was written\n")
      throw ExitCode(1)
    }
    do {
      if case .tokens(let paths, let found, let traits) = existing {
        let list = paths.map(YAMLScalarText.of).joined(separator: ", ")
        let text = StarterProject.configuration(reading: list, found: found, traits: traits)
        try Data(text.utf8).write(to: URL(fileURLWithPath: configuration), options: .withoutOverwriting)
        // Loaded once written: what its notes propose (files per appearance, a trait for a mode word the default
        // traits lack) is written instead, so the configuration left here builds what the folder holds.
        var loaded = Project.load(configPath: configuration, tokenPaths: [])
        var (entries, traitLines): ([String]?, [String]) = (nil, traits)
        let rewrite = { (skipsUnknownTypes: Bool) in
          let text = StarterProject.configuration(
            reading: list, found: found, entries: entries, traits: traitLines, skipsUnknownTypes: skipsUnknownTypes)
          try Data(text.utf8).write(to: URL(fileURLWithPath: configuration), options: .atomic)
          loaded = Project.load(configPath: configuration, tokenPaths: [])
        }
        if let refinement = StarterRefinement.of(tokens: paths, in: directory, diagnostics: loaded.diagnostics) {
          entries = refinement.entries
          if !refinement.traits.isEmpty { traitLines = refinement.traits }
          try rewrite(false)
        }
        // Types a design tool exports that no platform has a value for are left out, when they are all that fails
        // (not a typo of a type, nor an empty one: those stay errors to fix).
        let skipsTypes = UnsupportedTypeFilter.errorsAreOnlyUnknownTypes(loaded.diagnostics)
        if skipsTypes { try rewrite(true) }
        let (leftOut, outputErrors): (Int, Int)
        (loaded, leftOut, outputErrors) = try leavingOutFailingOutputs(loaded, configuration: configuration)
        print("created \(configuration), reading the tokens already here: \(found)")
        if skipsTypes {
          print("left out the tokens of types Swatch does not know (unsupportedTypes: skip); 'swatch check' names them")
        }
        if leftOut > 0 { print("left out \(leftOut) output(s) that would not build; swatch.yaml says why") }
        try ignoreBuildState()
        report(loaded, outputErrors: outputErrors)
        return
      }
      for file in StarterProject.files {
        let path = join(directory, file.path)
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        print("created \(path)")
      }
      try ignoreBuildState()
    } catch {
      StandardError.write("error: cannot write the project: \(error.localizedDescription)\n")
      throw ExitCode(2)
    }
    print("next: run 'swatch build' to write out/, and edit tokens/ to make the colors yours")
  }

  /// `loaded`, or, when its tokens load without errors but some of the starter's outputs would fail to build
  /// for a reason found at the output (a writer that cannot name two themes `dark` and `Dark` apart), the
  /// project loaded again after those outputs are commented out in `configuration`, each with its first error
  /// as the reason; how many were left out; and the errors found in the tokens that the other outputs would
  /// still fail with (two tokens one CSS name), which are the tokens' to fix.
  private func leavingOutFailingOutputs(_ loaded: Project, configuration: String) throws -> (Project, Int, Int) {
    guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else { return (loaded, 0, 0) }
    var reasons: [Int: String] = [:]
    var inTokens = 0
    for problem in loaded.build(checkOnly: true).diagnostics.flatMap(\.listed) where problem.severity == .error {
      guard let range = problem.range, range.file == configuration else {
        inTokens += 1
        continue
      }
      if reasons[range.start.line] == nil { reasons[range.start.line] = "\(problem.message) [\(problem.id)]" }
    }
    guard !reasons.isEmpty else { return (loaded, 0, inTokens) }
    let text = try String(contentsOfFile: configuration, encoding: .utf8)
    try Data(StarterProject.configuration(text, leavingOut: reasons).utf8)
      .write(to: URL(fileURLWithPath: configuration), options: .atomic)
    return (Project.load(configPath: configuration, tokenPaths: []), reasons.count, inTokens)
  }

  /// Says whether the tokens the written configuration reads load without errors, whether the outputs then
  /// build (`outputErrors`, the errors rendering them found in the tokens), and what to run next.
  private func report(_ loaded: Project, outputErrors: Int = 0) {
    // Errors past the first 20 of an id are one note each id (`format.grouped`): counted among those it holds.
    let errors = loaded.diagnostics.flatMap(\.listed).filter { $0.severity == .error }.count
    if errors > 0 {
      print("next: the tokens load with \(errors) error(s); run 'swatch check' to see them, then 'swatch build'")
    } else if outputErrors > 0 {
      print(
        "next: the tokens load without errors, but building the outputs finds \(outputErrors) error(s) in them; run "
          + "'swatch check' to see them, then 'swatch build'")
    } else {
      print(
        "next: the tokens load without errors; run 'swatch resolve' to see every token in every appearance, then "
          + "'swatch build'")
    }
  }

  /// What the folder holds for `tokens:` to read.
  private enum Existing {
    /// Tokens, as `tokens:` names them, what they are, and the lines of the `traits:` they need, if any.
    case tokens([String], found: String, traits: [String] = [])
    /// A `tokens/` folder holding files but none Swatch reads as tokens (only TypeScript modules, say), and
    /// why: neither a configuration reading it nor the starter's files beside what it holds would build the
    /// team's tokens.
    case unreadable(String)
  }

  /// The tokens already in the folder: a Style Dictionary project (the folder itself), a DTCG resolver (in
  /// `tokens/` or the folder), a `tokens` folder (a design tool's export or token files), a design tool's export
  /// in the folder itself (a Tokens Studio folder, one file of one), a Tokens Studio folder elsewhere that holds
  /// every token file, or DTCG token files (`*.tokens.json`, `*.tokens`) in the
  /// folder itself; nil for none, an empty `tokens/` among them, which gets the starter's files.
  private func existingTokens() -> Existing? {
    // A configuration whose globs match nothing yet (a script makes `tokens/tokens.json` before Style Dictionary
    // runs) says nothing about the files here: the folder is looked at as any other.
    if let project = StyleDictionaryProject.globs(in: directory),
      !StyleDictionaryProject.matchedFiles(directory, project).isEmpty
    {
      let name = (project.config as NSString).lastPathComponent
      return .tokens(["."], found: "a Style Dictionary project (\(name): \(project.globs.joined(separator: ", ")))")
    }
    let tokens = join(directory, "tokens")
    // A resolver says which files are sets and which are contexts; reading its folder as plain token files would
    // merge every context's values into one.
    let inTokens = resolvers(in: "tokens")
    let resolvers = inTokens.isEmpty ? resolvers(in: ".") : inTokens
    if let resolver = resolvers.first {
      return .tokens([resolver], found: "'\(resolver)', a DTCG resolver" + Self.alsoHere(resolvers.dropFirst()))
    }
    // A file named `tokens` (a leftover of a sync, Belfius') is no tokens folder: the folder's own export is read.
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: tokens, isDirectory: &isFolder), isFolder.boolValue else {
      // A Tokens Studio sync folder kept elsewhere beside the code (`design/`), holding every token file.
      if let folder = ToolExportLoader.enclosedStudioFolder(in: directory) {
        let relative = relativeToDirectory(folder)
        return .tokens([relative], found: "'\(relative)', a Tokens Studio export")
      }
      // A design tool's export synced to the folder itself (`$themes.json` beside the set files), or one file of it.
      switch ToolExportLoader.detect([directory]) {
      case .tokensStudioFolder?:
        if let below = studioFolderBelowStaleThemes(".") { return below }
        return .tokens(["."], found: "the design tool's export in this folder")
      case .figmaExport?: return .tokens(["."], found: "the design tool's export in this folder")
      default: break
      }
      if let file = toolFile() { return .tokens([file], found: "'\(file)', a design tool's export") }
      if let (file, traits) = materialThemeFile() {
        return .tokens([file], found: "'\(file)', a Material Theme Builder export", traits: traits)
      }
      let files = dtcgFiles()
      guard files.isEmpty else { return .tokens(files, found: "DTCG token files (\(files.joined(separator: ", ")))") }
      // A web or app project keeps them deeper (`src/tokens`, `packages/design/tokens`).
      let nested = nestedTokenFolders().compactMap { folder -> (paths: [String], found: String)? in
        guard case .tokens(let paths, let found, _)? = existing(in: folder) else { return nil }
        return (paths, found)
      }
      guard let first = nested.first else {
        let plain = plainTokenFiles()
        return plain.isEmpty ? nil : .tokens(plain, found: "DTCG token files (\(plain.joined(separator: ", ")))")
      }
      // Two packages of one monorepo may each keep tokens: the first is read, and the others are named.
      let others = nested.dropFirst().flatMap(\.paths).map { "'\($0)'" }
      guard !others.isEmpty else { return .tokens(first.paths, found: first.found) }
      let also = "; also found \(others.joined(separator: ", ")), not read: add to tokens: what belongs to this project"
      return .tokens(first.paths, found: first.found + also)
    }
    return existing(in: "tokens")
  }

  /// The Tokens Studio folder below `folder` (relative to the project) to read in its place, when the themes of
  /// `folder` name only sets it does not hold and one folder below has themes of its own that select its sets.
  private func studioFolderBelowStaleThemes(_ folder: String) -> Existing? {
    guard let below = ToolExportLoader.studioFolderBelowStaleThemes(in: join(directory, folder)) else { return nil }
    let relative = relativeToDirectory(below)
    return .tokens(
      [relative],
      found: "'\(relative)', a Tokens Studio export (the themes of '\(folder)/$themes.json' name none of its sets)")
  }

  /// What the folder `folder` (relative to the project) holds: a design tool's export, token files, or only
  /// files Swatch does not read; nil when it is empty.
  private func existing(in folder: String) -> Existing? {
    // A resolver in a folder found deeper (`src/tokens/resolver.json`) says how its files read, as in `tokens/`.
    let resolvers = resolvers(in: folder)
    if let resolver = resolvers.first {
      return .tokens([resolver], found: "'\(resolver)', a DTCG resolver" + Self.alsoHere(resolvers.dropFirst()))
    }
    let path = join(directory, folder)
    switch ToolExportLoader.detect([path]) {
    case .tokensStudioFolder?:
      return studioFolderBelowStaleThemes(folder) ?? .tokens([folder], found: "'\(folder)', a Tokens Studio export")
    case .tokensStudioFile?:
      return .tokens([folder], found: "'\(folder)', a Tokens Studio export")
    case .figmaExport?, .figmaVariablesFile?: return .tokens([folder], found: "'\(folder)', a Figma Variables export")
    case nil:
      let (sources, diagnostics) = TokenSourceLoader().load([path])
      guard sources.isEmpty else { return .tokens([folder], found: "'\(folder)', token files") }
      let visible = (try? FileManager.default.contentsOfDirectory(atPath: path))?.first { !$0.hasPrefix(".") }
      guard let first = visible else { return nil }
      let endings = TokenSourceLoader.extensions.sorted().map { "." + $0 }.joined(separator: ", ")
      let reason = diagnostics.first.map(\.message) ?? "such as '\(first)'"
      return .unreadable("'\(path)' holds no file Swatch reads as tokens (\(endings)): \(reason)")
    }
  }

  /// The folders named `tokens` or `design-tokens` (in any case, `designTokens` too) up to three levels below
  /// the project folder (`design-tokens`, `src/tokens`, `packages/design/tokens`), the shallower first, then by
  /// path; `node_modules`, hidden folders and what a build writes (`out`, `build`, `dist`, `lib`, a folder
  /// holding a Swatch build's manifest) are not looked in.
  private func nestedTokenFolders() -> [String] {
    let names: Set<String> = ["tokens", "design-tokens", "design_tokens", "designtokens"]
    let written = FolderWalk.buildOutputNames
    var (found, level) = ([String](), [""])
    for _ in 1...3 {
      var next: [String] = []
      for folder in level {
        let children =
          (try? FileManager.default.contentsOfDirectory(atPath: join(directory, folder.isEmpty ? "." : folder))) ?? []
        for name in children.sorted() where !FolderWalk.skips(folder: name) && !written.contains(name.lowercased()) {
          let relative = folder.isEmpty ? name : folder + "/" + name
          var isFolder: ObjCBool = false
          guard FileManager.default.fileExists(atPath: join(directory, relative), isDirectory: &isFolder),
            isFolder.boolValue, !FolderWalk.holdsSwatchOutput(join(directory, relative))
          else { continue }
          if names.contains(name.lowercased()) {
            found.append(relative)
          } else {
            next.append(relative)
          }
        }
      }
      // A wide repository is looked into no further than its first few hundred folders a level.
      level = Array(next.prefix(500))
    }
    return found
  }

  /// The resolver documents directly inside `folder` (relative to the project), sorted by name: the first is
  /// read, the others named in what init says it found.
  private func resolvers(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: join(directory, folder))) ?? []
    let found = names.sorted().filter { name in
      !name.hasPrefix(".") && ResolverLoader.isNamedResolver(join(join(directory, folder), name))
    }
    return found.map { folder == "." ? $0 : "\(folder)/\($0)" }
  }

  /// What init says of the other resolvers beside the one it reads: each builds its own set of outputs, so the
  /// user picks.
  private static func alsoHere(_ others: ArraySlice<String>) -> String {
    guard !others.isEmpty else { return "" }
    let names = others.map { "'\($0)'" }.joined(separator: ", ")
    return "; not read: \(names), each a resolver of its own (name it in tokens: to build it instead)"
  }

  /// The first JSON file directly in the project folder, by name, that is a design tool's whole export (a Tokens
  /// Studio file, Figma's variables: `ToolExportLoader.fileFormat`).
  private func toolFile() -> String? {
    visibleNames.first { $0.lowercased().hasSuffix(".json") && ToolExportLoader.fileFormat(join(directory, $0)) != nil }
  }

  /// The first JSON file directly in the project folder, by name, that is a Material Theme Builder export, with
  /// the lines of the traits that keep its schemes.
  private func materialThemeFile() -> (String, [String])? {
    for name in visibleNames {
      if let traits = MaterialThemeExport.traits(ofExportAt: join(directory, name)) { return (name, traits) }
    }
    return nil
  }

  /// The files directly in the project folder named as DTCG recommends (`*.tokens.json`, `*.tokens`), else the
  /// one a design tool downloads (`tokens.json`, `design-tokens.json`: Tokens Brücke's, a plugin's) when it holds a
  /// token, sorted. Named one by one: `tokens: [.]` would also read the outputs written into the same folder.
  private func dtcgFiles() -> [String] {
    let downloads: Set<String> = ["tokens.json", "design-tokens.json", "design_tokens.json", "designtokens.json"]
    let visible = visibleNames
    let named = visible.filter { name in
      let lowered = name.lowercased()
      return lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens")
    }
    // A `tokens.json` beside `*.tokens.json` files is often their bundle: the files are read.
    guard named.isEmpty else { return named }
    return visible.filter { downloads.contains($0.lowercased()) && holdsTokens(join(directory, $0)) }
  }

  /// Every JSON file directly in the project folder, sorted, when each holds a DTCG token (`base.json`,
  /// `semantic-light.json`, `semantic-dark.json`, a Style Dictionary build's sources), a package's manifests and
  /// JSON Schemas aside (a `token.schema.json` names `$value` among its properties); none when any other JSON file
  /// is there (an app's settings): the folder is then not a token folder.
  private func plainTokenFiles() -> [String] {
    var files: [String] = []
    for name in visibleNames where name.lowercased().hasSuffix(".json") {
      let path = join(directory, name)
      guard !TokenSourceLoader.packageFiles.contains(name.lowercased()), !isFolder(path) else { continue }
      let root = jsonRoot(path)
      if root.map(Self.isJSONSchema) == true { continue }
      guard let root, Self.holdsTokens(root, dtcgOnly: true) else { return [] }
      files.append(name)
    }
    return files
  }

  private func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  /// The names directly in the project folder, hidden ones left out, sorted.
  private var visibleNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Whether the file at `path` is JSON holding a token (`holdsTokens(_:dtcgOnly:)`). A `tokens.json` may as well
  /// hold an app's access tokens or an app's texts.
  private func holdsTokens(_ path: String) -> Bool {
    jsonRoot(path).map { Self.holdsTokens($0, dtcgOnly: false) } ?? false
  }

  /// The JSON value the file at `path` holds; nil when it is not JSON or past 64 MiB, read no further than that
  /// bound, so a huge file is turned down without being held whole.
  private func jsonRoot(_ path: String) -> Any? {
    let limit = 64 << 20
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: limit), data.count < limit else { return nil }
    return try? JSONSerialization.jsonObject(with: data)
  }

  /// Whether `root`, a JSON value, holds a token: an object with `$value`, or unless `dtcgOnly` with `value` and
  /// a `type` (Style Dictionary's); never a JSON Schema, which names `$value` among its properties.
  private static func holdsTokens(_ root: Any, dtcgOnly: Bool) -> Bool {
    if isJSONSchema(root) { return false }
    var work: [Any] = [root]
    while let next = work.popLast() {
      if let object = next as? [String: Any] {
        if object["$value"] != nil || (!dtcgOnly && object["value"] != nil && object["type"] is String) { return true }
        work += Array(object.values)
      } else if let list = next as? [Any] {
        work += list
      }
    }
    return false
  }

  /// Whether `root`, a JSON value, is a JSON Schema: an object with `properties`, `$defs` or `definitions` at its
  /// root, or a `$schema` naming JSON Schema.
  private static func isJSONSchema(_ root: Any) -> Bool {
    guard let object = root as? [String: Any] else { return false }
    return object["properties"] != nil || object["$defs"] != nil || object["definitions"] != nil
      || (object["$schema"] as? String)?.contains("json-schema") == true
  }

  /// The first place on the way to the file `path` (relative to the project), or `path` itself, where something
  /// is already that the starter cannot write through: a file or a dangling link where it puts a folder, anything
  /// where it puts a file (a folder named `.gitignore`); nil when the way is clear.
  private func fileInTheWay(of path: String) -> String? {
    var folder = ""
    let components = path.split(separator: "/")
    for (index, component) in components.enumerated() {
      folder = folder.isEmpty ? String(component) : folder + "/" + component
      let full = join(directory, folder)
      var status = stat()
      guard lstat(full, &status) == 0 else { continue }  // nothing there yet
      let isLast = index == components.count - 1
      // `.gitignore` is updated when it is a file; any other file of the starter must not exist yet.
      if isLast { return folder == ".gitignore" && (status.st_mode & S_IFMT) == S_IFREG ? nil : full }
      var isFolder: ObjCBool = false
      if !FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) || !isFolder.boolValue { return full }
    }
    return nil
  }

  /// Adds the build state's folder to `.gitignore`, unless the file already names it.
  private func ignoreBuildState() throws {
    let path = join(directory, ".gitignore")
    let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    guard let updated = StarterProject.gitIgnore(updating: existing) else { return }
    try Data(updated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    print("\(existing == nil ? "created" : "updated") \(path)")
  }

  /// `path`, a folder found below the project's folder, relative to it: `themes` for `proj/./themes` when the
  /// folder was given as `proj/` (a shell's completion adds the slash).
  private func relativeToDirectory(_ path: String) -> String {
    let (base, found) = (FilePath.normalize(directory), FilePath.normalize(path))
    guard !base.isEmpty else { return found }
    return found.hasPrefix(base + "/") ? String(found.dropFirst(base.count + 1)) : found
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder == "." ? name : (folder as NSString).appendingPathComponent(name)
  }
}
