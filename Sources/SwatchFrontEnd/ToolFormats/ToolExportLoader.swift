import Foundation

/// Reads what design tools export, a Tokens Studio folder or file, a Figma Variables export folder or Figma's
/// variables as JSON, as if it were a DTCG resolver: the I/O edge for these inputs, as `ResolverLoader` is for
/// resolvers.
///
/// The tool's own description (`$themes.json` and `$metadata.json`, Figma's `Collection.Mode.json` file
/// names, or its variable collections) becomes a `ResolverDocument` (`TokensStudioProject`, `FigmaExport`,
/// `FigmaVariablesFile`): sets merged in order, later
/// winning, and one modifier per theme group or multi-mode collection, which `ResolverPlan` turns into
/// traits (a light and a dark one into `appearance`). Token files are then read by the pipeline like any,
/// their tool dialect rewritten by `ToolTokenTree`. One `format.detected` note says what each became.
public struct ToolExportLoader: Sendable {
  /// A format this loader recognizes.
  public enum Format: Sendable, Equatable {
    /// A folder holding `$themes.json` or `$metadata.json` and one token file per set.
    case tokensStudioFolder
    /// One file holding every set, with `$themes` or `$metadata` at its top.
    case tokensStudioFile
    /// A folder of `Collection.Mode.json` files.
    case figmaExport
    /// One JSON file of Figma's variables as its REST API or a plugin writes them (`FigmaVariablesFile`).
    case figmaVariablesFile

    var name: String {
      switch self {
      case .tokensStudioFolder: return "a Tokens Studio folder"
      case .tokensStudioFile: return "a Tokens Studio file"
      case .figmaExport: return "a Figma Variables export"
      case .figmaVariablesFile: return "Figma's variables (REST API or plugin JSON)"
      }
    }
  }

  /// Creates a loader.
  public init() {}

