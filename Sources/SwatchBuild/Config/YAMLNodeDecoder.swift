/// Decodes `Decodable` values from a `YAMLNode`, with every failure and every unused key located.
///
/// Writers' option structs decode through this, so `outputs: [{writer: css, prefx: x}]` is an error at
/// `prefx`, not a silently ignored key.
public struct YAMLNodeDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// The value `node` describes, or the problems that prevented it, each at its node.
  public func decode<T: Decodable>(_ type: T.Type, from node: YAMLNode) -> (T?, [Diagnostic]) {
    let tracker = KeyTracker()
    do {
      let value = try T(from: NodeDecoder(node: node, codingPath: [], tracker: tracker))
      let unused = tracker.unusedKeys(in: node)
      return (unused.isEmpty ? value : nil, unused)
    } catch let errors as WriterOptionErrors {
      // Every key was tried: report each failure and the keys no option asked for, but not the keys inside a
      // value that failed.
      let failures = errors.errors.map { diagnostic($0, node: node) }
      return (nil, (failures + tracker.unusedKeys(in: node, descending: false)).sorted())
    } catch {
      return (nil, [diagnostic(error, node: node)])
    }
  }

  private func diagnostic(_ error: any Error, node: YAMLNode) -> Diagnostic {
    if case DecodingError.dataCorrupted(let context) = error {
      // A value its option's check refused (`WriterOption`): at the value, with the check's reason.
      let value = context.codingPath.reduce(Optional(node)) { $0?[$1.stringValue] }
      return Diagnostic(.optionInvalid(context.debugDescription), at: (value ?? node).range)
    }
    guard let located = error as? LocatedDecodingError else {
      return Diagnostic(.optionInvalid("\(error)"), at: node.range)
    }
    return Diagnostic(.optionInvalid(located.message), at: located.range)
  }
}

/// A decoding failure at a node.
struct LocatedDecodingError: Error {
  var message: String
  var range: SourceRange
}

/// Records which mapping keys the decoded type asked for, so the rest can be reported.
final class KeyTracker: @unchecked Sendable {
  private var used = Set<SourceRange>()

  func markUsed(_ key: YAMLNode) { used.insert(key.range) }

  /// Every key in the mappings under `node` that no decoder asked for; only `node`'s own unless `descending`.
  func unusedKeys(in node: YAMLNode, descending: Bool = true) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var work = [node]
    while let current = work.popLast() {
      switch current.kind {
      case .mapping(let pairs):
        let known = pairs.filter { used.contains($0.key.range) }
        for pair in pairs where !used.contains(pair.key.range) {
          let names = known.compactMap(\.key.text)
          diagnostics.append(Diagnostic(.optionUnknown(pair.key.text ?? "", known: names), at: pair.key.range))
        }
        if descending { work += known.map(\.value) }
      case .sequence(let items): work += items
      case .scalar: break
      }
    }
    return diagnostics
  }
}

private struct NodeDecoder: Decoder {
  let node: YAMLNode
  let codingPath: [any CodingKey]
  let tracker: KeyTracker
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let pairs = node.pairs else { throw mismatch("a mapping") }
    return KeyedDecodingContainer(
      KeyedNodeContainer<Key>(node: node, pairs: pairs, codingPath: codingPath, tracker: tracker))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let items = node.items else { throw mismatch("a list") }
    return UnkeyedNodeContainer(items: items, codingPath: codingPath, tracker: tracker)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ScalarNodeContainer(node: node, codingPath: codingPath)
  }

  private func mismatch(_ expected: String) -> LocatedDecodingError {
    LocatedDecodingError(message: "expected \(expected), found a \(node.kindName)", range: node.range)
  }

  /// The node's value is not one `T` accepts: the cases, when `T` is a `CaseIterable` of strings.
  func invalidValue<T>(of type: T.Type) -> LocatedDecodingError {
    let found = node.scalar.map { DiagnosticMessage.quoted($0.text) } ?? "a \(node.kindName)"
    guard let cases = type as? any CaseIterable.Type else {
      return LocatedDecodingError(message: "invalid value \(found)", range: node.range)
    }
    let names = Self.rawNames(cases).map(DiagnosticMessage.quoted).joined(separator: ", ")
    return LocatedDecodingError(message: "expected one of \(names), found \(found)", range: node.range)
  }

  private static func rawNames<C: CaseIterable>(_ type: C.Type) -> [String] {
    type.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
  }
}

