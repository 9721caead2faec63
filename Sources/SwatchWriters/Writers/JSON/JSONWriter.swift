/// Writes the resolved graph as JSON, in one of three shapes.
///
/// Reads: every token in every appearance. Writes: `flat` — `<file>.json`, one object per appearance
/// mapping token paths to values; `nested` — the same with groups as objects; `dtcg` — `<file>.tokens.json`,
/// a DTCG 2025.10 token file of the default appearance, and `<file>.resolver.json`, a DTCG resolver whose
/// `appearance` modifier has one context per appearance holding the tokens that differ there. Reports:
/// tokens DTCG cannot express (type `string`), as one warning.
///
/// JSON is built as a `JSONValue` and serialized, not templated, so escaping and number formatting are
/// always valid JSON.
public struct JSONWriter: Writer {
  /// How the output is laid out.
  public enum Shape: String, Decodable, Sendable, CaseIterable { case flat, nested, dtcg }

  /// How values are written in the `flat` and `nested` shapes.
  public enum ValueStyle: String, Decodable, Sendable, CaseIterable {
    /// Colors as `#RRGGBBAA`, dimensions and durations as `16px` and `200ms`.
    case simple
    /// Every value in its DTCG form (`{colorSpace, components, alpha, hex}`, `{value, unit}`).
    case dtcg
  }

  /// The writer's options.
  public struct Options: WriterOptions {
    /// The layout; default `flat`.
    public var shape: Shape = .flat
    /// How values are written in `flat` and `nested`; default `simple`.
    public var values: ValueStyle = .simple
    /// The file name without extension; default `tokens`.
    public var file = "tokens"

    public init() {}

    public static let keys: [WriterOption<Self>] = [
      .init("shape", \.shape), .init("values", \.values), .init("file", \.file, check: OptionCheck.outputFileName),
    ]
  }

  public static let name = "json"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 3

  /// Creates the writer.
  public init() {}

  public func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult {
    switch options.shape {
    case .flat:
      let flat = FlatJSON(graph: graph, dtcgValues: options.values == .dtcg)
      let path = "\(options.file).json"
      if flat.size > context.templates.spoolThreshold, let spool = context.session.openSpool(for: path) {
        Self.write(flat, to: spool, past: context.templates.spoolThreshold)
        return WriterResult(files: [])
      }
      return WriterResult(files: [OutputFile(path: path, utf8: flat.bytes())])
    case .nested:
      let distinct = graph.distinctValues
      var cache = [JSONValue?](repeating: nil, count: distinct.values.count)
      let value = JSONValue.object(
        graph.appearances.map { appearance in
          let object = appearanceObject(
            graph, appearance: appearance, options: options, distinct: distinct, cache: &cache)
          return (appearance.name, object)
        })
      return WriterResult(files: [OutputFile(path: "\(options.file).json", contents: serialize(value))])
    case .dtcg:
      // `material` is a Swatch type DTCG tools cannot read: left out as images are (docs/materials.md).
      return DTCGDocument(graph: MaterialSupport.withoutMaterials(graph)).files(
        named: options.file, entryRange: context.entryRange)
    }
  }

  /// `flat` through `spool` in parts of about `size` bytes (as a large render writes its file), handed to the
  /// session when complete.
  private static func write(_ flat: FlatJSON, to spool: any OutputSpool, past size: Int) {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(size + 4096)
    flat.write(into: &buffer, past: size) { part in
      part.withUnsafeBytes { spool.write($0) }
      part.removeAll(keepingCapacity: true)
    }
    spool.finish()
  }

  /// `cache` holds each distinct value's JSON (`ResolvedTokenGraph.distinctValues`): aliases share their targets'
  /// values, so most repeat.
  private func appearanceObject(
    _ graph: ResolvedTokenGraph, appearance: Appearance, options: Options, distinct: DistinctValues,
    cache: inout [JSONValue?]
  ) -> JSONValue {
    var entries: [(TokenPath, JSONValue)] = []
    entries.reserveCapacity(graph.tokens.count)
    for index in graph.tokens.indices where graph.tokens[index].isPresent(in: appearance.index) {
      let position = distinct.position(index, appearance.index)
      let json: JSONValue
      if let known = cache[position] {
        json = known
      } else {
        let value = distinct.values[position]
        json = options.values == .dtcg ? value.jsonValue : Self.simple(value)
        cache[position] = json
      }
      entries.append((graph.tokens[index].path, json))
    }
    guard options.shape == .nested else { return .object(entries.map { ($0.0.string, $0.1) }) }
    return JSONTree.nest(entries)
  }

  /// The plain form of a value: strings for colors, dimensions and durations; numbers and arrays otherwise.
  static func simple(_ value: TokenValue) -> JSONValue {
    switch value {
    case .color(let color): return .string(color.hexRGBA)
    case .dimension, .duration: return .string(value.displayText)
    case .number(let n): return .number(n)
    case .fontWeight(let w): return .number(Double(w))
    case .fontFamily(let families): return .array(families.map(JSONValue.string))
    case .cubicBezier(let c): return .array([c.x1, c.y1, c.x2, c.y2].map(JSONValue.number))
    case .string(let s): return .string(s)
    case .typography, .border, .shadow, .gradient, .transition, .strokeStyle, .image, .material:
      return value.jsonValue
    }
  }
}

/// Serializes with 2-space indentation and a trailing newline, the layout every JSON output uses.
func serialize(_ value: JSONValue) -> String {
  JSONSerializer(pretty: true).string(from: value)
}

/// Builds nested JSON objects from token paths, groups becoming objects.
enum JSONTree {
  /// Nests `entries` (sorted by path) so `a.b.c` sits at `{"a": {"b": {"c": …}}}`.
  static func nest(_ entries: [(TokenPath, JSONValue)]) -> JSONValue {
    let node = Node()
    for (path, value) in entries {
      node.insert(value, at: path.components[...])
    }
    return node.json
  }

  private final class Node {
    var value: JSONValue?
    var children: [(String, Node)] = []
    var childIndex: [String: Int] = [:]

    func insert(_ value: JSONValue, at path: ArraySlice<String>) {
      guard let first = path.first else {
        self.value = value
        return
      }
      if let index = childIndex[first] {
        children[index].1.insert(value, at: path.dropFirst())
      } else {
        let child = Node()
        childIndex[first] = children.count
        children.append((first, child))
        child.insert(value, at: path.dropFirst())
      }
    }

    var json: JSONValue {
      guard children.isEmpty else { return .object(children.map { ($0.0, $0.1.json) }) }
      return value ?? .null
    }
  }
}
