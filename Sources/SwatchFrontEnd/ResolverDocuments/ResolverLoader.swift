import Foundation

/// Reads a DTCG 2025.10 resolver file and the token files it references: the I/O edge for resolver input,
/// as `TokenSourceLoader` is for plain token files.
///
/// The resolver is parsed (`ResolverParser`) and planned (`ResolverPlan`) here; the token documents it
/// names go to the pipeline as a `TokenInput` whose documents carry their roles, so the pipeline's stages
/// merge sets and contexts without knowing about resolvers.
public struct ResolverLoader: Sendable {
  /// What loading a resolver gave.
  public struct Result: Sendable {
    /// The resolver file's text, for quoting in diagnostics; nil if it could not be read.
    public var resolver: SourceText?
    /// Other files describing the input, for quoting in diagnostics (Tokens Studio's `$themes.json`).
    public var descriptions: [SourceText] = []
    /// The files and documents to resolve, if the resolver could be read and planned.
    public var input: TokenInput?
    /// The traits the resolver's modifiers become.
    public var traits: TraitSet?
    /// One line per modifier saying which traits it became.
    public var modifierSummary: [String] = []
    /// Every problem found in the resolver or in reading the files it names.
    public var diagnostics: [Diagnostic]
    /// The files the resolver names, and may read, that could not be read (missing, or a folder), sorted: what
    /// a watch waits for.
    public var unread: [String] = []
  }

  /// Whether `path` names a resolver document rather than a token file: it ends in `.resolver.json`.
  public static func isResolver(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".resolver.json")
  }

  /// Whether the file `path`, named on its own in `tokens:`, is a resolver document: named so, or a JSON file
  /// whose root holds `resolutionOrder` (`resolver.json`, as some teams name theirs), which as token files
  /// would be tokens called `version` and `sets` with no type. A folder's files are told by name alone.
  public static func isNamedResolver(_ path: String) -> Bool {
    if isResolver(path) { return true }
    guard path.lowercased().hasSuffix(".json"), let data = InputFile.data(at: path),
      data.range(of: Data("\"resolutionOrder\"".utf8)) != nil,
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return false }
    return root["resolutionOrder"] is [Any]
  }

  /// Reads one file: nil if it cannot be read, an `input.encoding` error if it is not UTF-8.
  let readText: @Sendable (String) -> Swift.Result<String, Diagnostic>?

  /// Creates a loader that reads files from disk.
  public init() { readText = Self.readFromDisk }

  /// Creates a loader that reads every file through `read`, by the path as the resolver names it (tests read
  /// a fixture's files this way, so diagnostics name them by their relative paths).
  init(reading read: @escaping @Sendable (String) -> Swift.Result<String, Diagnostic>?) { readText = read }

  /// Reads the resolver at `path` and every token file it names that `confinement` or the resolver's own
  /// folder tree allows, mapping its modifiers onto traits as `mappings` say.
  public func load(
    _ path: String, mappings: [ModifierMapping] = [], confinement: PathConfinement = .none
  ) -> Result {
    let text: String
    switch readText(path) {
    case nil:
      return Result(diagnostics: [Diagnostic(.ioUnreadable(path, reason: Self.unreadableReason(path)), at: nil)])
    case .failure(let diagnostic): return Result(diagnostics: [diagnostic])
    case .success(let decoded): text = decoded
    }
    let resolver = SourceText(path: path, text: text)
    let (root, yamlDiagnostics) = YAMLReader().read(text, path: path)
    guard let root, !yamlDiagnostics.containsErrors else {
      return Result(resolver: resolver, diagnostics: yamlDiagnostics)
    }
    let (document, parseDiagnostics) = ResolverParser().parse(root, path: path)
    let (plan, planDiagnostics) = ResolverPlan.make(document, mappings: mappings)
    var diagnostics = yamlDiagnostics + parseDiagnostics + planDiagnostics
    let local = PathConfinement(directory: FilePath.directory(of: path), allowOutside: confinement.root == nil)
    let allows = { (file: String) in confinement.allows(file) || local.allows(file) }
    let input = readFiles(plan, resolverPath: path, allows: allows, diagnostics: &diagnostics)
    let read = Set(input.files.map(\.path))
    let unread = plan.documents.compactMap { document -> String? in
      guard case .file(let file, _) = document.source, allows(file), !read.contains(file) else { return nil }
      return file
    }
    return Result(
      resolver: resolver, input: input, traits: plan.traits, modifierSummary: plan.modifierSummary,
      diagnostics: diagnostics, unread: Array(Set(unread)).sorted())
  }

  /// Reads each file the plan names once, reporting unreadable ones at their `$ref`.
  func readFiles(
    _ plan: ResolverPlan, resolverPath: String, allows: (String) -> Bool, diagnostics: inout [Diagnostic]
  ) -> TokenInput {
    var files: [SourceText] = []
    var positions: [String: Int?] = [:]
    var documents: [DocumentSource] = []
    for (source, role) in plan.documents {
      switch source {
      case .inline(let node):
        documents.append(DocumentSource(origin: .inline(node, path: resolverPath), role: role))
      case .file(let file, let range):
        guard allows(file) else {
          diagnostics.append(Diagnostic(.pathOutside(file), at: range))
          continue
        }
        if positions[file] == nil {
          positions[file] = .some(nil)
          switch readText(file) {
          case nil: diagnostics.append(Diagnostic(.ioUnreadable(file, reason: Self.unreadableReason(file)), at: range))
          case .failure(let diagnostic): diagnostics.append(diagnostic)
          case .success(let text):
            positions[file] = files.count
            files.append(SourceText(path: file, text: text))
          }
        }
        guard let position = positions[file] ?? nil else { continue }
        documents.append(DocumentSource(origin: .file(position), role: role))
      }
    }
    return TokenInput(files: files, documents: documents)
  }

  /// The file's text; nil if it cannot be read, an `io.too-large` error past `InputFile.maximumTextSize`, an
  /// `input.encoding` error if it is not UTF-8.
  private static func readFromDisk(_ path: String) -> Swift.Result<String, Diagnostic>? {
    switch InputFile.bytes(at: path) {
    case .success(let bytes): UTF8Text.decode(Data(bytes), path: path)
    case .failure(.tooLarge(let size)): .failure(InputFile.diagnostic(.tooLarge(size: size), path: path))
    case .failure: nil
    }
  }

  /// Why `path` gave no text: missing, a folder where a file was named, or something that cannot be opened as
  /// a file (a pipe, a file without read permission).
  private static func unreadableReason(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
    return isFolder.boolValue ? "it is a folder, not a file" : "the file cannot be opened"
  }
}
