import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A composite member aliasing a token a design tool typed loosely (Tokens Studio's `text` and `number`, as
/// Figma variables sync) reads it as the tool does: a text as a font family or a weight's style name, a
/// number as a weight or px; a whole alias converts the same way, and a size in px reads as a `number`
/// token's number. A DTCG file's alias must still name a token of the type wanted.
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

  /// A `number` letter spacing aliasing a size in px (Workday's `letter-spacing.subtext.sm` over a
  /// `letterSpacing` token) is that size in a typography member: the chain reaches the type the member wants.
  @Test func aNumberAliasingASizeIsThatSizeInAMember() throws {
    let text = """
      {"ls": {"50": {"value": "0.4", "type": "letterSpacing"}},
       "letter-spacing": {"sm": {"value": "{ls.50}", "type": "number"}},
       "type": {"value": {"fontSize": "16", "letterSpacing": "{letter-spacing.sm}"}, "type": "typography"}}
      """
    let result = Self.resolve("tokens.json", text)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    let px = { DimensionValue(value: $0, unit: .px) }
    #expect(try Self.typography(Self.token(result, "type"))?.letterSpacing == px(0.4))
    #expect(try Self.token(result, "letter-spacing.sm").values.first == .number(0.4))
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
  private static let wholeAliases = """
    {
      "core": {
        "space": { "4": { "value": 16, "type": "number" }, "2": { "value": "{core.space.4} / 2", "type": "number" } },
        "size": { "base": { "value": "18", "type": "dimension" }, "rem": { "value": "1.5rem", "type": "dimension" } },
        "family": { "value": "Inter, sans-serif", "type": "text" },
        "weight": { "value": "Semi Bold", "type": "text" }
      },
      "spacing": {
        "md": { "value": "{core.space.4}", "type": "spacing" }, "sm": { "value": "{core.space.2}", "type": "spacing" },
        "lg": { "value": "{core.space.4} * 2", "type": "spacing" }
      },
      "base-size": { "value": "{core.size.base}", "type": "number" },
      "step": { "value": "{base-size} * 2", "type": "number" },
      "font": {
        "body": { "value": "{core.family}", "type": "fontFamilies" },
        "strong": { "value": "{core.weight}", "type": "fontWeights" }
      }
    }
    """

  @Test func wholeAliasesConvertAsTheToolReadsThem() throws {
    let result = Self.resolve("tokens.json", Self.wholeAliases)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    let px = { TokenValue.dimension(DimensionValue(value: $0, unit: .px)) }
    let expected: [(String, TokenType, TokenValue)] = [
      ("spacing.md", .dimension, px(16)),
      // A target whose value is math, known per appearance: any number is a size in px.
      ("spacing.sm", .dimension, px(8)),
      // Math over numbers in a size: its bare result is px too.
      ("spacing.lg", .dimension, px(32)),
      ("base-size", .number, .number(18)),
      ("step", .number, .number(36)),
      ("font.body", .fontFamily, .fontFamily(["Inter", "sans-serif"])),
      ("font.strong", .fontWeight, .fontWeight(600)),
    ]
    for (path, type, value) in expected {
      let token = try Self.token(result, path)
      #expect(token.type == type, "\(path)")
      #expect(token.values.allSatisfy { $0 == value }, "\(path): \(token.values)")
    }
  }

  @Test func aSizeInAnotherUnitIsNoNumber() throws {
    let text = Self.wholeAliases.replacing(#""value": "{core.size.base}""#, with: #""value": "{core.size.rem}""#)
    let result = Self.resolve("tokens.json", text)
    let error = try #require(result.diagnostics.first { $0.id == "alias.type-mismatch" })
    #expect(error.message.contains("'core.size.rem' of type dimension where a number is expected"))
    #expect(error.range?.start.line == 12)
    #expect(error.notes.last?.message == "'1.5rem' cannot be read as a number")
    #expect(result.resolved == nil)
  }

  @Test func aDTCGWholeAliasMustNameItsType() throws {
    let result = Self.resolve(
      "tokens.yaml",
      """
      size: { $type: number, $value: 16 }
      space: { $type: dimension, $value: "{size}" }
      """)
    #expect(result.diagnostics.filter { $0.id == "alias.type-mismatch" }.count == 1)
    #expect(result.resolved == nil)
  }
  /// A typography line height aliasing a size, as Tokens Studio writes `lineHeights` over `sizing` tokens: px
  /// divided by the font size (a rem counted as 16px), a percentage as its fraction, with or without a font size.
  @Test func aLineHeightThatIsASizeIsAMultiplier() throws {
    let text = """
      {
        "size": { "24": { "value": "24px", "type": "sizing" }, "snug": { "value": "137.5%", "type": "sizing" } },
        "font": { "lg": { "value": "18", "type": "fontSizes" }, "base": { "value": "1rem", "type": "fontSizes" } },
        "line": { "xl": { "value": "{size.24}", "type": "lineHeights" } },
        "type": {
          "a": { "value": { "fontSize": "{font.lg}", "lineHeight": "{line.xl}" }, "type": "typography" },
          "b": { "value": { "fontSize": "{font.base}", "lineHeight": "{line.xl}" }, "type": "typography" },
          "c": { "value": { "fontSize": "20px", "lineHeight": "{line.xl}" }, "type": "typography" },
          "d": { "value": { "lineHeight": "{size.snug}" }, "type": "typography" }
        }
      }
      """
    let result = Self.resolve("tokens.json", text)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    let expected: [(String, Double)] = [
      ("type.a", 24.0 / 18), ("type.b", 24.0 / 16), ("type.c", 24.0 / 20), ("type.d", 1.375),
    ]
    for (path, lineHeight) in expected {
      #expect(try Self.typography(Self.token(result, path))?.lineHeight == lineHeight, "\(path)")
    }
    // In px with no font size to divide by, it is no multiplier.
    let alone = text.replacing(#""lineHeight": "{size.snug}""#, with: #""lineHeight": "{line.xl}""#)
    let failed = Self.resolve("tokens.json", alone)
    let error = try #require(failed.diagnostics.first { $0.id == "alias.type-mismatch" })
    #expect(error.message.contains("'line.xl' of type dimension where a number is expected"))
    #expect(error.notes.last?.message.contains("divided by the font size") == true)
    #expect(error.range?.start.line == 9)
  }
}
