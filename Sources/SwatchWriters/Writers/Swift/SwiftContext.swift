/// The context the Swift templates (`templates/swift/`) render: names, trait enums, the index arithmetic and
/// every value already formatted as Swift, so the templates only lay them out.
struct SwiftContext {
  let graph: ResolvedTokenGraph
  let names: PlatformNames
  let options: SwiftWriter.Options
  let mapping: AppleTraitMapping

  init(graph: ResolvedTokenGraph, names: PlatformNames, options: SwiftWriter.Options) {
    self.graph = graph
    self.names = names
    self.options = options
    self.mapping = AppleTraitMapping(graph.traits)
  }

  /// Whether some token has `type`, so the value type it needs is declared.
  func uses(_ type: TokenType) -> Bool { graph.tokens.contains { $0.type == type } }

  /// The shape both Swift templates are checked against: the root's (`Root.declaration`).
  static var shape: MustacheShape { Root.declaration.shape }

  /// The context as declared objects (`SwiftContext.Root`), every string in it one clean line
  /// (`CommentText.singleLine`, applied where each string is made), so no description or name can end a
  /// comment and start code in the Swift output.
  var value: MustacheValue { .object(Root(Data(self))) }

  /// The context's JSON form, as golden files record it.
  var json: JSONValue { value.json }
}
