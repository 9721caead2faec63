import Foundation

@testable import SwatchModel
@testable import SwatchWriters

/// Walks a JSON context against a `MustacheShape` and reports every key the shape does not declare and every
/// value of another kind than its field's: what a documented shape promises about the contexts a writer
/// really builds.
struct ShapeValidator {
  /// The problems found, each `path: what is wrong`.
  private(set) var problems: [String] = []
  /// Every field met, as `Shape.field`.
  private(set) var seen: Set<String> = []

  /// Checks `value`, an object of `shape`, found at `path`.
  mutating func check(_ value: JSONValue, against shape: MustacheShape, at path: String = "") {
    guard case .object(let pairs) = value else {
      problems.append("\(path): \(Self.describe(value)) where \(shape.name) is an object")
      return
    }
    for (key, field) in pairs {
      guard let kind = shape.kind(of: key) else {
        problems.append("\(path).\(key): not a field of \(shape.name)")
        continue
      }
      seen.insert("\(shape.name).\(key)")
      check(field, is: kind, at: "\(path).\(key)")
    }
  }

  /// Checks that `value`, found at `path`, is of `kind`.
  mutating func check(_ value: JSONValue, is kind: MustacheShape.Kind, at path: String) {
    switch (kind, value) {
    case (.text, .string), (.text, .number), (.flag, .bool), (.json, _): return
    case (.object(let reference), _): check(value, against: reference.shape, at: path)
    case (.list(let item), .array(let items)):
      for (index, element) in items.enumerated() { check(element, is: item, at: "\(path)[\(index)]") }
    default: problems.append("\(path): \(Self.describe(value)) where the shape has \(Self.describe(kind))")
    }
  }

  /// Every field of `shape` and of the shapes it reaches, as `Shape.field`.
  static func fields(of shape: MustacheShape) -> Set<String> {
    var fields: Set<String> = []
    var visited: Set<String> = []
    var pending = [shape]
    while let next = pending.popLast() {
      guard visited.insert(next.name).inserted else { continue }
      for field in next.fields {
        fields.insert("\(next.name).\(field.name)")
        pending += shapes(in: field.kind)
      }
    }
    return fields
  }

  private static func shapes(in kind: MustacheShape.Kind) -> [MustacheShape] {
    switch kind {
    case .object(let reference): return [reference.shape]
    case .list(let item): return shapes(in: item)
    case .text, .flag, .json: return []
    }
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  private static func describe(_ kind: MustacheShape.Kind) -> String {
    switch kind {
    case .text: return "text"
    case .flag: return "a flag"
    case .object(let reference): return reference.shape.name
    case .list(let item): return "a list of \(describe(item))"
    case .json: return "JSON"
    }
  }
}

extension DecodedJSON {
  /// The JSON document in `url`.
  static func read(_ url: URL) throws -> JSONValue {
    try JSONDecoder().decode(DecodedJSON.self, from: Data(contentsOf: url)).value
  }

  /// The JSON document `json`.
  static func read(json: String) throws -> JSONValue {
    try JSONDecoder().decode(DecodedJSON.self, from: Data(json.utf8)).value
  }
}
