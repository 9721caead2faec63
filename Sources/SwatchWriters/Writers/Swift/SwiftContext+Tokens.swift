/// The Swift context's tokens as typed objects: a color's table row and initializers, a non-color token as a
/// typed constant (and, when it differs between appearances, a dynamic value). Fields are made when read,
/// each string through `CommentText.singleLine`, so no description or name can end a comment line.
///
/// Reads: `SwiftContext.Data`. Produces: the items of `colors`, `constants`, `shadows`, `typographies` and
/// `dynamics` (`SwiftContext.colorShape`, `constantShape`, `dynamicShape`).
extension SwiftContext {
  /// A color token, by its row in the color table.
  final class Color: MustacheObject {
    static var shape: MustacheShape { SwiftContext.colorShape }
    let data: Data
    let row: Int

    init(data: Data, row: Int) { (self.data, self.row) = (data, row) }

    func field(_ index: Int) -> MustacheValue? {
      let token = data.colors[row]
      switch index {
      case 0: return .text(data.names[token])
      case 1: return .text(CommentText.singleLine(data.graph.tokens[token].path.string))
      case 2: return .bool(row == 0)
      case 3: return .int(row)
      case 4:
        let path = data.graph.tokens[token].path.string
        return .text(CommentText.singleLine(data.palette.tokenLine(row, path: path)))
      case 5: return data.docLines(token)
      case 6: return data.accessorDocLines(token)
      case 7: return .bool(data.isConstant[token])
      case 8:
        let (data, values) = (data, data.values)
        return .items(
          MustacheItems(count: data.appearanceCount) { .text(values.tableRows[values.position(token, $0)]) })
      case 9: return arguments(sRGBLabel: "red")
      case 10: return arguments(sRGBLabel: "srgbRed")
      case 11: return SwiftContext.deprecated(data.graph.tokens[token])
      default: return .bool(!SwiftContext.swiftUIShapeStyleNames.contains(data.names[token]))
      }
    }

    private func arguments(sRGBLabel: String) -> MustacheValue {
      let color = data.values.color(data.values.position(data.colors[row], 0))
      return .text(
        CommentText.singleLine(SwiftContext.arguments(color.apple, literals: color.literals, sRGBLabel: sRGBLabel)))
    }
  }

  /// A non-color token as a typed constant, in `constants`, `shadows` and `typographies`.
  final class Constant: MustacheObject {
    static var shape: MustacheShape { SwiftContext.constantShape }
    let data: Data
    let token: Int

    init(data: Data, token: Int) { (self.data, self.token) = (data, token) }

    func field(_ index: Int) -> MustacheValue? { SwiftContext.constantField(index, token: token, data: data) }
  }

  /// A non-color token that differs between appearances, in `dynamics`: a constant with `isFirst`.
  final class Dynamic: MustacheObject {
    static var shape: MustacheShape { SwiftContext.dynamicShape }
    let data: Data
    let token: Int
    let row: Int

    init(data: Data, token: Int, row: Int) { (self.data, self.token, self.row) = (data, token, row) }

    func field(_ index: Int) -> MustacheValue? {
      index == 8 ? .bool(row == 0) : SwiftContext.constantField(index, token: token, data: data)
    }
  }

  /// Field `index` of `constantShape` for the token at `token` in the graph.
  static func constantField(_ index: Int, token tokenIndex: Int, data: Data) -> MustacheValue? {
    let token = data.graph.tokens[tokenIndex]
    switch index {
    case 0: return .text(data.names[tokenIndex])
    case 1: return data.docLines(tokenIndex)
    case 2: return .text(swiftType(token.type))
    case 3: return .text(CommentText.singleLine(swiftLiteral(token.values[0])))
    case 4: return .bool(!data.isConstant[tokenIndex])
    case 5: return .text(CommentText.singleLine(token.values.map(swiftLiteral).joined(separator: ", ")))
    case 6: return data.accessorDocLines(tokenIndex)
    default: return deprecated(token)
    }
  }

  /// The `@available` attribute of a deprecated token, or nil.
  static func deprecated(_ token: ResolvedToken) -> MustacheValue? {
    token.deprecation.map { .text(CommentText.singleLine(DeprecationText.swiftAttribute($0))) }
  }
}
