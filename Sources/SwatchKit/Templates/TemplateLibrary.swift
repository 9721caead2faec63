import Foundation
internal import Mustache

/// The Mustache templates writers render: the built-in ones, optionally replaced or extended by a project's
/// own `templates:` folder.
///
/// Templates render as plain text: values are never HTML-escaped, since the output is code. Templates see
/// only the context a writer builds (documented in `docs/templates.md`), never the graph itself.
public struct TemplateLibrary: Sendable {
  private var templates: [String: Entry]
  /// The same templates registered for partials (`{{> css/header.mustache}}`).
  private var library = MustacheLibrary()
  /// Where each render's template name and context are reported, if anywhere: how the contexts of the
  /// built-in writers are dumped as golden files, which document them.
  public var recorder: TemplateContextRecorder?

  private struct Entry: Sendable {
    var template: MustacheTemplate
    /// Where the template came from: `(built-in)` or its file path.
    var origin: String
  }

  /// The empty library.
  public init() {
    templates = [:]
  }

  private mutating func insert(_ template: MustacheTemplate, named name: String, origin: String) {
    templates[name] = Entry(template: template, origin: origin)
    library.register(template, named: name)
  }

  /// The templates compiled into Swatch, from the repository's `templates/` folder.
  public static let builtIn: TemplateLibrary = {
    var library = TemplateLibrary()
    for (name, text) in BuiltinTemplates.all {
      let (template, diagnostics) = Self.parse(text, origin: "templates/\(name)")
      precondition(diagnostics.isEmpty, "built-in template \(name) does not parse")
      library.insert(template!, named: name, origin: "templates/\(name)")
    }
    return library
  }()

  /// The names of every template, sorted; a name is a path such as `css/tokens.css.mustache`.
  public var names: [String] { templates.keys.sorted() }

  /// Whether a template named `name` exists.
  public func contains(_ name: String) -> Bool { templates[name] != nil }

  /// Adds or replaces the template `name` with `text` read from `path`, reporting parse errors there.
  public mutating func add(_ text: String, named name: String, path: String) -> [Diagnostic] {
    let (template, diagnostics) = Self.parse(text, origin: path)
    if let template { insert(template, named: name, origin: path) }
    return diagnostics
  }

  /// The text of template `name` rendered with `context`, or nil if there is no such template.
  public func render(_ name: String, context: JSONValue) -> String? {
    guard let entry = templates[name] else { return nil }
    recorder?.record(name, context)
    return entry.template.render(context.mustacheValue, library: library)
  }

  /// Every template forces the TEXT content type, so `{{value}}` is never HTML-escaped. The pragma stands on a
  /// line of its own, which Mustache drops, so the template's own first line keeps its standalone-tag rules.
  private static let textPragma = "{{% CONTENT_TYPE: TEXT}}\n"

  private static func parse(_ text: String, origin: String) -> (MustacheTemplate?, [Diagnostic]) {
    do {
      return (try MustacheTemplate(string: textPragma + text), [])
    } catch let error as MustacheTemplate.ParserError {
      let position = SourcePosition(line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber)
      let range = SourceRange(file: origin, start: position, end: position)
      return (nil, [Diagnostic(.templateSyntax("\(error.error)"), at: range)])
    } catch {
      return (nil, [Diagnostic(.templateSyntax("\(error)"), at: .file(origin))])
    }
  }
}

extension JSONValue {
  /// The value as Mustache reads it: objects as `MustacheObject`s, numbers as their JSON text.
  var mustacheValue: Any {
    switch self {
    case .null: return false
    case .bool(let b): return b
    case .number(let n): return JSONSerializer.number(n)
    case .string(let s): return s
    case .array(let items): return items.map(\.mustacheValue)
    case .object(let pairs): return MustacheObject(pairs: pairs)
    }
  }
}

/// A JSON object as Mustache reads it: keys looked up in the pairs, the first pair of a key winning, and
/// children converted only when a template asks for them. Converting the whole context up front into
/// dictionaries cost more than rendering it.
struct MustacheObject: MustacheParent, MustacheTransformable {
  let pairs: [(String, JSONValue)]

  func child(named name: String) -> Any? {
    pairs.first { $0.0 == name }?.1.mustacheValue
  }

  /// The transforms Mustache offers dictionaries: `count`, `empty`, and `enumerated` and `sorted` as
  /// key-value pairs (`enumerated` in the object's order).
  func transform(_ name: String) -> Any? {
    let keys = pairs.map(\.0)
    let unique = pairs.enumerated().filter { !keys[..<$0.offset].contains($0.element.0) }.map(\.element)
    switch name {
    case "count": return unique.count
    case "empty": return unique.isEmpty
    case "enumerated": return unique.map { (key: $0.0, value: $0.1.mustacheValue) }
    case "sorted": return unique.sorted { $0.0 < $1.0 }.map { (key: $0.0, value: $0.1.mustacheValue) }
    default: return nil
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
