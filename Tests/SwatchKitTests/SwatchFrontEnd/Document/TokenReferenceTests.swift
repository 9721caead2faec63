import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TokenReferenceTests {
  @Test func readsCurlyBracesAndPointers() throws {
    #expect(try TokenReference.path("{color.blue}").get() == TokenPath(["color", "blue"]))
    #expect(try TokenReference.path("#/color/blue").get() == TokenPath(["color", "blue"]))
    #expect(try TokenReference.path("#/color/blue/$value").get() == TokenPath(["color", "blue"]))
    #expect(try TokenReference.path("#/a~0b~1c/d").get() == TokenPath(["a~b/c", "d"]))
  }

  @Test func refusesPartsMalformedAndBadNames() {
    #expect(TokenReference.path("#/color/blue/$value/components/0") == .failure(.insideValue))
    #expect(TokenReference.path("color/blue") == .failure(.malformed))
    #expect(TokenReference.path("#/") == .failure(.malformed))
    #expect(TokenReference.path("#/a//b") == .failure(.malformed))
    #expect(TokenReference.path("{a..b}") == .failure(.malformed))
    #expect(TokenReference.path("#/a.b") == .failure(.badName("a.b")))
    #expect(TokenReference.path("#/$type") == .failure(.badName("$type")))
  }

  /// DTCG 2025.10's property-level references: a `$value`, a typography's `fontFamily` and a border's `color`
  /// written `{"$ref": pointer}` are aliases to the token it points at, resolved per appearance, and a pointer into
  /// a value's parts is that part there; neither a typography member nor a whole `$value` so written is read as an
  /// object of the member's type.
  @Test func aValueOrMemberWrittenAsAPointerIsAnAlias() throws {
    let text = ##"""
      {"font": {"sans": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}},
       "c": {"$type": "color", "$value": "#ff0000", "$modes": {"dark": "#00ff00"}},
       "whole": {"$type": "color", "$value": {"$ref": "#/c"}},
       "text": {"$type": "typography", "$value": {"fontFamily": {"$ref": "#/font/sans"}, "fontSize": "16px",
                "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"}},
       "border": {"$type": "border", "$value": {"color": {"$ref": "#/c/$value"}, "width": "1px", "style": "solid"}},
       "part": {"$type": "number", "$value": {"$ref": "#/c/$value/components/0"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("part", in: "light") == .number(1) && graph.value("part", in: "dark") == .number(0))
    #expect(graph.hex("whole", in: "dark") == "#00FF00FF" && graph.hex("whole", in: "light") == "#FF0000FF")
    guard case .typography(let typography)? = graph.value("text"),
      case .border(let border)? = graph.value("border", in: "dark")
    else {
      Issue.record("text and border did not resolve")
      return
    }
    #expect(typography.fontFamily == ["Inter", "sans-serif"] && border.color.hexRGBA == "#00FF00FF")
  }
}
