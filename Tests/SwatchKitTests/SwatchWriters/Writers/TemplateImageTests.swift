import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Image tokens reach the `template` writer, whose context gives each appearance's `path`, in every format.
@Suite struct TemplateImageTests {
  @Test func everyImageReachesTemplatesWithAPathPerAppearance() throws {
    let graph = try WebAndroidWriterTests.graph(
      "logo: { $type: image, $value: logo.png, $modes: { dark: logo-dark.png } }\narrow: { $type: image, $value: a.xml }\n"
    )
    let (kept, diagnostics) = ImageSupport.filter(graph, writer: TemplateWriter.name)
    #expect(diagnostics.isEmpty)
    #expect(kept.tokens.map(\.path.string) == ["arrow", "logo"])
    let json = JSONSerializer().string(from: TemplateContext.make(kept))
    #expect(json.contains("logo-dark.png") && json.contains("\"path\""))
    // A writer without images (json) still leaves them out, silently.
    #expect(ImageSupport.filter(graph, writer: JSONWriter.name).0.tokens.isEmpty)
  }
}
