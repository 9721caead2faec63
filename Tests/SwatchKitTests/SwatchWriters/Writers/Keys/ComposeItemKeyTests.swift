import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Compose context's reuse keys (`ComposeContext+Tokens.swift` and the chunks): equal keys mean equal JSON forms in one
/// build and across edits and options, also where chunks split the lists, and an edit changes the keys of few
/// items.
@Suite struct ComposeItemKeyTests {
  /// The context of the file the writer plans for `yaml`.
  static func context(_ yaml: String, options: ComposeWriter.Options = .init()) throws -> MustacheValue {
    let graph = try WebAndroidWriterTests.graph(yaml)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    let planned = ComposeWriter().templatedFiles(for: graph, options: options, context: context)
    // Only the warning for the package the default options leave out.
    #expect(planned.diagnostics.allSatisfy { $0.id == "compose.package" })
    return try #require(planned.files.first).context
  }

  /// The keyed items of the file the writer plans for `yaml`.
  static func keyed(_ yaml: String, options: ComposeWriter.Options = .init()) throws -> KeyedItems {
    var items = KeyedItems()
    items.add(try context(yaml, options: options))
    return items
  }

  /// Options: the default, and another type prefix and package.
  static var options: [ComposeWriter.Options] {
    var named = ComposeWriter.Options()
    named.name = "App"
    named.package = "com.example.app"
    return [.init(), named]
  }

  @Test func equalKeysMeanEqualFormsAcrossEveryEditAndOption() throws {
    var items = KeyedItems()
    for options in Self.options {
      items.add(try Self.context(ItemKeyFixture.base, options: options))
      for edit in ItemKeyFixture.edits { items.add(try Self.context(edit.yaml, options: options)) }
    }
    // colors, styles, values, constants; per set ARGB, wide, value and style chunks.
    #expect(items.keyedLists >= 8)
    #expect(items.conflicts.isEmpty, "\(items.conflicts.first.map { "\($0.first) \($0.second)" } ?? "")")
  }

  @Test func anEditKeepsTheKeysOfEveryItemItDoesNotChange() throws {
    // A color property shows its position (`index`, `getter`), so a token inserted or deleted before colors
    // changes their keys; the sets' chunk values do not show it, and keep theirs.
    let changed = [
      "palette value": 1, "description": 3, "rename": 2, "target rename": 10, "delete": 39, "alias retarget": 2,
      "swap": 2, "deprecation": 3, "insert": 42, "keyword": 42,
    ]
    for options in Self.options {
      let base = try Self.keyed(ItemKeyFixture.base, options: options)
      #expect(base.itemCount > 400)
      for edit in ItemKeyFixture.edits {
        let edited = try Self.keyed(edit.yaml, options: options)
        let limit = try #require(changed[edit.name], "\(edit.name)")
        #expect(base.forms.count - base.sharedKeys(with: edited) == limit, "\(edit.name)")
      }
    }
  }

  @Test func keysHoldWhereAnInsertMovesTheChunkBoundaries() throws {
    let base = ComposeContextTests.yaml(colors: 1_100)
    let inserted = base.replacingOccurrences(of: "  many:\n", with: "  many:\n    a: { $value: \"#ABCDEF\" }\n")
    #expect(inserted != base)
    var items = KeyedItems()
    items.add(try Self.context(base))
    items.add(try Self.context(inserted))
    #expect(items.conflicts.isEmpty, "\(items.conflicts.count) conflicts")
  }

  @Test func aScalarKeyCoversWhatItsExpressionReads() {
    let values: [TokenValue] = [
      .dimension(DimensionValue(value: 1, unit: .px)), .dimension(DimensionValue(value: 1, unit: .rem)),
      .dimension(DimensionValue(value: 2, unit: .px)), .number(1), .number(2),
      .duration(DurationValue(value: 1, unit: .ms)), .duration(DurationValue(value: 1, unit: .s)), .fontWeight(400),
      .fontWeight(500), .fontFamily(["A", "B"]), .fontFamily(["AB"]), .string("A"), .string("B"),
      .cubicBezier(CubicBezierValue(0, 0, 1, 1)),
      .cubicBezier(CubicBezierValue(0, 1, 1, 1)),
    ]
    let keys = values.map { value in
      var hash = StableHash("test")
      ComposeValue.combine(scalar: value, into: &hash)
      return hash.value
    }
    #expect(Set(keys).count == values.count)
  }
}
