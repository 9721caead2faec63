/// The Swift context's tokens as declared objects: a color's table row and initializers, a non-color token as
/// a typed constant (and, when it differs between appearances, a dynamic value). Fields are made when read,
/// each string through `CommentText.singleLine`, so no description or name can end a comment line.
///
/// Reads: `SwiftContext.Data`. Produces: the items of `colors`, `constants`, `shadows`, `typographies` and
/// `dynamics`, keyed by the shared inputs below: what each field reads of its token and of the context.
extension SwiftContext {
  /// The token at `token` in the graph, at `row` of the list showing it.
  struct TokenItem: Sendable {
    let data: Data
    let token: Int
    let row: Int

    var resolved: ResolvedToken { data.graph.tokens[token] }
  }

  /// The shared key inputs of the token items.
  enum TokenInput {
    /// The token's record (`ResolvedTokenGraph.recordKeys`): path, type, values, description, deprecation.
    static let record = KeyInput<TokenItem>.word("record") { $0.data.recordKeys[$0.token] }
    /// The token's Swift name (its hash, made once per token: `Data.nameKeys`).
    static let name = KeyInput<TokenItem>.word("name") { $0.data.nameKeys[$0.token] }
    /// The appearances' names, which doc lines list (`Data.appearancesKey`).
    static let appearances = KeyInput<TokenItem>.word("appearances") { $0.data.appearancesKey }
    /// What a varying token's accessor line is made of besides its record (`Data.accessorLine(_:)`): the
    /// assigned name and the tokens namespace; a constant token has none (its hash, made once per token:
    /// `Data.accessorKeys`).
    static let accessorLine = KeyInput<TokenItem>.word("accessorLine") { $0.data.accessorKeys[$0.token] }
    /// The distinct values a non-color's doc texts are made from (`SwiftValueTable.docValues`): the first value
    /// equal to each, whose bytes the doc lines show. Equal strings may differ in their scalars (`"é"` composed
    /// or not), so they can be another token's bytes, which the record does not cover. Colors need not: their
    /// doc texts are numbers, and equal numbers (`0` and `-0`) read the same.
    static let docValues = KeyInput<TokenItem>("docValues") { item, hash in
      let values = item.data.values
      for appearance in 0..<item.data.appearanceCount {
        hash.combine(values.distinct.values[values.position(item.token, appearance)])
      }
    }
    /// The row: a color's row in the color table.
    static let row = KeyInput<TokenItem>.word("row") { UInt64($0.row) }
    /// A color's palette positions, which its table line shows.
    static let palettePositions = KeyInput<TokenItem>("palettePositions") { item, hash in
      let positions = item.data.palette.positions(item.row)
      hash.combine(UInt64(positions.count))
      for position in positions { hash.combine(UInt64(position)) }
    }
  }

  static let nameField = ContextField<TokenItem>.text(
    "name", "the member name, keywords in backticks", reads: [TokenInput.name]
  ) { $0.data.names[$0.token] }

  static let deprecatedField = ContextField<TokenItem>(
    "deprecated", .text, typeName: "string",
    "an `@available(*, deprecated, message: \"…\")` attribute, when the token is deprecated",
    reads: [TokenInput.record]
  ) { deprecated($0.resolved) }

  /// The `@available` attribute of a deprecated token, or nil.
  static func deprecated(_ token: ResolvedToken) -> MustacheValue? {
    token.deprecation.map { .text(CommentText.singleLine(DeprecationText.swiftAttribute($0))) }
  }

  /// A non-color token as a typed constant, in `constants`, `shadows` and `typographies`.
  final class Constant: DeclaredObject {
    static let declaration = ItemDeclaration<TokenItem>("SwiftConstant", constantFields)

    /// The fields of a constant, which a dynamic shares.
    static let constantFields: [ContextField<TokenItem>] = [
      nameField,
      ContextField(
        "doc", .list(.text), typeName: "[string]",
        "doc lines: the description, the path and the value in every "
          + "appearance", reads: [TokenInput.record, TokenInput.appearances, TokenInput.docValues]
      ) { $0.data.docLines($0.token) },
      .text("type", "`CGFloat`, `Typography`, `[Shadow]`", reads: [TokenInput.record]) {
        SwiftContext.swiftType($0.resolved.type)
      },
      .text("value", "the default appearance's Swift literal", reads: [TokenInput.record]) {
        CommentText.singleLine(SwiftContext.swiftLiteral($0.resolved.values[0]))
      },
      .flag("isVarying", "differs between appearances", reads: [TokenInput.record]) { !$0.data.isConstant[$0.token] },
      .text("valuesText", "the literals of every appearance, comma-separated", reads: [TokenInput.record]) {
        CommentText.singleLine($0.resolved.values.map(SwiftContext.swiftLiteral).joined(separator: ", "))
      },
      ContextField(
        "functionDoc", .list(.text), typeName: "[string]",
        "doc lines of a varying token's function: the description and a link to its values by appearance",
        reads: [TokenInput.record, TokenInput.appearances, TokenInput.docValues, TokenInput.accessorLine]
      ) { $0.data.accessorDocLines($0.token) },
      deprecatedField,
    ]

    let item: TokenItem

    init(_ item: TokenItem) { self.item = item }
  }

  /// A non-color token that differs between appearances, in `dynamics`: a constant with `isFirst`.
  final class Dynamic: DeclaredObject {
    /// Whether the dynamic is the first (not its row, which an insertion before it moves).
    static let isFirst = KeyInput<TokenItem>.flag("isFirst") { $0.row == 0 }

    static let declaration = ItemDeclaration<TokenItem>(
      "SwiftDynamic",
      Constant.constantFields + [
        .flag("isFirst", "the first of `dynamics`", reads: [isFirst]) { $0.row == 0 }
      ])

    let item: TokenItem

    init(_ item: TokenItem) { self.item = item }
  }
}
