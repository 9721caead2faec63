/// The Android template context as typed objects: one resource file's header lines and resources, each field
/// made when `android/resources.xml.mustache` reads it instead of a JSON tree built per token before rendering.
///
/// Reads: the resources of one file (`AndroidResourceSet.Entry`, by their rows in the folder's entries) and
/// the header lines. Produces: `header` (comment-safe lines, `AndroidValue.commentSafe`) and `resources`
/// (`AndroidContext.Resource`, each with a reuse key: `AndroidContext+Keys.swift`), whose JSON form
/// (`MustacheValue.json`) is the JSON context templates are documented against, which golden context dumps
/// check. Immutable, so both cores may read it while long lists render in chunks.
final class AndroidContext: MustacheObject {
  static var shape: MustacheShape { AndroidWriter.resourcesShape }

  /// The header's lines, already comment-safe.
  let header: MustacheValue
  /// Every resource of the folder; the file holds those at `rows`.
  let entries: [AndroidResourceSet.Entry]
  /// The positions in `entries` of this file's resources, in order.
  let rows: [Int]

  /// The context of the file holding `entries[rows]`, under `header` (comment-safe lines).
  init(header: MustacheValue, entries: [AndroidResourceSet.Entry], rows: [Int]) {
    (self.header, self.entries, self.rows) = (header, entries, rows)
  }

  /// The header lines of `graph`'s generated files, each made comment-safe: shared by every file of a build.
  static func header(for graph: ResolvedTokenGraph) -> MustacheValue {
    .list(GeneratedHeader.lines(for: graph).map { .text(AndroidValue.commentSafe($0)) })
  }

  func field(_ index: Int) -> MustacheValue? {
    switch index {
    case 0: return header
    case 1:
      let keys: @Sendable (Int) -> UInt64 = { [self] in key($0) }
      return .items(MustacheItems(count: rows.count, key: keys) { [self] in .object(Resource(self, row: rows[$0])) })
    default: return nil
    }
  }

  /// One resource: `element`, `name`, `attributes`, `value` (XML-escaped), `isStyle`, `isArray`, `items` (a
  /// style's `name`/`value` pairs or a string array's values, values XML-escaped) and `comment` (XML comment text) when the token is deprecated.
  final class Resource: MustacheObject {
    static var shape: MustacheShape { AndroidWriter.resourceShape }
    let context: AndroidContext
    let row: Int

    init(_ context: AndroidContext, row: Int) { (self.context, self.row) = (context, row) }

    func field(_ index: Int) -> MustacheValue? {
      let entry = context.entries[row]
      switch index {
      case 0: return .text(entry.kind.element)
      case 1: return .text(entry.name)
      case 2: return .text(entry.kind.attributes)
      case 3: return .text(AndroidValue.escaped(entry.value))
      case 4: return .bool(entry.kind == .style)
      case 5: return .items(MustacheItems(count: entry.items.count) { [self] in .object(Item(self, index: $0)) })
      case 6: return entry.deprecation.map { .text(DeprecationText.xmlComment($0)) }
      case 7: return .bool(entry.kind == .stringArray)
      default: return nil
      }
    }
  }

  /// One `<item>` of a `TextAppearance` style: `name` and `value` (XML-escaped).
  final class Item: MustacheObject {
    static var shape: MustacheShape { AndroidWriter.itemShape }
    let resource: Resource
    let index: Int

    init(_ resource: Resource, index: Int) { (self.resource, self.index) = (resource, index) }

    func field(_ field: Int) -> MustacheValue? {
      let item = resource.context.entries[resource.row].items[index]
      switch field {
      case 0: return .text(item.name)
      case 1: return .text(AndroidValue.escaped(item.value))
      default: return nil
      }
    }
  }
}
