import Foundation
internal import Mustache

/// The Mustache templates writers render: the built-in ones, optionally replaced or extended by a project's
/// own `templates:` folder.
///
/// Templates render as plain text: values are never HTML-escaped, since the output is code. Templates see
/// only the context a writer builds (documented in `docs/templates.md`), never the graph itself.
public struct TemplateLibrary: Sendable {
  private var templates: [String: Entry]
  /// Every template registered for partials (`{{> css/header.mustache}}`), made on the first render that may
  /// use one; replaced whenever a template is added.
  private var partials = PartialLibrary()
  /// Where each render's template name and context are reported, if anywhere: how the contexts of the
  /// built-in writers are dumped as golden files, which document them.
  public var recorder: TemplateContextRecorder?

  private struct Entry: Sendable {
    var template: LazyTemplate
    /// Where the template came from: `(built-in)` or its file path.
    var origin: String
  }

  /// The empty library.
  public init() {
    templates = [:]
  }

  private mutating func insert(_ template: LazyTemplate, named name: String, origin: String) {
    templates[name] = Entry(template: template, origin: origin)
    partials = PartialLibrary()
  }

  /// The templates compiled into Swatch, from the repository's `templates/` folder. Each is parsed the first
  /// time it renders: a build pays only for the templates its writers use, each on the writer's own thread.
  /// `BuiltinTemplatesTests` checks that every one parses.
  public static let builtIn: TemplateLibrary = {
    var library = TemplateLibrary()
    for (name, text) in BuiltinTemplates.all {
      library.insert(LazyTemplate(source: textPragma + text), named: name, origin: "templates/\(name)")
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
    let (template, diagnostics) = Self.parse(Self.textPragma + text, origin: path)
    if let template {
      insert(LazyTemplate(source: Self.textPragma + text, parsed: template), named: name, origin: path)
    }
    return diagnostics
  }

  /// The parse errors of template `name`, or nil if there is no such template.
  func diagnostics(of name: String) -> [Diagnostic]? {
    guard let entry = templates[name] else { return nil }
    return Self.parse(entry.template.source, origin: entry.origin).1
  }

  /// The text of template `name` rendered with `context`, or nil if there is no such template.
  public func render(_ name: String, context: JSONValue) -> String? {
    guard let entry = templates[name] else { return nil }
    recorder?.record(name, context)
    let library = entry.template.mayUsePartials ? partials.library(of: templates.mapValues(\.template)) : nil
    let value = context.mustacheValue(plainStrings: entry.template.mayUseDynamicPartials)
    return entry.template.parsed.render(value, library: library)
  }

  /// Every template forces the TEXT content type, so `{{value}}` is never HTML-escaped. The pragma stands on a
  /// line of its own, which Mustache drops, so the template's own first line keeps its standalone-tag rules.
  private static let textPragma = "{{% CONTENT_TYPE: TEXT}}\n"

  fileprivate static func parse(_ source: String, origin: String) -> (MustacheTemplate?, [Diagnostic]) {
    do {
      return (try MustacheTemplate(string: source), [])
    } catch let error as MustacheTemplate.ParserError {
      let position = SourcePosition(line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber)
      let range = SourceRange(file: origin, start: position, end: position)
      return (nil, [Diagnostic(.templateSyntax("\(error.error)"), at: range)])
    } catch {
      return (nil, [Diagnostic(.templateSyntax("\(error)"), at: .file(origin))])
    }
  }
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
