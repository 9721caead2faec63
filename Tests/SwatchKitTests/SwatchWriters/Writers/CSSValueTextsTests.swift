import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// `CSSValueTexts`, the page rules' table of value texts: a repeated value reads the texts made the first
/// time, which are `CSSValue`'s, the sRGB fallback and a Display P3 override for a wide gamut color.
@Suite struct CSSValueTextsTests {
  @Test func aWideGamutColorHasItsFallbackAndItsOverride() {
    let color = ColorValue(space: .displayP3, components: [0.2, 1, 0.1])
    var texts = CSSValueTexts(values: [.number(1), .color(color)])
    let first = texts.texts(at: 1)
    #expect(first.plain == CSSValue.hex(color))
    #expect(first.p3 == CSSValue.displayP3(color))
    #expect(first.p3 != nil && first.plain != first.p3)
    let again = texts.texts(at: 1)
    #expect(again.plain == first.plain && again.p3 == first.p3)
  }

  /// The `font` shorthand needs a size and a family: with a family and no size the size is `1em`, the text's
  /// own (Chromium dropped `700 Inter`); with no family the parts stay for a single `font-*` property.
  @Test func aTypographyWithAFamilyButNoSizeIsAValidFontShorthand() {
    #expect(CSSValue.font(TypographyValue(fontFamily: ["Inter"], fontWeight: 700)) == "700 1em Inter")
    #expect(CSSValue.font(TypographyValue(fontFamily: ["Inter"], lineHeight: 1.5)) == "1em/1.5 Inter")
    let sized = TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(value: 12, unit: .px))
    #expect(CSSValue.font(sized) == "12px Inter")
    #expect(CSSValue.font(TypographyValue(fontWeight: 700)) == "700")
  }

  @Test func otherValuesAreFormattedAsCSSValueDoesWithNoOverride() {
    let values: [TokenValue] = [
      .color(ColorValue(space: .srgb, components: [1, 0, 0])), .string("a\"b"), .number(1.5),
      .fontFamily(["Inter Display", "sans-serif"]),
    ]
    var texts = CSSValueTexts(values: values)
    for (position, value) in Array(values.enumerated()) + Array(values.enumerated()) {
      let made = texts.texts(at: position)
      #expect(made.plain == CSSValue.format(value))
      #expect(made.p3 == nil)
    }
  }
  /// A string of common keywords is a CSS value, written bare in any case; a CSS-wide keyword is not, as a
  /// custom property given `inherit` or `initial` takes that meaning itself and `var()` never sees the word.
  @Test func keywordStringsAreBareButCSSWideKeywordsAreNot() {
    for text in ["ease-in-out", "Pointer", "border-box", "line-through underline", "rgba(0, 0, 0, 0.12)"] {
      #expect(CSSValue.isPlainValue(text), "\(text)")
    }
    for text in ["inherit", "initial", "unset", "revert", "tnum", "a; b", ""] {
      #expect(!CSSValue.isPlainValue(text), "\(text)")
    }
  }
}
