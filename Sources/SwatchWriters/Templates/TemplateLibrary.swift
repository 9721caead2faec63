import Foundation

/// The Mustache templates writers render: the built-in ones, optionally replaced or extended by a project's
/// own `templates:` folder.
///
/// Templates render as plain text: values are never HTML-escaped, since the output is code. Templates see
/// only the context a writer builds (documented in `docs/templates.md`), never the graph itself. Each
/// template is parsed once, when it is added; `linkDiagnostics()` then checks the partials between them.
public struct TemplateLibrary: Sendable {
  private var templates: [String: Entry]
  /// Where each render's template name and context are reported, if anywhere: how the contexts of the
  /// built-in writers are dumped as golden files, which document them.
  public var recorder: TemplateContextRecorder?
  /// Whether every item copied from the last build's file is rendered as well and compared with the copy: a
  /// test of the writers' item keys, at the cost of the time the copies save (`swatch build` sets it when
  /// `SWATCH_VERIFY_REUSE=1`).
  public var verifiesReuse = false
  /// The output size past which a render with a spool writes to it: `MustacheRenderer.spoolThreshold`, unless a
  /// test lowers it so that a file of a few MiB takes the large file's path.
  package var spoolThreshold = MustacheRenderer.spoolThreshold

  private struct Entry: Sendable {
    var template: Result<MustacheTemplate, MustacheSyntaxError>
    /// Where the template came from: `templates/<name>` for a built-in one, or its file path.
    var origin: String
  }

  /// The empty library.
  public init() {
    templates = [:]
  }

  /// The templates compiled into Swatch, from the repository's `templates/` folder (see
  /// `scripts/embed-templates.sh`). `BuiltinTemplatesTests` checks that every one parses.
  public static let builtIn: TemplateLibrary = {
    var library = TemplateLibrary()
    for (name, text) in BuiltinTemplates.all {
      library.templates[name] = Entry(template: parse(text), origin: "templates/\(name)")
    }
    return library
  }()

  /// The names of every template, sorted; a name is a path such as `css/tokens.css.mustache`.
  public var names: [String] { templates.keys.sorted() }

  /// Whether a template named `name` exists.
  public func contains(_ name: String) -> Bool { templates[name] != nil }

  /// Adds or replaces the template `name` with `text` read from `path`, reporting parse errors there.
  /// A project's own templates are parsed at once, so every error is reported whether or not an output uses
  /// the template.
  public mutating func add(_ text: String, named name: String, path: String) -> [Diagnostic] {
    let template = Self.parse(text)
    if case .success = template { templates[name] = Entry(template: template, origin: path) }
    return diagnostics(of: Entry(template: template, origin: path))
  }

  private static func parse(_ text: String) -> Result<MustacheTemplate, MustacheSyntaxError> {
    do { return .success(try MustacheTemplate(text)) } catch { return .failure(error) }
  }

  /// The parse errors of template `name`, or nil if there is no such template.
  func diagnostics(of name: String) -> [Diagnostic]? {
    templates[name].map(diagnostics(of:))
  }

  private func diagnostics(of entry: Entry) -> [Diagnostic] {
    guard case .failure(let error) = entry.template else { return [] }
    return [Diagnostic(.templateSyntax(error.message), at: SourceRange(file: entry.origin, at: error.position))]
  }

  /// The parsed template `name`, if it exists and parses.
  func template(named name: String) -> MustacheTemplate? {
    guard case .success(let template)? = templates[name]?.template else { return nil }
    return template
  }

  /// Where template `name` came from, for diagnostics.
  func origin(of name: String) -> String? { templates[name]?.origin }

  /// The text of template `name` rendered with `context`.
  ///
  /// Throws when there is no such template (a diagnostic without a place: the caller knows where the
  /// template was asked for), when it does not parse, or when the render goes past a limit.
  public func render(_ name: String, context: JSONValue) throws(TemplateRenderFailure) -> String {
    try render(name, context: .json(context))
  }

  /// The text of template `name` rendered with `context`, a writer's typed context or JSON; see
  /// `render(_:context:)`.
  public func render(_ name: String, context: MustacheValue) throws(TemplateRenderFailure) -> String {
    String(decoding: try renderUTF8(name, context: context), as: UTF8.self)
  }

  /// `render(_:context:)`'s text as the UTF-8 bytes the renderer produced, with no copy into a `String`.
  public func renderUTF8(_ name: String, context: MustacheValue) throws(TemplateRenderFailure) -> [UInt8] {
    try renderUTF8(name, context: context, reusing: nil, recordsPieces: false).bytes
  }

  /// What `renderUTF8(_:context:reusing:recordsPieces:spool:)` rendered.
  public struct Rendered {
    /// The output's bytes; empty when they went to `spool`.
    public var bytes: [UInt8]
    /// The spool the output went to, complete but not finished yet; nil when `bytes` holds it.
    public var spool: (any OutputSpool)?
    /// Where each keyed item's text is in the output, when recorded.
    public var pieces: [MustachePiece]
    /// How many items were copied from the last build's pieces.
    public var copied: Int
  }

