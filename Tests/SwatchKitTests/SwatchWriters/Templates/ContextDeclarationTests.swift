import Foundation
import Testing

@testable import SwatchWriters

/// The declared context items (`ItemDeclaration`): docs/templates.md shows each one's table exactly as its
/// declaration gives it, and every declaration's shape is the one its writer checks templates against.
@Suite struct ContextDeclarationTests {
  /// Every declared item type, by the name docs/templates.md gives it, with its table rows.
  static let declarations: [(name: String, rows: [String])] = [
    ("AndroidContext", AndroidContext.declaration.documentationRows),
    ("AndroidResource", AndroidContext.Resource.declaration.documentationRows),
    ("AndroidStyleItem", AndroidContext.StyleItem.declaration.documentationRows),
    ("CSSContext", CSSContext.Root.declaration.documentationRows),
    ("CSSRule", CSSContext.Rule.declaration.documentationRows),
    ("CSSSelector", CSSContext.Selector.declaration.documentationRows),
    ("CSSDeclaration", CSSContext.Declaration.declaration.documentationRows),
    ("Context", TemplateContext.Root.declaration.documentationRows),
    ("Token", TemplateContext.Token.declaration.documentationRows),
    ("Names", TemplateContext.Names.declaration.documentationRows),
    ("Value", TemplateContext.Value.declaration.documentationRows),
    ("ComposeContext", ComposeContext.Root.declaration.documentationRows),
    ("ComposeColor", ComposeContext.Color.declaration.documentationRows),
    ("ComposeStyle", ComposeContext.Style.declaration.documentationRows),
    ("ComposeValue", ComposeContext.Value.declaration.documentationRows),
    ("ComposeConstant", ComposeContext.Constant.declaration.documentationRows),
    ("ComposeSet", ComposeContext.AppearanceSet.declaration.documentationRows),
    ("ComposeARGBChunk", ComposeContext.ARGB.chunkDeclaration.documentationRows),
    ("ComposeARGB", ComposeContext.ARGB.declaration.documentationRows),
    ("ComposeWideChunk", ComposeContext.WideColor.chunkDeclaration.documentationRows),
    ("ComposeWideColor", ComposeContext.WideColor.declaration.documentationRows),
    ("ComposeChunk", ComposeContext.ChunkValue.chunkDeclaration.documentationRows),
    ("ComposeChunkValue", ComposeContext.ChunkValue.declaration.documentationRows),
    ("SwiftContext", SwiftContext.Root.declaration.documentationRows),
    ("SwiftColor", SwiftContext.Color.declaration.documentationRows),
    ("SwiftConstant", SwiftContext.Constant.declaration.documentationRows),
    ("SwiftDynamic", SwiftContext.Dynamic.declaration.documentationRows),
  ]

  /// docs/templates.md's text.
  static func documentation() throws -> String {
    let url = RepositoryTemplates.repository.appendingPathComponent("docs/templates.md")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The rows of the table under `**name**:`, up to the first line that is not a table row.
  static func documentedRows(_ name: String, in text: String) -> [String]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let heading = lines.firstIndex(of: "**\(name)**:") else { return nil }
    let table = lines[(heading + 1)...].drop { $0.isEmpty }.prefix { $0.hasPrefix("|") }
    return Array(table.dropFirst(2))
  }

  /// `text` with the rows of the table under `**name**:` replaced by `rows`.
  static func replacingRows(_ name: String, with rows: [String], in text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let heading = lines.firstIndex(of: "**\(name)**:"),
      let separator = lines[heading...].firstIndex(where: { $0.hasPrefix("| ---") })
    else { return nil }
    let end = lines[(separator + 1)...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
    lines.replaceSubrange((separator + 1)..<end, with: rows)
    return lines.joined(separator: "\n")
  }

  /// With `UPDATE_GOLDENS=1`, docs/templates.md's tables are rewritten from the declarations (and the test
  /// fails, so the change is reviewed in `git diff`), as golden files are.
  @Test func theDocsShowEveryDeclaredTable() throws {
    var text = try Self.documentation()
    for (name, rows) in Self.declarations {
      let documented = try #require(Self.documentedRows(name, in: text), "docs/templates.md has no **\(name)**: table")
      guard documented != rows else { continue }
      Issue.record("docs/templates.md's \(name) table differs from its declaration")
      if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        text = try #require(Self.replacingRows(name, with: rows, in: text))
      }
    }
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
      try text.write(
        to: RepositoryTemplates.repository.appendingPathComponent("docs/templates.md"), atomically: true,
        encoding: .utf8)
    }
  }

  @Test func aDeclarationsShapeIsItsFieldsInOrder() {
    let declaration = AndroidContext.Resource.declaration
    #expect(declaration.shape.name == "AndroidResource")
    #expect(declaration.shape.fields.map(\.name) == declaration.fields.map(\.name))
    #expect(AndroidWriter.contextShape === AndroidContext.declaration.shape)
  }

  @Test func everyFieldsInputsReachTheKey() {
    // Changing what any one field shows changes the key: a field whose inputs were left out would not.
    let entry = AndroidResourceSet.Entry(kind: .style, name: "ink", value: "#FF000000")
    var changed = [entry, entry, entry, entry]
    changed[1].items = [AndroidPart.Item(name: "android:textSize", value: "1sp")]
    changed[2].items = [AndroidPart.Item(name: "android:textSize", value: "2sp")]
    changed[3].deprecation = .deprecatedBecause("old")
    let keys = changed.map(AndroidContext.Resource.declaration.key)
    #expect(Set(keys).count == changed.count)
  }
}
