/// A color token of the Swift context, declared once: its table row and line, doc lines and initializer
/// arguments, each made when a template reads it.
///
/// Reads: `SwiftContext.Data`. Produces: the items of `colors`, keyed by the token's record, name and accessor
/// line, its row and its palette positions.
extension SwiftContext {
  final class Color: DeclaredObject {
    static let declaration = ItemDeclaration<TokenItem>(
      "SwiftColor",
      [
        nameField,
        .text("path", "the token's path", reads: [TokenInput.record]) {
          CommentText.singleLine($0.resolved.path.string)
        },
        .flag("isFirst", "the first color", reads: [TokenInput.row]) { $0.row == 0 },
        ContextField("row", .text, typeName: "number", "the row in the color table", reads: [TokenInput.row]) {
          .int($0.row)
        },
        .text(
          "tableLine", "the token's palette positions per appearance, then its path",
          reads: [TokenInput.palettePositions, TokenInput.record]
        ) { CommentText.singleLine($0.data.palette.tokenLine($0.row, path: $0.resolved.path.string)) },
        ContextField(
          "doc", .list(.text), typeName: "[string]",
          "doc lines of the table entry: the description, the path and "
            + "the value in every appearance", reads: [TokenInput.record, TokenInput.appearances]
        ) { $0.data.docLines($0.token) },
        ContextField(
          "accessorDoc", .list(.text), typeName: "[string]",
          "doc lines of the UIKit, AppKit and SwiftUI accessors: the description and a link to the values by "
            + "appearance", reads: [TokenInput.record, TokenInput.appearances, TokenInput.accessorLine]
        ) { $0.data.accessorDocLines($0.token) },
        .flag("isConstant", "the same in every appearance", reads: [TokenInput.record]) {
          $0.data.isConstant[$0.token]
        },
        ContextField(
          "values", .list(.text), typeName: "[string]",
          "per appearance, the arguments of an `RGBA`: `.sRGB, 1, 0.5, 0, 1`", reads: [TokenInput.record]
        ) { item in
          let (token, values) = (item.token, item.data.values)
          return .items(
            MustacheItems(count: item.data.appearanceCount) { .text(values.tableRows[values.position(token, $0)]) })
        },
        .text(
          "uiKitArguments",
          "the default appearance's `UIColor` arguments: `red: 1, green: 0.5, blue: 0, alpha: 1`, `displayP3Red: …` "
            + "for a Display P3 color", reads: [TokenInput.record]
        ) { arguments($0, sRGBLabel: "red") },
        .text(
          "appKitArguments", "the same for `NSColor`: `srgbRed: 1, green: 0.5, blue: 0, alpha: 1`",
          reads: [TokenInput.record]
        ) { arguments($0, sRGBLabel: "srgbRed") },
        deprecatedField,
        .flag(
          "isShapeStyle",
          "false when the name is one of SwiftUI's own `ShapeStyle` members (`link`, `primary`, `red`…), which get "
            + "no `ShapeStyle` member", reads: [TokenInput.name]
        ) { !SwiftContext.swiftUIShapeStyleNames.contains($0.data.names[$0.token]) },
      ])

    private static func arguments(_ item: TokenItem, sRGBLabel: String) -> String {
      let color = item.data.values.color(item.data.values.position(item.token, 0))
      return CommentText.singleLine(
        SwiftContext.arguments(color.apple, literals: color.literals, sRGBLabel: sRGBLabel))
    }

    let item: TokenItem

    init(_ item: TokenItem) { self.item = item }
  }
}
