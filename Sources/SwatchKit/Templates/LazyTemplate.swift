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
  /// Whether the template may name a partial by a variable (`{{>*name}}`), which swift-mustache reads only
  /// from a `String`; such templates get plain strings, the slower path. Delimiter changes count too.
  let mayUseDynamicPartials: Bool
  private var template: MustacheTemplate?
  private let lock = NSLock()

  /// A template parsed on first use; `source` must parse (built-in templates, checked by a test).
  init(source: String, parsed: MustacheTemplate? = nil) {
    self.source = source
    self.template = parsed
    self.mayUsePartials = Self.hasPartialOrDelimiterTag(source)
    self.mayUseDynamicPartials = Self.hasDynamicPartialOrDelimiterTag(source)
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
    tags(in: text).contains { tag in
      guard let first = tag.first else { return false }
      return first == UInt8(ascii: ">") || first == UInt8(ascii: "<") || first == UInt8(ascii: "=")
    }
  }

  /// Whether some `{{` is followed, after blanks, by `=`, or by `>` then, after blanks, `*`.
  static func hasDynamicPartialOrDelimiterTag(_ text: String) -> Bool {
    tags(in: text).contains { tag in
      guard let first = tag.first else { return false }
      if first == UInt8(ascii: "=") { return true }
      return first == UInt8(ascii: ">") && skippingBlanks(tag.dropFirst()).first == UInt8(ascii: "*")
    }
  }

  /// The text after each `{{`, from its first non-blank byte.
  private static func tags(in text: String) -> [Substring.UTF8View] {
    var tags: [Substring.UTF8View] = []
    var utf8 = text[...].utf8
    while let open = utf8.firstRange(of: "{{".utf8) {
      utf8 = utf8[open.upperBound...]
      tags.append(skippingBlanks(utf8))
    }
    return tags
  }

  private static func skippingBlanks(_ utf8: Substring.UTF8View) -> Substring.UTF8View {
    utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
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
