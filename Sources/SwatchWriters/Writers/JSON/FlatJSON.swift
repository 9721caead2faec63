/// The flat JSON file, laid out as `serialize` lays out its JSON tree but without building the tree: each
/// token's quoted path and each distinct value's text (`ResolvedTokenGraph.distinctValues`) are made once and
/// copied into every appearance that shows them.
///
/// Reads: the graph, whether values take their DTCG form. Produces: the file's bytes, the same as
/// `serialize(.object(appearance name: .object(path: value)))`, whole or in parts.
struct FlatJSON {
  private let graph: ResolvedTokenGraph
  private let distinct: DistinctValues
  /// Each distinct value's text, where a present token shows it.
  private let values: [[UInt8]?]
  /// Each token's path, quoted.
  private let paths: [[UInt8]]
  /// The file's size at most: the braces, each appearance's name and braces, and per entry a comma, a line
  /// break and indent, the path, ": " and the value.
  let size: Int

  /// The file of `graph`, values in their DTCG form when `dtcgValues`. Each value's text is made first, so the
  /// size is known before a byte is written.
  init(graph: ResolvedTokenGraph, dtcgValues: Bool) {
    let distinct = graph.distinctValues
    let serializer = JSONSerializer(pretty: true)
    // A value sits two levels deep: in its appearance's object, in the file's.
    var values = [[UInt8]?](repeating: nil, count: distinct.values.count)
    let paths = graph.tokens.map { JSONSerializer.quoted($0.path.string) }
    var size = 4
    for appearance in graph.appearances {
      size += JSONSerializer.quoted(appearance.name).count + 12
      for index in graph.tokens.indices where graph.tokens[index].isPresent(in: appearance.index) {
        let position = distinct.position(index, appearance.index)
        if values[position] == nil {
          let value = distinct.values[position]
          values[position] = serializer.bytes(of: dtcgValues ? value.jsonValue : JSONWriter.simple(value), indent: 2)
        }
        size += 8 + paths[index].count + values[position]!.count
      }
    }
    (self.graph, self.distinct, self.values, self.paths, self.size) = (graph, distinct, values, paths, size)
  }

  /// The file's bytes, ending in a line break, made in one buffer of (nearly) its size: a buffer grown as it
  /// fills doubled at 100,000 tokens to 65 MB for a 34 MB file, held with the 32 MB it grew from.
  func bytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(size)
    write(into: &out, past: .max) { _ in }
    return out
  }

  /// Appends the file to `out`, handing `flush` the buffer each time it holds `limit` bytes or more (it must
  /// empty it) and once at the end: a 34 MB file written through a spool costs one buffer, not its size.
  func write(into out: inout [UInt8], past limit: Int, flush: (inout [UInt8]) -> Void) {
    out.append(UInt8(ascii: "{"))
    // The bits between entries as byte arrays: appending a literal's `utf8` view went byte by byte, and there
    // are three per entry (80,000 entries at 10,000 tokens in eight appearances).
    let (firstEntry, nextEntry, colon) = (Array("\n    ".utf8), Array(",\n    ".utf8), Array(": ".utf8))
    for (number, appearance) in graph.appearances.enumerated() {
      out += number == 0 ? "\n  ".utf8 : ",\n  ".utf8
      out += JSONSerializer.quoted(appearance.name)
      out += ": {".utf8
      var isEmpty = true
      for index in graph.tokens.indices where graph.tokens[index].isPresent(in: appearance.index) {
        out.append(contentsOf: isEmpty ? firstEntry : nextEntry)
        isEmpty = false
        out.append(contentsOf: paths[index])
        out.append(contentsOf: colon)
        out.append(contentsOf: values[distinct.position(index, appearance.index)]!)
        if out.count >= limit { flush(&out) }
      }
      out += isEmpty ? "}".utf8 : "\n  }".utf8
    }
    out += graph.appearances.isEmpty ? "}\n".utf8 : "\n}\n".utf8
    flush(&out)
  }
}
