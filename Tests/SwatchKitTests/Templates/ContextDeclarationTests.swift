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

  @Test(arguments: declarations.map(\.name))
  func theDocsShowTheDeclaredTable(name: String) throws {
    let rows = try #require(Self.declarations.first { $0.name == name }).rows
    let documented = try #require(Self.documentedRows(name, in: try Self.documentation()), "no table for \(name)")
    #expect(documented == rows)
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
