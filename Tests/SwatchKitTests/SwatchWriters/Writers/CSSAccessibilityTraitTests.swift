import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// The accessibility traits in CSS (docs/accessibility-traits.md): `motion` and `transparency` are page traits
/// whose reduced value follows its media feature. The stylesheet is read back under emulated media by
/// `.ci/checks/css-browser.sh` (fixture `web-android-accessibility-traits`).
@Suite struct CSSAccessibilityTraitTests {
  @Test(arguments: ["reduced", "reduce", "reduced-motion"])
  func aReducedMotionValueFollowsPrefersReducedMotion(_ word: String) {
    let scope = CSSTraitScope(index: 1, trait: Trait(name: "motion", values: ["full", word]))
    #expect(scope.isPageWide)
    #expect(scope.media(0) == nil)
    #expect(scope.media(1) == "(prefers-reduced-motion: reduce)")
    #expect(scope.pageConditions(1).last?.selector == #":not([data-motion="full"])"#)
  }

  @Test func aReducedTransparencyValueFollowsPrefersReducedTransparency() {
    let scope = CSSTraitScope(
      index: 0, trait: Trait(name: "transparency", values: ["translucent", "reduced-transparency"]))
    #expect(scope.media(1) == "(prefers-reduced-transparency: reduce)")
  }

  @Test func otherWordsAndOtherTraitsHaveNoMediaFeature() {
    #expect(CSSTraitScope(index: 0, trait: Trait(name: "motion", values: ["calm", "lively"])).media(1) == nil)
    let theme = CSSTraitScope(index: 0, trait: Trait(name: "theme", values: ["standard", "reduced-motion"]))
    #expect(!theme.isPageWide && theme.media(1) == nil)
  }
}
