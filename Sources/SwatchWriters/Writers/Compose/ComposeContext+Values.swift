/// The single values (dimensions, numbers, durations, strings, font weights and families, curves) of the
/// Compose file: a token whose value is the same in every appearance is a constant of `<prefix>Constants`, one
/// that changes is read from its appearance's `<prefix>Values` array; both are properties of `<prefix>Values`.
extension ComposeContext {
  /// Values per function of a set's value array: each element is a constructor call of at most a few dozen
  /// bytes of bytecode, so 250 stay well under the JVM's 64 KB per method.
  static let valueChunkSize = 250

  /// `values` (`name`, `type`, `getter`, `deprecated`?, `description`?) and `constants` (`declaration`,
  /// `deprecated`?): the properties of `<prefix>Values` and the members of `<prefix>Constants`.
  var valueFields: [(String, JSONValue)] {
    let adaptive = Dictionary(uniqueKeysWithValues: adaptiveValueTokens.enumerated().map { ($1, $0) })
    var values: [JSONValue] = []
    var constants: [JSONValue] = []
    for token in valueTokens {
      let type = ComposeValue.scalarType(graph.tokens[token])!
      let name = names[token]
      var getter = "\(prefix)Constants.\(name)"
      if let index = adaptive[token] {
        getter = "_values[\(index)] as \(type)"
      } else {
        let expression = ComposeValue.scalarExpression(graph.tokens[token].values[0], of: graph.tokens[token])
        let declaration =
          ComposeValue.isConst(type: type, expression: expression)
          ? "const val \(name): \(type) = \(expression)" : "val \(name): \(type) get() = \(expression)"
        constants.append(.object([("declaration", .string(declaration))] + tokenNotes(token)))
      }
      values.append(
        .object([("name", .string(name)), ("type", .string(type)), ("getter", .string(getter))] + tokenNotes(token)))
    }
    return [
      ("hasValues", .bool(!values.isEmpty)), ("values", .array(values)),
      ("hasConstants", .bool(!constants.isEmpty)), ("constants", .array(constants)),
    ]
  }

  /// A set's adaptive values: `valuesExpression` and `valueChunks` (`function`, `values` of `name`,
  /// `expression`, `isLast`).
  func valueSetFields(_ appearance: Appearance, setName: String) -> [(String, JSONValue)] {
    let parts = listParts(adaptiveValueTokens, size: Self.valueChunkSize, function: "\(setName)Values") {
      ComposeValue.scalarExpression(graph.tokens[$0].values[appearance.index], of: graph.tokens[$0])
    }
    return [("valuesExpression", .string(parts.expression)), ("valueChunks", parts.chunks)]
  }

  /// A list of one Kotlin value per token, made by private functions of at most `size` values named
  /// `<function><n>`: the expression building the list and the functions (`function`, `values` of `name`,
  /// `expression`, `isLast`).
  func listParts(_ tokens: [Int], size: Int, function: String, value: (Int) -> String) -> (
    expression: String, chunks: JSONValue
  ) {
    let chunks = stride(from: 0, to: tokens.count, by: size).map {
      (function: "\(function)\($0 / size)", tokens: tokens[$0..<min($0 + size, tokens.count)])
    }
    let chunkJSON = chunks.map { chunk in
      JSONValue.object([
        ("function", .string(chunk.function)),
        (
          "values",
          .array(
            chunk.tokens.map { token in
              .object([
                ("name", .string(names[token])), ("expression", .string(value(token))),
                ("isLast", .bool(token == chunk.tokens.last)),
              ])
            })
        ),
      ])
    }
    // `Array<Any> + Array<Any>` is ambiguous in Kotlin (the right side is an `Any` too), so the parts are
    // flattened into one list.
    let calls = chunks.map { "\($0.function)()" }.joined(separator: ", ")
    return (chunks.isEmpty ? "emptyList()" : "arrayOf(\(calls)).flatten()", .array(chunkJSON))
  }

  /// `description` and `deprecated` of a token, for KDoc and `@Deprecated`.
  func tokenNotes(_ token: Int) -> [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = []
    if let text = graph.tokens[token].description {
      fields.append(("description", .string(KotlinName.comment(text))))
    }
    if let deprecation = graph.tokens[token].deprecation {
      let annotation = DeprecationText.kotlinAnnotation(deprecation, path: graph.tokens[token].path)
      fields.append(("deprecated", .string(annotation)))
    }
    return fields
  }
}
