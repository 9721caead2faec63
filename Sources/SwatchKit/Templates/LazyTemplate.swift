import Foundation
internal import Mustache

/// A template's source, parsed the first time it renders. swift-mustache's parser costs about as much per
/// line as rendering a thousand tokens, so a build parses only the templates its writers use. Safe to share
/// between writers running in parallel.
final class LazyTemplate: @unchecked Sendable {
  /// The text parsed: the template with the TEXT pragma line before it.
  let source: String
  /// Whether the template may include another one (`{{> name}}`, `{{< parent}}`), so it renders with every
  /// template registered as a partial. Templates that change delimiters (`{{=<% %>=}}`) count too, since the
  /// partial tags they use cannot be told from here.
  let mayUsePartials: Bool
  private var template: MustacheTemplate?
  private let lock = NSLock()

  /// A template parsed on first use; `source` must parse (built-in templates, checked by a test).
  init(source: String, parsed: MustacheTemplate? = nil) {
    self.source = source
    self.template = parsed
    self.mayUsePartials = Self.hasPartialOrDelimiterTag(source)
  }

  /// The parsed template.
  var parsed: MustacheTemplate {
    lock.withLock {
      if let template { return template }
      let parsed = try! MustacheTemplate(string: source)
      template = parsed
      return parsed
    }
  }

  /// Whether some `{{` is followed, after blanks, by `>`, `<` or `=`.
  static func hasPartialOrDelimiterTag(_ text: String) -> Bool {
    var utf8 = text.utf8[...]
    while let open = utf8.firstRange(of: "{{".utf8) {
      utf8 = utf8[open.upperBound...]
      let tag = utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      if let first = tag.first, first == UInt8(ascii: ">") || first == UInt8(ascii: "<") || first == UInt8(ascii: "=") {
        return true
      }
    }
    return false
  }
}

/// The templates of a library registered for partials, made once on first use.
final class PartialLibrary: @unchecked Sendable {
  private var made: MustacheLibrary?
  private let lock = NSLock()

  /// The library holding every one of `templates` by name, parsing each the first time.
  func library(of templates: [String: LazyTemplate]) -> MustacheLibrary {
    lock.withLock {
      if let made { return made }
      var library = MustacheLibrary()
      for (name, template) in templates { library.register(template.parsed, named: name) }
      made = library
      return library
    }
  }
}
