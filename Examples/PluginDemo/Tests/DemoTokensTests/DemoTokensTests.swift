import DemoTokens
import Testing

@Suite struct DemoTokensTests {
  @Test func accentIsResolvedPerAppearanceByTheGeneratedCode() {
    #expect(Theme.hex(.accent, appearance: .light) == "#007AFF")
    #expect(Theme.hex(.accent, appearance: .dark) == "#0A84FF")
  }

  @Test func theGeneratedTableHasEveryColorToken() {
    let light = SwatchTokens.ColorToken.background.resolved(appearance: .light)
    let dark = SwatchTokens.ColorToken.background.resolved(appearance: .dark)
    #expect(light == SwatchTokens.RGBA(.sRGB, 1, 1, 1, 1))
    #expect(dark == SwatchTokens.RGBA(.sRGB, 0, 0, 0, 1))
    #expect(SwatchTokens.ColorToken.allCases.map(\.rawValue).contains("palette.blue-dark"))
  }
}
