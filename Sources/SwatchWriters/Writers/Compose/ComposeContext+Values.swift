/// The single values (dimensions, numbers, durations, strings, font weights and families, curves) of the
/// Compose file: a token whose value is the same in every appearance is a constant of `<prefix>Constants`, one
/// that changes is read from its appearance's `<prefix>Values` array; both are properties of `<prefix>Values`.
extension ComposeContext {
  /// Values per function of a set's value array: each element is a constructor call of at most a few dozen
  /// bytes of bytecode, so 250 stay well under the JVM's 64 KB per method.
  static let valueChunkSize = 250

  /// A property of `<prefix>Values`.
  final class Value: DeclaredObject {
    /// The position of the token's element in the appearance arrays, or none for a constant.
    static let adaptiveIndex = KeyInput<TokenRow>("adaptiveIndex") { row, hash in
      let index = row.context.adaptiveIndex[row.token]
      hash.combine(flag: index != nil)
      hash.combine(UInt64(index ?? 0))
    }

    static let declaration = ItemDeclaration<TokenRow>(
      "ComposeValue",
      [
        .text("name", "the property name: `spaceSmall`", reads: [TokenInput.name]) { $0.name },
        .text("type", "`Dp`, `TextUnit`, `Float`, `Int`, `FontWeight`, …", reads: [TokenInput.type, TokenInput.path]) {
          ComposeValue.scalarType($0.resolved)
        },
        .text(
          "getter", "the constant (`SwatchConstants.spaceSmall`), or its element of the appearance's array",
          reads: [adaptiveIndex, TokenInput.prefix, TokenInput.name, TokenInput.type, TokenInput.path]
        ) { row in
          guard let position = row.context.adaptiveIndex[row.token] else {
            return "\(row.context.prefix)Constants.\(row.name)"
          }
          return "_values[\(position)] as \(ComposeValue.scalarType(row.resolved)!)"
        },
        descriptionField, deprecatedField,
      ])

    let item: TokenRow

    init(_ item: TokenRow) { self.item = item }
  }

  /// A member of `<prefix>Constants`: a token whose value is the same in every appearance.
  final class Constant: DeclaredObject {
    /// What the declaration writes of the value (`ComposeValue.scalarExpression`).
    static let value = KeyInput<TokenRow>("value") { ComposeValue.combine(scalar: $0.resolved.values[0], into: &$1) }

    static let declaration = ItemDeclaration<TokenRow>(
      "ComposeConstant",
      [
        .text(
          "declaration", "a `const val` when Kotlin allows, else a getter: `const val spaceSmall: Float = 4f`",
          reads: [TokenInput.name, TokenInput.type, TokenInput.path, value]
        ) { row in
          let (name, type) = (row.name, ComposeValue.scalarType(row.resolved)!)
          let expression = ComposeValue.scalarExpression(row.resolved.values[0], of: row.resolved)
          return ComposeValue.isConst(type: type, expression: expression)
            ? "const val \(name): \(type) = \(expression)" : "val \(name): \(type) get() = \(expression)"
        },
        descriptionField, deprecatedField,
      ])

    let item: TokenRow

    init(_ item: TokenRow) { self.item = item }
  }
}
