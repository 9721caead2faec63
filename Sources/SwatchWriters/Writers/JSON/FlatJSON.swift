/// The flat JSON file, laid out as `serialize` lays out its JSON tree but without building the tree: each
/// token's quoted path and each distinct value's text (`ResolvedTokenGraph.distinctValues`) are made once and
/// copied into every appearance that shows them.
///
/// Reads: the graph, whether values take their DTCG form. Produces: the file's bytes, the same as
/// `serialize(.object(appearance name: .object(path: value)))`.
struct FlatJSON {
  let graph: ResolvedTokenGraph
  let dtcgValues: Bool

  /// The file's bytes, ending in a line break.
  func bytes() -> [UInt8] {
    let distinct = graph.distinctValues
    let serializer = JSONSerializer(pretty: true)
    // A value sits two levels deep: in its appearance's object, in the file's.
    var values = [[UInt8]?](repeating: nil, count: distinct.values.count)
    let paths = graph.tokens.map { JSONSerializer.quoted($0.path.string) }
    var out: [UInt8] = [UInt8(ascii: "{")]
    out.reserveCapacity(paths.reduce(0) { $0 + $1.count + 16 } * graph.appearances.count)
    for (number, appearance) in graph.appearances.enumerated() {
      out += number == 0 ? "\n  ".utf8 : ",\n  ".utf8
      out += JSONSerializer.quoted(appearance.name)
      out += ": {".utf8
      var isEmpty = true
      for index in graph.tokens.indices where graph.tokens[index].isPresent(in: appearance.index) {
        out += isEmpty ? "\n    ".utf8 : ",\n    ".utf8
        isEmpty = false
        out += paths[index]
        out += ": ".utf8
        let position = distinct.position(index, appearance.index)
        if let text = values[position] {
          out += text
        } else {
          let value = distinct.values[position]
          let text = serializer.bytes(of: dtcgValues ? value.jsonValue : JSONWriter.simple(value), indent: 2)
          values[position] = text
          out += text
        }
      }
      out += isEmpty ? "}".utf8 : "\n  }".utf8
    }
    out += graph.appearances.isEmpty ? "}\n".utf8 : "\n}\n".utf8
    return out
  }
}
