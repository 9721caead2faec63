import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Android context is typed objects read as templates reach them: each resource file renders the text of
/// its JSON form (the form golden files record), also when its long lists render in chunks on every core, and
/// every string it makes from a token's text is XML-escaped where the field is made.
@Suite struct AndroidContextTests {
  /// The files the writer plans for `yaml`, by path.
  static func planned(_ yaml: String) throws -> [String: TemplatedFile] {
    let graph = try WebAndroidWriterTests.graph(yaml)
    let context = WriterContext(templates: .builtIn, entryRange: nil)
    let planned = AndroidWriter().templatedFiles(for: graph, options: .init(), context: context)
    #expect(planned.diagnostics.isEmpty)
    return Dictionary(uniqueKeysWithValues: planned.files.map { ($0.path, $0) })
  }

  /// `count` colors (so the color list renders in chunks), a dark variant, a deprecated dimension, a
  /// typography style and a string with markup.
  static func yaml(colors count: Int) -> String {
    let colors = (0..<count).map { "    c\($0): { $value: \"#\(String(format: "%06X", $0 * 97 % 0xFFFFFF))\" }" }
    return """
      c:
        $type: color
        bg: { $value: "#FFFFFF", $modes: { dark: "#000000" } }
        many:
      \(colors.joined(separator: "\n"))
      gap: { $type: dimension, $value: 4px, $deprecated: "use <b> & --> instead" }
      body:
        $type: typography
        $value: { fontFamily: ["A&B <Sans>"], fontSize: 16px, fontWeight: 400, lineHeight: 1.5, letterSpacing: 0px }
      label: { $type: string, $value: "Tom & \\"Jerry\\" <b>" }

      """
  }

  @Test func everyFileRendersAsItsJSONFormAlsoInChunks() throws {
    let files = try Self.planned(Self.yaml(colors: 3_000))
    #expect(
      files.keys.sorted() == [
        "values-night/colors.xml", "values/colors.xml", "values/dimens.xml", "values/strings.xml",
        "values/styles.xml",
      ])
    let library = TemplateLibrary.builtIn
    for file in files.values {
      guard case .object(let root) = file.context else {
        Issue.record("the Android context of \(file.path) is not typed")
        continue
      }
      #expect(root is AndroidContext)
      let typed = try library.render(AndroidWriter.template, context: file.context)
      let json = try library.render(AndroidWriter.template, context: file.context.json)
      #expect(typed == json, "\(file.path)")
    }
    let colors = try library.render(AndroidWriter.template, context: files["values/colors.xml"]!.context)
    #expect(colors.contains(#"<color name="c_many_c2999">"#))
    let night = try library.render(AndroidWriter.template, context: files["values-night/colors.xml"]!.context)
    #expect(night.contains(#"<color name="c_bg">#FF000000</color>"#))
    #expect(!night.contains("c_many"))
  }

  @Test func tokenTextIsEscapedInEveryField() throws {
    let files = try Self.planned(Self.yaml(colors: 1))
    let library = TemplateLibrary.builtIn
    let styles = try library.render(AndroidWriter.template, context: files["values/styles.xml"]!.context)
    #expect(styles.contains("A&amp;B &lt;Sans&gt;"))
    #expect(!styles.contains("<Sans>"))
    let strings = try library.render(AndroidWriter.template, context: files["values/strings.xml"]!.context)
    #expect(strings.contains("Tom &amp; \\&quot;Jerry\\&quot; &lt;b&gt;"))
    let dimens = try library.render(AndroidWriter.template, context: files["values/dimens.xml"]!.context)
    #expect(!dimens.contains("<b>"))
    #expect(!dimens.contains("-->  instead"))
    #expect(dimens.components(separatedBy: "-->").count == dimens.components(separatedBy: "<!--").count)
  }

  @Test func theJSONFormListsFieldsInShapeOrder() throws {
    let file = try #require(try Self.planned(Self.yaml(colors: 1))["values/dimens.xml"])
    guard case .object(let pairs) = file.context.json else { return #expect(Bool(false)) }
    #expect(pairs.map(\.0) == AndroidContext.shape.fields.map(\.name))
    guard case .array(let resources) = pairs[1].1, case .object(let resource) = resources.first else {
      return #expect(Bool(false))
    }
    #expect(resource.map(\.0) == AndroidContext.Resource.shape.fields.map(\.name))
  }
}
