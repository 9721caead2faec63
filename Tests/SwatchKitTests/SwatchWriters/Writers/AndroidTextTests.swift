import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A token's text is data in Android resources: aapt2 compiles it and Android returns it as written, never as
/// a format string or a reference. `.ci/checks/android-aapt2.sh` links such text in the `hostile-text` case.
@Suite struct AndroidTextTests {
  /// The files the android writer makes for `yaml`, by path.
  static func files(_ yaml: String) throws -> [String: String] {
    let result = WebAndroidWriterTests.write(AndroidWriter(), try WebAndroidWriterTests.graph(yaml))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
  }

  @Test func textHoldingPercentIsNotAFormatString() throws {
    let files = try Self.files(
      """
      count: { $type: string, $value: "%s of %d" }
      plain: { $type: string, $value: "none" }
      fonts: { $type: fontFamily, $value: ["100% Sans", Inter] }
      serif: { $type: fontFamily, $value: [Georgia] }
      """)
    let strings = try #require(files["values/strings.xml"])
    #expect(strings.contains(#"<string name="count" formatted="false">%s of %d</string>"#))
    #expect(strings.contains(#"<string name="plain">none</string>"#))
    let arrays = try #require(files["values/arrays.xml"])
    #expect(arrays.contains(#"<string-array name="fonts" formatted="false">"#))
    #expect(arrays.contains(#"<string-array name="serif">"#))
  }

  /// A style's `android:fontFamily` is escaped as a string's text is: aapt2 rejects a bare apostrophe there and
  /// reads a leading `@` or `?` as a reference.
  @Test func fontFamilyInAStyleIsEscapedAsText() throws {
    let files = try Self.files(
      """
      type:
        $type: typography
        apostrophe: { $value: { fontFamily: "it's", fontSize: 12px } }
        at: { $value: { fontFamily: "@font/brand", fontSize: 12px } }
        question: { $value: { fontFamily: "?attr/font", fontSize: 12px } }
        spaced: { $value: { fontFamily: " Two  Spaces", fontSize: 12px } }
      """)
    let styles = try #require(files["values/styles.xml"])
    #expect(styles.contains(#"<item name="android:fontFamily">it\&apos;s</item>"#))
    #expect(styles.contains(#"<item name="android:fontFamily">\@font/brand</item>"#))
    #expect(styles.contains(#"<item name="android:fontFamily">\?attr/font</item>"#))
    #expect(styles.contains(#"<item name="android:fontFamily">&quot; Two  Spaces&quot;</item>"#))
  }
}
