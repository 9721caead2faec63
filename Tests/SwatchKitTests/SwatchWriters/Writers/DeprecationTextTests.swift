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

  /// Comments replace control and bidirectional formatting characters with U+FFFD; a Kotlin string escapes
  /// them and keeps the text, as Swift and CSS strings do.
  @Test func bidiAndControlsBecomeReplacementsInCommentsAndEscapesInStrings() {
    let reason = Deprecation.deprecatedBecause("use x \u{202E}}a{\u{2066}b\u{2069}\u{85}c\u{1B}\u{9B}")
    let comment = "deprecated: use x \u{FFFD}}a{\u{FFFD}b\u{FFFD} c\u{FFFD}\u{FFFD}"
    #expect(DeprecationText.cssComment(reason) == comment)
    #expect(DeprecationText.xmlComment(reason) == comment)
    #expect(
      DeprecationText.kotlinAnnotation(reason, path: TokenPath(["a"]))
        == #"@Deprecated("use x \u202e}a{\u2066b\u2069\u0085c\u001b\u009b")"#)
  }

  /// No raw bidirectional override or isolate reaches a generated CSS, Kotlin or Swift file.
  @Test func noWriterLeavesABidiOverrideInCode() throws {
    let graph = try WebAndroidWriterTests.graph(
      """
      c: { $type: color, $value: "#112233", $deprecated: "use x \\u202E }ecalper{ \\u2066 isolate \\u2069" }
      s: { $type: string, $value: "a\\u202Eb", $deprecated: "\\u202D" }
      """)
    let bidi = { (text: String) in
      text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }
    let files =
      WebAndroidWriterTests.write(CSSWriter(), graph).files + WebAndroidWriterTests.write(ComposeWriter(), graph).files
      + WebAndroidWriterTests.write(SwiftWriter(), graph).files
    #expect(files.contains { $0.path.hasSuffix(".css") } && files.contains { $0.path.hasSuffix(".kt") })
    for file in files { #expect(!bidi(file.contents), "\(file.path)") }
  }

  @Test func androidStringsKeepQuotesReferencesAndSpaces() {
    #expect(AndroidValue.stringResource("It's \"x\"") == #"It\'s \"x\""#)
    #expect(AndroidValue.stringResource("@home") == #"\@home"#)
    #expect(AndroidValue.stringResource("  a\nb ") == #""  a\nb ""#)
  }
}