extension NodeDecoder: SourceLocatingDecoder {
  var sourceRange: SourceRange { node.range }

  func keyRange(_ key: String) -> SourceRange? {
    node.pairs?.first { $0.key.text == key }?.key.range
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: YAMLNode
  let pairs: [YAMLPair]
  let codingPath: [any CodingKey]
  let tracker: KeyTracker

  var allKeys: [Key] { pairs.compactMap { $0.key.text.flatMap(Key.init(stringValue:)) } }

  func contains(_ key: Key) -> Bool { pair(key) != nil }

  private func pair(_ key: Key) -> YAMLPair? {
    guard let pair = pairs.first(where: { $0.key.text == key.stringValue }) else { return nil }
    tracker.markUsed(pair.key)
    return pair
  }

  private func child(_ key: Key) throws -> NodeDecoder {
    guard let pair = pair(key) else {
      throw LocatedDecodingError(message: "missing key \(DiagnosticMessage.quoted(key.stringValue))", range: node.range)
    }
    return NodeDecoder(node: pair.value, codingPath: codingPath + [key], tracker: tracker)
  }

  func decodeNil(forKey key: Key) throws -> Bool { pair(key)?.value.isNull ?? true }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let child = try child(key)
    do {
      return try T(from: child)
    } catch DecodingError.dataCorrupted(_) {
      // A `String` enum's own initializer found no case: say which values there are, at the value.
      throw child.invalidValue(of: T.self)
    }
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { NodeDecoder(node: node, codingPath: codingPath, tracker: tracker) }
  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
  let items: [YAMLNode]
  let codingPath: [any CodingKey]
  let tracker: KeyTracker
  var currentIndex = 0

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private mutating func next() -> NodeDecoder {
    defer { currentIndex += 1 }
    return NodeDecoder(node: items[currentIndex], codingPath: codingPath, tracker: tracker)
  }

  mutating func decodeNil() throws -> Bool {
    guard items[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
  mutating func superDecoder() throws -> any Decoder { next() }
}

private struct ScalarNodeContainer: SingleValueDecodingContainer {
  let node: YAMLNode
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { node.isNull }

  func decode(_ type: Bool.Type) throws -> Bool {
    switch try text("true or false") {
    case "true": return true
    case "false": return false
    default: throw failure("true or false")
    }
  }

  func decode(_ type: String.Type) throws -> String { try text("a string") }

  func decode(_ type: Double.Type) throws -> Double {
    guard let value = Double(try text("a number")), value.isFinite else { throw failure("a number") }
    return value
  }

  func decode(_ type: Int.Type) throws -> Int {
    guard let value = Int(try text("a whole number")) else { throw failure("a whole number") }
    return value
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let type = type as? any LosslessStringConvertible.Type, let value = type.init(try text("a scalar")) {
      return value as! T
    }
    return try T(from: NodeDecoder(node: node, codingPath: codingPath, tracker: KeyTracker()))
  }

  private func text(_ expected: String) throws -> String {
    guard let scalar = node.scalar else { throw failure(expected) }
    return scalar.text
  }

  private func failure(_ expected: String) -> LocatedDecodingError {
    let found = node.scalar.map { "\(DiagnosticMessage.quoted($0.text))" } ?? "a \(node.kindName)"
    return LocatedDecodingError(message: "expected \(expected), found \(found)", range: node.range)
  }
}
