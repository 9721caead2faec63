/// Finds an `outputs:` entry's writer and decodes the entry's options into the writer's typed `Options`, when
/// the configuration loads: the YAML tree stops here, and the build only runs writers.
///
/// Reads: the writer's name and the entry's remaining keys as a mapping. Produces: a `ConfiguredWriter`.
/// Reports: an unknown writer (with the closest name), an unknown option key (with the closest key), a value of the wrong type and a
/// missing required option, each where it is written.
struct WriterOptionsReader {
  /// The writers a name may choose from.
  var writers = WriterRegistry.builtIn

  /// The writer `name` configured with `options`, or nil with the problems reported.
  func configure(_ name: Located<String>, options: YAMLNode, _ diagnostics: inout [Diagnostic]) -> ConfiguredWriter? {
    guard let writer = writers.first(where: { $0.name == name.value }) else {
      diagnostics.append(unknownWriter(name))
      return nil
    }
    let (decoded, problems) = decode(writer.optionsType, from: options)
    diagnostics += problems
    return decoded.flatMap(writer.configured(with:))
  }

  /// Options of type `type` from `node`; generic so the existential `optionsType` opens to its concrete type.
  private func decode<Options: WriterOptions>(_ type: Options.Type, from node: YAMLNode)
    -> ((any WriterOptions)?, [Diagnostic])
  {
    let (options, diagnostics) = YAMLNodeDecoder().decode(type, from: node)
    return (options, diagnostics.map { suggestingKey($0, of: type, in: node) })
  }

  /// An `option.unknown` diagnostic with a did-you-mean naming the closest of the writer's option keys.
  private func suggestingKey<Options: WriterOptions>(
    _ diagnostic: Diagnostic, of type: Options.Type, in node: YAMLNode
  ) -> Diagnostic {
    guard diagnostic.id == "option.unknown",
      let key = node.pairs?.first(where: { $0.key.range == diagnostic.range })?.key.text,
      let suggestion = Suggestion.closest(to: key, in: type.keys.map(\.key))
    else { return diagnostic }
    var suggested = diagnostic
    suggested.notes.append(.init("did you mean \(DiagnosticMessage.quoted(suggestion))?"))
    return suggested
  }

  private func unknownWriter(_ name: Located<String>) -> Diagnostic {
    let names = writers.map(\.name)
    var notes: [Diagnostic.Note] = []
    if let suggestion = Suggestion.closest(to: name.value, in: names) {
      notes.append(.init("did you mean '\(suggestion)'?"))
    }
    notes.append(.init("writers are \(names.joined(separator: ", "))"))
    return Diagnostic(.writerUnknown(name.value), at: name.range, notes: notes)
  }
}
