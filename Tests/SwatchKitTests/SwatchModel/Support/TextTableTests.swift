import Testing

@testable import SwatchModel

/// Plain-text tables (`swatch resolve`, `swatch diff`): columns padded to their widest cell, counted in characters.
@Suite struct TextTableTests {
  @Test func columnsAlignByCharactersAndTrailingSpacesAreTrimmed() {
    let table = TextTable(
      header: ["name", "value", "from"], rows: [["grün", "#FF0000", "$value"], ["a", "1px", ""]])
    #expect(table.rendered == "name  value    from\ngrün  #FF0000  $value\na     1px\n")
  }

  /// A cell longer than `widestAligned` runs past its column rather than padding every row to its length: a
  /// gradient of thousands of stops printed by `swatch resolve` padded each other row to tens of kilobytes.
  @Test func aVeryLongCellDoesNotWidenItsColumn() {
    let long = String(repeating: "x", count: 10_000)
    let rendered = TextTable(rows: [["a", long, "$value"], ["b", "short", "$value"]], indent: 2).rendered
    #expect(rendered == "  a  \(long)  $value\n  b  short  $value\n")
  }
}
