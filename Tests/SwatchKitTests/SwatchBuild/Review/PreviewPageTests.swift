import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct PreviewPageTests {
  private func page(_ yaml: String, diffFrom old: String? = nil) throws -> String {
    let pipeline = TokenPipeline(traits: .standard)
    let graph = try #require(pipeline.resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
    let diff = try old.map { text -> TokenDiff in
      let before = try #require(pipeline.resolve([SourceText(path: "t.yaml", text: text)]).resolved)
      return TokenDiff(old: before, new: graph)
    }
    return PreviewPage(graph: graph, config: .standard, diff: diff).html
  }

  /// Token text is untrusted: nothing from it may open a tag, end an attribute or load anything.
  @Test func escapesHostileTokenText() throws {
    let html = try page(
      """
      x:
        $type: string
        "<img src=x onerror=alert(1)>": "</script><script>alert('2')</script>"
      c:
        $type: color
        $description: "\\"><b onmouseover=alert(3)>"
        $value: "#FF0000"
      """)
    #expect(!html.contains("<img"))
    #expect(!html.contains("<b onmouseover"))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
  }

  @Test func selfContainedWithEveryAppearance() throws {
    let html = try page("c:\n  $type: color\n  $value: \"#FF000080\"\n  $modes: { dark: \"#00FF00\" }\n")
    for forbidden in ["http://", "https://", "src=", "<link", "@import", "url("] {
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    for appearance in TraitSet.standard.appearances {
      #expect(html.contains("data-appearance=\"\(appearance.name)\""))
    }
    #expect(html.contains("background:#FF000080") && html.contains("background:#00FF00FF"))
  }

  /// With no background token, a column sits on black when its name says dark in any spelling (Primer's
  /// `dark-hc`, `dark_dimmed`, `darkHC`), on white otherwise.
  @Test func darkColumnsSitOnBlackWhateverTheSpelling() throws {
    let names = ["light", "dark", "dark-hc", "dark_dimmed", "darkHC"]
    let traits = TraitSet([Trait(name: "theme", values: names)])
    let pipeline = TokenPipeline(traits: traits)
    let graph = try #require(
      pipeline.resolve([SourceText(path: "t.yaml", text: "c: { $type: color, $value: red }\n")]).resolved)
    let page = PreviewPage(graph: graph, config: .standard)
    for appearance in graph.appearances {
      let black = appearance.name != "light"
      #expect(
        page.cellStyle(appearance).contains(black ? "background:#000000" : "background:#FFFFFF"), "\(appearance.name)")
    }
  }

  @Test func marksChangesFromTheDiff() throws {
    let html = try page(
      "c:\n  $type: color\n  $value: \"#FF0000\"\n  $modes: { dark: \"#00FF00\" }\n",
      diffFrom: "c:\n  $type: color\n  $value: \"#FF0000\"\ngone:\n  $type: color\n  $value: \"#000000\"\n")
    #expect(html.contains("<tr data-path=\"c\" class=\"changed\">"))
    #expect(html.contains("was #FF0000FF"))
    #expect(html.contains("Removed since the old version") && html.contains("<code>gone</code>"))
  }
}
