/// The per-token objects of the Compose context's `colors` and `styles`, and the notes every token object
/// shares: each reads its token from the context's tables when a template reads a field.
extension ComposeContext {
  /// A color property of `<prefix>Colors`: `name`, `index` (its position in the color array), `getter`,
  /// `isLast`, `description`?, `deprecated`?.
  final class Color: MustacheObject {
    static var shape: MustacheShape { ComposeContext.colorShape }
    let context: ComposeContext
    let row: Int

    init(_ context: ComposeContext, row: Int) { (self.context, self.row) = (context, row) }

    func field(_ index: Int) -> MustacheValue? {
      let token = context.colors[row]
      switch index {
      case 0: return .text(context.names[token])
      case 1: return .int(row)
      case 2:
        let argb = "Color(_argb[\(row)])"
        return .text(context.wideColorPositions[token] != nil ? "_wide[\(row)] ?: " + argb : argb)
      case 3: return .bool(row == context.colors.count - 1)
      default: return context.note(index - 4, of: token)
      }
    }
  }

  /// A composite token's property of `<prefix>Styles`: `name`, `type`, `index`, `isLast`, `deprecated`?.
  final class Style: MustacheObject {
    static var shape: MustacheShape { ComposeContext.styleShape }
    let context: ComposeContext
    let row: Int

    init(_ context: ComposeContext, row: Int) { (self.context, self.row) = (context, row) }

    func field(_ index: Int) -> MustacheValue? {
      let token = context.styleTokens[row]
      switch index {
      case 0: return .text(context.names[token])
      case 1: return .text(ComposeValue.type(context.graph.tokens[token].type, prefix: context.prefix)!)
      case 2: return .int(row)
      case 3: return .bool(row == context.styleTokens.count - 1)
      default: return context.note(1, of: token)
      }
    }
  }

  /// A token's note: 0 its `description` (KDoc text on one line), 1 its `deprecated` (a `@Deprecated`
  /// annotation); nil when the token has none.
  func note(_ note: Int, of token: Int) -> MustacheValue? {
    let token = graph.tokens[token]
    if note == 0 { return token.description.map { .text(KotlinName.comment($0)) } }
    return token.deprecation.map { .text(DeprecationText.kotlinAnnotation($0, path: token.path)) }
  }
}
