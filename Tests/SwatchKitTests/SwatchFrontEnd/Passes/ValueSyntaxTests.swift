import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct ValueSyntaxTests {
  @Test func splitsTheLastTopLevelSlash() {
    #expect(ValueSyntax.splitAlpha("{palette.red} / 60%")! == ("{palette.red}", "60%"))
    #expect(ValueSyntax.splitAlpha(" #fff/0.5 ")! == ("#fff", "0.5"))
    #expect(ValueSyntax.splitAlpha("rgb(0 0 0 / 50%)") == nil)
    #expect(ValueSyntax.splitAlpha("{size.1/2}") == nil)
    #expect(ValueSyntax.splitAlpha(" / 50%") == nil)
    #expect(ValueSyntax.splitAlpha("{café} / 50%")! == ("{café}", "50%"))
  }

  @Test func readsWholeValueAliases() {
    #expect(ValueSyntax.aliasPath("{a.b}") == "a.b")
    #expect(ValueSyntax.aliasPath(" { a.b }\t") == "a.b")
    #expect(ValueSyntax.aliasPath("{}") == nil)
    #expect(ValueSyntax.aliasPath("x {a}") == nil)
    #expect(ValueSyntax.aliasPath("{a}{b}") == nil)
    #expect(ValueSyntax.aliasPath("{ café }") == "café")
  }

  @Test func findsBraces() {
    #expect(ValueSyntax.mentionsBrace("a}"))
    #expect(ValueSyntax.mentionsBrace("é{"))
    #expect(!ValueSyntax.mentionsBrace("#fff"))
  }
}