  /// `renderUTF8(_:context:)` with the piece cache: items of keyed lists found in `previous`, the last build's
  /// pieces of the same file, are copied from it; with `recordsPieces`, where each keyed item's text is in the
  /// output is returned for the next build. With `spool`, an output past `MustacheRenderer.spoolThreshold`
  /// goes to the spool it opens as it renders (`OutputSpool`); the caller finishes it, or it is discarded here
  /// when the render fails.
  ///
  /// When `previous` reads its text from a file that proves, once read to its end, not to be the one its
  /// pieces index (`PreviousFileReader.finish()`), what was copied from it is thrown away and the file is
  /// rendered again without copies.
  public func renderUTF8(
    _ name: String, context: MustacheValue, reusing previous: MustachePieces?, recordsPieces: Bool,
    spool: (@Sendable () -> (any OutputSpool)?)? = nil
  ) throws(TemplateRenderFailure) -> Rendered {
    guard let entry = templates[name] else {
      throw TemplateRenderFailure(Diagnostic(.templateMissing(name), at: nil))
    }
    guard case .success(let template) = entry.template else {
      throw TemplateRenderFailure(diagnostics(of: entry)[0])
    }
    // The JSON form is made only when a recorder asks for it.
    recorder?.record(name, context.json)
    let library = self
    var renderer = MustacheRenderer(partials: { library.template(named: $0) })
    renderer.previousPieces = previous
    renderer.recordsPieces = recordsPieces
    // The pieces stay until the build ends (the piece store is written last): room for about the last
    // build's count, rather than the up to twice as many that growing by doubling leaves.
    if recordsPieces, let previous {
      renderer.pieces.reserveCapacity(previous.pieceCount + previous.pieceCount / 64 + 16)
    }
    renderer.verifiesPieces = verifiesReuse
    renderer.openSpool = spool
    renderer.spoolThreshold = spoolThreshold
    do {
      try renderer.render(template, context: context)
    } catch {
      renderer.takeSpool()?.discard()
      if renderer.copiedUnproven() {
        return try renderUTF8(name, context: context, reusing: nil, recordsPieces: recordsPieces, spool: spool)
      }
      throw TemplateRenderFailure(Self.diagnostic(error, template: name, origin: entry.origin))
    }
    if renderer.copiedUnproven() {
      renderer.takeSpool()?.discard()
      return try renderUTF8(name, context: context, reusing: nil, recordsPieces: recordsPieces, spool: spool)
    }
    let pieces = renderer.recordsPieces ? Self.trimmed(renderer.pieces) : []
    if let spooled = renderer.takeSpool() {
      return Rendered(bytes: [], spool: spooled, pieces: pieces, copied: renderer.copiedCount)
    }
    return Rendered(bytes: renderer.takeOutput(), spool: nil, pieces: pieces, copied: renderer.copiedCount)
  }

  /// `pieces` in an array of about their count, copied when growing left much more room.
  private static func trimmed(_ pieces: [MustachePiece]) -> [MustachePiece] {
    pieces.capacity > pieces.count + pieces.count / 8 + 64
      ? Array(unsafeUninitializedCapacity: pieces.count) {
        buffer, count in
        count = buffer.initialize(fromContentsOf: pieces)
      } : pieces
  }

  private static func diagnostic(_ error: MustacheRenderError, template: String, origin: String) -> Diagnostic {
    switch error {
    case .tooDeep(let limit): return Diagnostic(.templateTooDeep(template, limit: limit), at: .file(origin))
    case .tooLarge(let limit): return Diagnostic(.templateTooLarge(template, limit: limit), at: .file(origin))
    case .tooManySteps(let limit):
      return Diagnostic(.templateTooManySteps(template, limit: limit), at: .file(origin))
    case .missingPartial(let partial, let position):
      return Diagnostic(.templateMissing(partial), at: SourceRange(file: origin, at: position))
    case .reuseMismatch(let key):
      return Diagnostic(.templateReuseMismatch(template, key: key), at: .file(origin))
    }
  }
}

/// Why a template did not render, as a diagnostic.
public struct TemplateRenderFailure: Error {
  /// The problem; without a place when the template itself does not exist.
  public var diagnostic: Diagnostic

  init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// Collects the context every render receives, keyed by template name; safe to share between writers
/// running in parallel.
public final class TemplateContextRecorder: @unchecked Sendable {
  private var contexts: [String: JSONValue] = [:]
  private let lock = NSLock()

  /// Creates an empty recorder.
  public init() {}

  func record(_ name: String, _ context: JSONValue) {
    lock.withLock { contexts[name] = context }
  }

  /// Every recorded context by template name; a template rendered more than once keeps its last context.
  public var recorded: [String: JSONValue] { lock.withLock { contexts } }
}

extension SourceRange {
  /// The empty range at `position` in `file`.
  init(file: String, at position: SourcePosition) {
    self.init(file: file, start: position, end: position)
  }
}
