/// The Swift context as typed objects: the root's small fields are read from `Data`, its token lists are
/// made as the templates reach them, and each token's fields when a template reads them, so no JSON tree of
/// every token is built (and, for the single-line guarantee, built again) and freed. Each token list keys its
/// items (`SwiftContext+Keys.swift`), and so does the palette.
///
/// Reads: `SwiftContext.Data`. Produces: the `MustacheValue` both Swift templates render; its JSON form
/// (`MustacheValue.json`) is the context golden files record.
extension SwiftContext {
  /// The whole context (`SwiftContext.shape`).
  final class Root: MustacheObject {
    static var shape: MustacheShape { SwiftContext.shape }
    private static let colorsField = shape.index(of: "colors")
    private static let paletteField = shape.index(of: "palette")
    private static let constantsField = shape.index(of: "constants")
    private static let shadowsField = shape.index(of: "shadows")
    private static let typographiesField = shape.index(of: "typographies")
    private static let dynamicsField = shape.index(of: "dynamics")
    let data: Data

    init(data: Data) { self.data = data }

    func field(_ index: Int) -> MustacheValue? {
      if let value = data.small[index] { return value }
      let data = data
      switch index {
      case Self.colorsField:
        return .items(
          MustacheItems(count: data.colors.count, key: { data.colorKey($0) }) { .object(Color(data: data, row: $0)) })
      case Self.paletteField:
        return .items(
          MustacheItems(count: data.paletteLines.count, key: { data.paletteKey($0) }) { .text(data.paletteLines[$0]) })
      case Self.constantsField: return Self.constants(data.others, data: data)
      case Self.shadowsField: return Self.constants(data.shadows, data: data)
      case Self.typographiesField: return Self.constants(data.typographies, data: data)
      case Self.dynamicsField:
        let tokens = data.dynamics
        return .items(
          MustacheItems(count: tokens.count, key: { data.dynamicKey($0) }) {
            .object(Dynamic(data: data, token: tokens[$0], row: $0))
          })
      default: return nil
      }
    }

    private static func constants(_ tokens: [Int], data: Data) -> MustacheValue {
      .items(
        MustacheItems(count: tokens.count, key: { data.constantKey(tokens[$0]) }) {
          .object(Constant(data: data, token: tokens[$0]))
        })
    }
  }
}
