import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Compose context is typed objects read as templates reach them: it renders the text of its JSON form
/// (the form golden files record), also when its long lists render in chunks on every core, and every string
/// it makes from a token's text stays on its comment line.
@Suite struct ComposeContextTests {
  /// The one file the writer plans for `yaml`.
  static func planned(_ yaml: String) throws -> TemplatedFile {
    let graph = try WebAndroidWriterTests.graph(yaml)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    let planned = ComposeWriter().templatedFiles(for: graph, options: .init(), context: context)
    return try #require(planned.files.first)
  }

  /// Colors (a wide one, one per appearance), adaptive and constant values, composites and notes, with
  /// `count` more colors so the color list renders in chunks.
  static func yaml(colors count: Int) -> String {
    let colors = (0..<count).map { "    c\($0): { $value: \"#\(String(format: "%06X", $0 * 97 % 0xFFFFFF))\" }" }
    return """
      c:
        $type: color
        vivid: { $value: "color(display-p3 0.4 0.28 1)", $modes: { dark: "#336699" }, $description: "bright" }
        old: { $value: "#000000", $deprecated: "use vivid" }
        many:
      \(colors.joined(separator: "\n"))
      gutter: { $type: dimension, $value: 16px, $modes: { dark: 24px } }
      gap: { $type: dimension, $value: 4px, $description: "small", $deprecated: true }
      lift:
        $type: shadow
        $value: { color: "#000000", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px }

      """
  }

  @Test func theTypedContextRendersAsItsJSONFormAlsoInChunks() throws {
    let file = try Self.planned(Self.yaml(colors: 3_000))
    guard case .object(let root) = file.context else {
      Issue.record("the Compose context is not typed")
      return
    }
    #expect(root is ComposeContext.Root)
    let library = TemplateLibrary.builtIn
    let typed = try library.render(ComposeWriter.template, context: file.context)
    let json = try library.render(ComposeWriter.template, context: file.context.json)
    #expect(typed == json)
    #expect(typed.contains("0xFF000061L, // cManyC1\n"))
    #expect(typed.contains("3001 to Color(0.4f, 0.28f, 1f, 1f, ColorSpaces.DisplayP3) // cVivid"))
    #expect(typed.contains("val gap: Dp get() = 4f.dp"))
  }

  @Test func theJSONFormListsFieldsInShapeOrder() throws {
    let file = try Self.planned(Self.yaml(colors: 1))
    guard case .object(let pairs) = file.context.json else { return #expect(Bool(false)) }
    #expect(pairs.map(\.0) == ComposeContext.shape.fields.map(\.name))
    guard case .array(let sets) = pairs.first(where: { $0.0 == "sets" })?.1, case .object(let set) = sets.first
    else { return #expect(Bool(false)) }
    #expect(set.map(\.0) == ComposeContext.AppearanceSet.declaration.shape.fields.map(\.name))
  }

  @Test(arguments: ["a\nb", "a\u{2028}b", "a\r\nb", "a\u{0B}\u{85}b", "a */ b", "a\0b"])
  func aHostileDescriptionStaysOnItsCommentLine(text: String) throws {
    let quoted = text.unicodeScalars.map { String(format: "\\U%08X", $0.value) }.joined()
    let file = try Self.planned("c: { $type: color, a: { $value: \"#000000\", $description: \"\(quoted)\" } }")
    guard case .object(let root) = file.context, case .items(let colors)? = root.field(5),
      case .object(let color) = colors.item(0), case .text(let description)? = color.field(4)
    else { return #expect(Bool(false)) }
    #expect(description == KotlinName.comment(text))
    #expect(!description.contains { $0.isNewline } && !description.contains("*/"))
    #expect(!description.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }
  /// Kotlin's hard keywords are no names (`val typeof` does not compile): each gets a `_` after it.
  @Test(arguments: ["typeof", "typealias", "throw", "object", "fun"])
  func aKeywordIsNoKotlinName(_ word: String) {
    #expect(KotlinName.identifier(word) == word + "_")
    #expect(KotlinName.package("com.example.\(word)") == "com.example.\(word)_")
  }
}
