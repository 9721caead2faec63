import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct DeprecationTextTests {
  private let hostile = Deprecation.deprecatedBecause("use \"new\" */ -- $x\nnext-")

  @Test func escapesTheReasonForEachLanguage() {
    #expect(
      DeprecationText.swiftAttribute(hostile) == #"@available(*, deprecated, message: "use \"new\" */ -- $x\nnext-")"#)
    #expect(DeprecationText.swiftAttribute(.deprecated) == "@available(*, deprecated)")
    #expect(
      DeprecationText.kotlinAnnotation(hostile, path: TokenPath(["a"]))
        == #"@Deprecated("use \"new\" */ -- \$x\nnext-")"#)
    #expect(DeprecationText.cssComment(hostile) == #"deprecated: use "new" * / -- $x next-"#)
    #expect(DeprecationText.xmlComment(hostile) == "deprecated: use &quot;new&quot; */ - - $x next- ")
  }

  @Test func androidStringsKeepQuotesReferencesAndSpaces() {
    #expect(AndroidValue.stringResource("It's \"x\"") == #"It\'s \"x\""#)
    #expect(AndroidValue.stringResource("@home") == #"\@home"#)
    #expect(AndroidValue.stringResource("  a\nb ") == #""  a\nb ""#)
  }
}
