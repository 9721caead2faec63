/// The single values (dimensions, numbers, durations, strings, font weights and families, curves) of the
/// Compose file: a token whose value is the same in every appearance is a constant of `<prefix>Constants`, one
/// that changes is read from its appearance's `<prefix>Values` array; both are properties of `<prefix>Values`.
extension ComposeContext {
  /// Values per function of a set's value array: each element is a constructor call of at most a few dozen
  /// bytes of bytecode, so 250 stay well under the JVM's 64 KB per method.
  static let valueChunkSize = 250

  /// A property of `<prefix>Values`: `name`, `type`, `getter` (the constant, or its element of the
  /// appearance's array), `description`?, `deprecated`?.
  final class Value: MustacheObject {
    static var shape: MustacheShape { ComposeContext.valueShape }
    let context: ComposeContext
    let row: Int

    init(_ context: ComposeContext, row: Int) { (self.context, self.row) = (context, row) }

    func field(_ index: Int) -> MustacheValue? {
      let token = context.valueTokens[row]
      switch index {
      case 0: return .text(context.names[token])
      case 1: return .text(ComposeValue.scalarType(context.graph.tokens[token])!)
      case 2:
        guard let position = context.adaptiveIndex[token] else {
          return .text("\(context.prefix)Constants.\(context.names[token])")
        }
        return .text("_values[\(position)] as \(ComposeValue.scalarType(context.graph.tokens[token])!)")
      default: return context.note(index - 3, of: token)
      }
    }
  }

  /// A member of `<prefix>Constants`: `declaration` (a `const val` when Kotlin allows, else a getter),
  /// `description`?, `deprecated`?.
  final class Constant: MustacheObject {
    static var shape: MustacheShape { ComposeContext.constantShape }
    let context: ComposeContext
    let row: Int

    init(_ context: ComposeContext, row: Int) { (self.context, self.row) = (context, row) }

    func field(_ index: Int) -> MustacheValue? {
      let token = context.constantTokens[row]
      guard index == 0 else { return context.note(index - 1, of: token) }
      let resolved = context.graph.tokens[token]
      let (name, type) = (context.names[token], ComposeValue.scalarType(resolved)!)
      let expression = ComposeValue.scalarExpression(resolved.values[0], of: resolved)
      return .text(
        ComposeValue.isConst(type: type, expression: expression)
          ? "const val \(name): \(type) = \(expression)" : "val \(name): \(type) get() = \(expression)")
    }
  }
}
