/// The flat JSON file, laid out as `serialize` lays out its JSON tree but without building the tree: each
/// token's quoted path and each distinct value's text (`ResolvedTokenGraph.distinctValues`) are made once and
/// copied into every appearance that shows them.
///
/// Reads: the graph, whether values take their DTCG form. Produces: the file's bytes, the same as
/// `serialize(.object(appearance name: .object(path: value)))`.
struct FlatJSON {
  let graph: ResolvedTokenGraph
  let dtcgValues: Bool

  /// The file's bytes, ending in a line break. Each value's text is made first, so the file is made in one
  /// buffer of (nearly) its size: a buffer grown as it fills doubled at 100,000 tokens to 65 MB for a 34 MB
  /// file, held with the 32 MB it grew from, the largest allocation of the whole build.
  func bytes() -> [UInt8] {
    let distinct = graph.distinctValues
    let serializer = JSONSerializer(pretty: true)
    // A value sits two levels deep: in its appearance's object, in the file's.
    var values = [[UInt8]?](repeating: nil, count: distinct.values.count)
    func text(_ position: Int) -> [UInt8] {
      if let text = values[position] { return text }
      let value = distinct.values[position]
      let text = serializer.bytes(of: dtcgValues ? value.jsonValue : JSONWriter.simple(value), indent: 2)
      values[position] = text
      return text
    }
    let paths = graph.tokens.map { JSONSerializer.quoted($0.path.string) }
    // At most: the braces, each appearance's name and braces, and per entry a comma, a line break and
    // indent, the path, ": " and the value.
    var size = 4
    for appearance in graph.appearances {
      size += JSONSerializer.quoted(appearance.name).count + 12
      for index in graph.tokens.indices where graph.tokens[index].isPresent(in: appearance.index) {
        size += 8 + paths[index].count + text(distinct.position(index, appearance.index)).count
      }
    }
    var out: [UInt8] = [UInt8(ascii: "{")]
    out.reserveCapacity(size)
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
      }
      out += isEmpty ? "}".utf8 : "\n  }".utf8
    }
    out += graph.appearances.isEmpty ? "}\n".utf8 : "\n}\n".utf8
    return out
  }
}