  /// The format of `paths` when it is a single tool export, else nil (plain token files and folders).
  public static func detect(_ paths: [String]) -> Format? {
    guard paths.count == 1, let path = paths.first else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    guard isDirectory.boolValue else { return fileFormat(path) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if names.contains(where: TokenSourceLoader.toolMetadata.contains) { return .tokensStudioFolder }
    if let export = enclosedExport(in: path) { return export.format }
    if let file = onlyJSONFile(in: path, names: names), let format = fileFormat(file) { return format }
    if figmaVariablesFiles(in: path, names: names) != nil { return .figmaVariablesFile }
    guard FigmaExport.isExport(names, in: path) || FigmaModeFiles.files(in: path, names: names) != nil else {
      return nil
    }
    // A Figma export is flat: a folder with subfolders of tokens is token files, whose names may hold dots too.
    // Swatch's own output folders beside an export synced to a repository's root are no such subfolders.
    return FigmaExport.hasTokenFolders(in: path, names: names) ? nil : .figmaExport
  }

  /// The format of the JSON file at `path` when it is one tool's whole export: a Tokens Studio file (one naming
  /// `$themes`, or Tokens Studio's `$metadata`: `studioMetadata`, or a legacy one whose top-level keys are its
  /// sets, `StudioLegacyFile`), or Figma's variables (`FigmaVariablesFile`); nil for a token file. A DTCG file
  /// whose root holds other `$metadata` (an exporter's name and version, as Figma Variables API exporters write)
  /// is a token file: its top-level groups are groups, not sets.
  public static func fileFormat(_ path: String) -> Format? {
    guard path.lowercased().hasSuffix(".json"), let data = InputFile.data(at: path),
      let text = String(data: data.prefix(1 << 22), encoding: .utf8)
    else { return nil }
    if text.containsBytes("\"$themes\"") || (text.containsBytes("\"$metadata\"") && studioMetadata(text)) {
      return .tokensStudioFile
    }
    if FigmaVariablesFile.matches(text) { return .figmaVariablesFile }
    return data.count <= 1 << 22 && StudioLegacyFile.matches(text, path: path) ? .tokensStudioFile : nil
  }

  /// Whether `text`, a JSON file with `$metadata`, is Tokens Studio's: its metadata names the sets
  /// (`tokenSetOrder`, `tokenSetsData`). Any other `$metadata` is an exporter's note; whether the file's top-level
  /// keys are sets is then told by its references (`StudioLegacyFile`).
  private static func studioMetadata(_ text: String) -> Bool {
    text.containsBytes("\"tokenSetOrder\"") || text.containsBytes("\"tokenSetsData\"")
  }

  /// Which files a design tool's export reads of those below it.
  package enum FilesRead {
    /// These, relative to the folder: the sets a Tokens Studio export's themes select.
    case these(Set<String>)
    /// Every JSON file at the folder's top, and none below: a Figma export's.
    case topJSON

    /// Whether the file at `relative` is read.
    package func contains(_ relative: String) -> Bool {
      switch self {
      case .these(let files): return files.contains(relative)
      case .topJSON: return !relative.contains("/") && relative.lowercased().hasSuffix(".json")
      }
    }
  }

  /// What the token folder `folder` reads when it is a design tool's export that reads only some files: a Tokens
  /// Studio export with themes the sets they select (`TokensStudioProject.selectedSets`), a Figma export the JSON
  /// files at its top; nil for any other folder, which reads every file.
  package static func filesRead(_ folder: String) -> FilesRead? {
    switch detect([folder]) {
    case .tokensStudioFolder?:
      return TokensStudioProject.selectedSets(folder).map { .these(Set($0.map { $0 + ".json" })) }
    case .figmaExport?: return .topJSON
    default: return nil
    }
  }

  /// The JSON files of a folder holding nothing else but hidden files, sorted, when each is one of Figma's
  /// variables files (a file per collection, as the Export/Import Variables plugin writes them); nil otherwise.
  static func figmaVariablesFiles(in folder: String, names: [String]) -> [String]? {
    let visible = names.filter { !$0.hasPrefix(".") }.sorted()
    guard !visible.isEmpty, visible.count <= 1_000, visible.allSatisfy({ $0.lowercased().hasSuffix(".json") }) else {
      return nil
    }
    let files = visible.map { FilePath.join(folder, $0) }
    return files.allSatisfy({ fileFormat($0) == .figmaVariablesFile }) ? files : nil
  }

  /// The one JSON file of a folder holding nothing else but hidden files, as a Tokens Studio sync folder of
  /// one file is.
  static func onlyJSONFile(in folder: String, names: [String]) -> String? {
    let visible = names.filter { !$0.hasPrefix(".") }
    guard visible.count == 1, let name = visible.first, name.lowercased().hasSuffix(".json") else { return nil }
    let path = FilePath.join(folder, name)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
    return path
  }

  /// The sets of the Tokens Studio folder at `path` whose files are not among `read` (no theme selects them),
  /// with their texts; nil when there are none.
  private static func unselectedSets(in path: String, reading read: Set<String>) -> UnselectedSets? {
    let sets = TokensStudioProject.setFiles(path).compactMap { file -> (name: String, source: SourceText)? in
      let full = FilePath.join(path, file)
      guard !read.contains(full), let text = try? String(contentsOfFile: full, encoding: .utf8) else { return nil }
      return (String(file.dropLast(".json".count)), SourceText(path: full, text: text))
    }
    return sets.isEmpty ? nil : UnselectedSets(sets)
  }

  /// Reads the export at `path` as `format` says, mapping its modifiers as `mappings` say.
  public func load(
    _ path: String, format: Format, mappings: [ModifierMapping] = [], confinement: PathConfinement = .none
  ) -> ResolverLoader.Result {
    // A Style Dictionary project over a Tokens Studio export, or a folder holding one, is read as that export.
    let project = Self.enclosedExport(in: path).flatMap { $0.format == format ? $0 : nil }
    let named = project?.path ?? path
    // A folder holding one Tokens Studio file, or one file of Figma's variables, is read as that file.
    let isFile = format == .tokensStudioFile || format == .figmaVariablesFile
    let folderNames = isFile ? try? FileManager.default.contentsOfDirectory(atPath: named) : nil
    let path = folderNames.flatMap { Self.onlyJSONFile(in: named, names: $0) } ?? named
    var diagnostics: [Diagnostic] = []
    var described: [SourceText] = []
    var inlineLeftOutTokens: [String: LeftOutToken] = [:]
    var inlineToolReadings: [SourceRange: ToolReading] = [:]
    var referenceOnlyTrees: Set<SourceRange> = []
    let figmaFiles =
      format == .figmaVariablesFile
      ? folderNames.flatMap { Self.figmaVariablesFiles(in: path, names: $0) } ?? [path] : []
    let document: ResolverDocument?
    switch format {
    case .tokensStudioFolder:
      document = TokensStudioProject.folder(path, described: &described, diagnostics: &diagnostics)
    case .tokensStudioFile:
      document = TokensStudioProject.file(
        path, described: &described, diagnostics: &diagnostics, leftOutTokens: &inlineLeftOutTokens,
        toolReadings: &inlineToolReadings,
        referenceOnly: &referenceOnlyTrees)
    case .figmaExport:
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let modeFiles = FigmaExport.isExport(names, in: path) ? nil : FigmaModeFiles.files(in: path, names: names)
      document = modeFiles.map { FigmaModeFiles.document(path, files: $0) } ?? FigmaExport.document(path)
    case .figmaVariablesFile:
      // One file, or a folder of them read together: an alias may name a variable of another file.
      let roots = figmaFiles.compactMap {
        TokensStudioProject.read($0, described: &described, diagnostics: &diagnostics)
      }
      document = roots.isEmpty ? nil : FigmaVariablesFile.document(roots, path: path, diagnostics: &diagnostics)
    }
    // A Figma variable named as another was left out (`token.duplicate`): the rest is read, and the error stops the
    // build unless it keeps going (`Project`).
    let stops = diagnostics.contains { $0.severity == .error && $0.id != "token.duplicate" }
    guard let document, !stops else {
      // Never an exit status without a word: an export that gave nothing says so.
      if !diagnostics.containsErrors {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let expected =
          format == .figmaVariablesFile
          ? "collections with a name and modes, and variables with a name, a type and values by mode" : nil
        diagnostics.append(Diagnostic(.formatEmpty(name, format: format.name, expected: expected), at: .file(path)))
      }
      return ResolverLoader.Result(descriptions: described, diagnostics: diagnostics)
    }
    let (plan, planDiagnostics) = ResolverPlan.make(document, mappings: mappings)
    diagnostics += planDiagnostics
    let folder = isFile ? FilePath.directory(of: path) : path
    let local = PathConfinement(directory: folder, allowOutside: confinement.root == nil)
    var input = ResolverLoader().readFiles(
      plan, resolverPath: path, allows: { confinement.allows($0) || local.allows($0) }, diagnostics: &diagnostics)
    var summary = plan.modifierSummary.isEmpty ? ["no themes or modes, one set of tokens"] : plan.modifierSummary
    if let config = project?.config?.split(separator: "/").last {
      summary.append("the export the Style Dictionary configuration '\(config)' reads")
    }
    // A Tokens Studio file's sets are inline documents under its own path, and so are Figma's variables, whose
    // numbers and sizes alias each other as loosely as Tokens Studio's (a font size aliasing a plain number).
    // A folder of Figma's files is one document under the folder's path, its tokens named in the files.
    let folderOfFigmaFiles = format == .figmaVariablesFile && figmaFiles != [path] ? [path] : []
    let inlineFile = format == .tokensStudioFile ? [path] : figmaFiles + folderOfFigmaFiles
    if format != .figmaExport { input.tokensStudioFiles = Set(input.files.map(\.path) + inlineFile) }
    input.readsFigmaAliasData = format == .figmaExport
    if format == .figmaExport || format == .figmaVariablesFile {
      input.literalTextFiles = Set(input.files.map(\.path) + inlineFile)
    }
    input.inlineLeftOutTokens = inlineLeftOutTokens
    input.inlineToolReadings = inlineToolReadings
    input.referenceOnlyTrees = referenceOnlyTrees
    if format == .tokensStudioFolder, let themes = described.first(where: { $0.path.hasSuffix("$themes.json") }) {
      let root = YAMLReader().read(themes.text, path: themes.path).0
      input.referenceOnlyFiles = TokensStudioProject.referenceOnlyFiles(path, themes: root)
      input.unselectedSets = Self.unselectedSets(in: path, reading: Set(input.files.map(\.path)))
    }
    // Said at the file that describes the export, else at its first token file.
    let place = (described.first?.path ?? input.files.first?.path).map(SourceRange.file)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    diagnostics.append(Diagnostic(.formatDetected(name, format: format.name, summary: summary), at: place))
    // Sets in the folder that no theme selects build nothing: said once, so a missing token is no mystery.
    if let unselected = input.unselectedSets {
      diagnostics.append(Diagnostic(.formatUnselectedSets(unselected.names), at: place))
    }
    // A theme file naming dozens of missing sets is grouped as the pipeline groups its own floods.
    return ResolverLoader.Result(
      descriptions: described, input: input, traits: plan.traits, modifierSummary: plan.modifierSummary,
      diagnostics: DiagnosticGrouping.group(diagnostics))
  }
}
