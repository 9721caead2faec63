import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct PlainAliasTests {
  /// What `splitAlpha` and `aliasPath` read from `text`, which `plainAlias` must agree with when it answers.
  private func general(_ text: String) -> (path: String?, alpha: String?) {
    let split = ValueSyntax.splitAlpha(text)
    return (ValueSyntax.aliasPath(split?.base ?? text), split?.alpha)
  }

  @Test(arguments: [
    "{a.b}", " {a.b} ", "{a.b} / 60%", "{a.b}/0.5", "\t{ a.b }\t/\t40% ", "{a.b} / ", "{}", "{ }", "{a/b}",
    "{a(b} / 5%", "{a.b} / 5% / 6%", "x {a.b}", "{a.b} x", "{a.b} / (5%)", "{é} / 5%", "{a.b} / 5é", "{a}{b}",
    "{a.b} / {c}", "{a.b}\r\n",
  ])
  func plainAliasesReadAsTheGeneralRulesDo(text: String) {
    guard let plain = ValueSyntax.plainAlias(text) else { return }
    let expected = general(text)
    #expect(plain.path == expected.path)
    #expect(plain.alpha == expected.alpha)
  }

  @Test func everydayAliasesTakeThePlainPath() {
    #expect(ValueSyntax.plainAlias("{palette.red0.s58} / 40%")! == ("palette.red0.s58", "40%"))
    #expect(ValueSyntax.plainAlias("{label.area1.hover398}")! == ("label.area1.hover398", nil))
  }

  @Test(arguments: ["40%", "0%", "100%", "101%", "007%", "1000000000%", "5 %", " 5%", "0.5", "50"])
  func wholePercentagesReadAsDecimalTextDoes(text: String) {
    let trimmed = text.trimmingWhitespace()
    let general: Double? =
      if trimmed.hasSuffix("%") {
        NumericText.double(trimmed.dropLast()).flatMap { (0...100).contains($0) ? $0 / 100 : nil }
      } else {
        NumericText.double(trimmed).flatMap { (0...1).contains($0) ? $0 : nil }
      }
    #expect(AlphaLiteral.parse(text) == general)
  }
}
