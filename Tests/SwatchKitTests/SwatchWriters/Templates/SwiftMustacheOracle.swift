import Mustache

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// swift-mustache, the oracle of the differential tests: renders a template over a `JSONValue` context as
/// Swatch did before it had its own renderer, with the TEXT content type (no HTML escaping).
enum SwiftMustacheOracle {
  /// `templates` (name to text) as a swift-mustache library, each with the TEXT pragma line before it.
  static func library(_ templates: [String: String]) throws -> MustacheLibrary {
    var library = MustacheLibrary()
    for (name, text) in templates {
      library.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}\n" + text), named: name)
    }
    return library
  }

  /// Template `name` of `library` rendered with `context`.
  static func render(_ name: String, in library: MustacheLibrary, context: JSONValue) -> String? {
    library.render(context.mustacheValue(plainStrings: true), withTemplate: name)
  }
}

extension JSONValue {
  /// The value as Mustache reads it: objects as `MustacheObject`s, strings and numbers (as their JSON text)
  /// as `MustacheText`, or as plain `String`s when `plainStrings` is set: swift-mustache reads the name of a
  /// dynamic partial (`{{>*name}}`) only from a `String`.
  func mustacheValue(plainStrings: Bool = false) -> Any {
    switch self {
    case .null: return MustacheNull()
    case .bool(let b): return b
    case .number(let n): return text(NumberText.shortest(n), plain: plainStrings)
    case .string(let s): return text(s, plain: plainStrings)
    case .array(let items): return OracleList(items.map { $0.mustacheValue(plainStrings: plainStrings) })
    case .object(let pairs): return MustacheObject(pairs: pairs, plainStrings: plainStrings)
    }
  }

  private func text(_ text: String, plain: Bool) -> Any {
    plain ? text : MustacheText(text)
  }
}

/// A JSON object as Mustache reads it: keys looked up in the pairs, the first pair of a key winning, and
/// children converted only when a template asks for them. Converting the whole context up front into
/// dictionaries cost more than rendering it.
struct MustacheObject: MustacheParent, MustacheTransformable, MustacheCustomRenderable {
  /// An object interpolates as nothing (swift-mustache would print the Swift structure).
  var renderText: String { "" }
  var isNull: Bool { false }

  let pairs: [(String, JSONValue)]
  /// Whether strings stay `String`s, as `JSONValue.mustacheValue(plainStrings:)`.
  var plainStrings = false

  func child(named name: String) -> Any? {
    pairs.first { $0.0 == name }?.1.mustacheValue(plainStrings: plainStrings)
  }

  /// The transforms Mustache offers dictionaries: `count`, `empty`, and `enumerated` and `sorted` as
  /// key-value pairs (`enumerated` in the object's order).
  func transform(_ name: String) -> Any? {
    let keys = pairs.map(\.0)
    let unique = pairs.enumerated().filter { !keys[..<$0.offset].contains($0.element.0) }.map(\.element)
    switch name {
    case "count": return unique.count
    case "empty": return unique.isEmpty
    case "enumerated": return unique.map { (key: $0.0, value: $0.1.mustacheValue(plainStrings: plainStrings)) }
    case "sorted":
      return unique.sorted { $0.0 < $1.0 }.map { (key: $0.0, value: $0.1.mustacheValue(plainStrings: plainStrings)) }
    default: return nil
    }
  }
}

/// A string as Mustache renders it: already text, so `{{name}}` stops at the first cast swift-mustache tries
/// instead of going on through lambdas, optionals and `String(describing:)` (about a third of the cost of each
/// lookup). Reads like a `String` otherwise: string transforms (`{{uppercased(name)}}`) apply, and an empty
/// one still opens a section, as a `String` does.
struct MustacheText: MustacheCustomRenderable, MustacheTransformable {
  let renderText: String

  init(_ text: String) { renderText = text }

  var isNull: Bool { false }

  func transform(_ name: String) -> Any? {
    renderText.transform(name)
  }
}

/// A JSON null as the oracle reads it: renders as nothing, closes sections, opens inverted ones, as the
/// Mustache specification says (swift-mustache's own reading of a missing value).
struct MustacheNull: MustacheCustomRenderable {
  var renderText: String { "" }
  var isNull: Bool { true }
}

/// A JSON array as the oracle reads it: a list for sections and transforms, nothing when interpolated
/// (swift-mustache would print the Swift array).
struct OracleList: MustacheSequence, MustacheCustomRenderable, MustacheTransformable {
  let oracleItems: [Any]

  init(_ items: [Any]) { oracleItems = items }

  func makeIterator() -> IndexingIterator<[Any]> { oracleItems.makeIterator() }

  var renderText: String { "" }
  var isNull: Bool { false }

  func transform(_ name: String) -> Any? {
    switch name {
    case "first", "last":
      guard let item = name == "first" ? oracleItems.first : oracleItems.last else { return nil }
      return item
    case "reversed": return OracleList(oracleItems.reversed())
    default: return oracleItems.transform(name)
    }
  }
}
