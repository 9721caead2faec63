import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A composite member aliasing a token a design tool typed loosely (Tokens Studio's `text` and `number`, as
/// Figma variables sync) reads it as the tool does: a text as a font family or a weight's style name, a
/// number as a weight or px. A DTCG file's member alias must still name a token of the member's type.
@Suite struct LooseMemberTests {
  private static let studio = """
    {
      "font-family": {
        "body": { "value": "Inter, sans-serif", "type": "text" },
        "default": { "value": "{font-family.body}", "type": "text" }
      },
      "font-weight": {
        "regular": { "value": "Regular", "type": "text" },
        "normal": { "value": "{font-weight.regular}", "type": "text" },
        "semi": { "value": "Semi Bold Italic", "type": "text" },
        "heavy": { "value": 800, "type": "number" }
      },
      "letter-spacing": { "sm": { "value": -0.25, "type": "number" } },
      "size": { "body": { "value": 16, "type": "number" }, "hairline": { "value": 1, "type": "number" } },
      "type": {
        "body": {
          "value": {
            "fontFamily": "{font-family.default}", "fontWeight": "{font-weight.normal}",
            "fontSize": "{size.body}", "letterSpacing": "{letter-spacing.sm}", "lineHeight": "150%"
          },
          "type": "typography"
        },
        "strong": {
          "value": { "fontFamily": "{font-family.body}", "fontWeight": "{font-weight.semi}", "fontSize": "20" },
          "type": "typography"
        },
        "heavy": { "value": { "fontWeight": "{font-weight.heavy}" }, "type": "typography" }
      },
      "line": { "value": { "color": "#101010", "width": "{size.hairline}", "style": "solid" }, "type": "border" }
    }
    """

  private static func resolve(_ path: String, _ text: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: path, text: text)])
  }

  private static func token(_ result: PipelineResult, _ path: String) throws -> ResolvedToken {
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    return try #require(graph.tokens.first { $0.path.string == path })
  }

  private static func typography(_ token: ResolvedToken) -> TypographyValue? {
    guard case .typography(let value)? = token.values.first else { return nil }
    return value
  }

  @Test func textsAndNumbersReadAsTheMembersTheyStandFor() throws {
    let result = Self.resolve("tokens.json", Self.studio)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    let px = { DimensionValue(value: $0, unit: .px) }
    let body = try Self.token(result, "type.body")
    let expected = TypographyValue(
      fontFamily: ["Inter", "sans-serif"], fontSize: px(16), fontWeight: 400, letterSpacing: px(-0.25),
      lineHeight: 1.5)
    #expect(body.values.allSatisfy { $0 == .typography(expected) })
    #expect(try Self.typography(Self.token(result, "type.strong"))?.fontWeight == 600)
    #expect(try Self.typography(Self.token(result, "type.heavy"))?.fontWeight == 800)
    guard case .border(let line)? = try Self.token(result, "line").values.first else {
      Issue.record("the border has no value")
      return
    }
    #expect(line.width == px(1))
    // The member holds a value of its own, not the token's: writers write it, not a reference to it.
    #expect(body.memberOrigins.allSatisfy { $0.isEmpty })
    // The tokens keep their own types.
    #expect(try Self.token(result, "font-weight.regular").type == .string)
    #expect(try Self.token(result, "size.body").type == .number)
  }

  @Test func aTextNamingNoWeightIsReportedAtTheText() throws {
    let text = Self.studio.replacing(#""value": "Regular""#, with: #""value": "Wobbly""#)
    let result = Self.resolve("tokens.json", text)
    let error = try #require(result.diagnostics.first { $0.id == "alias.type-mismatch" })
    #expect(error.message.contains("'font-weight.normal' of type string where a fontWeight is expected"))
    let note = try #require(error.notes.last)
    #expect(note.message == "'Wobbly' cannot be read as a fontWeight")
    #expect(note.range?.start.line == 7)
    #expect(result.resolved == nil)
  }

  @Test func aDTCGMemberAliasMustNameItsMembersType() throws {
    let result = Self.resolve(
      "tokens.yaml",
      """
      weight: { $type: string, $value: Regular }
      size: { $type: number, $value: 16 }
      type:
        $type: typography
        $value: { fontFamily: Inter, fontWeight: "{weight}", fontSize: "{size}" }
      """)
    let mismatches = result.diagnostics.filter { $0.id == "alias.type-mismatch" }
    #expect(mismatches.count == 2)
    #expect(result.resolved == nil)
  }
}
