import Foundation

/// The rows that changed between two pages, so an open page can replace those rows instead of the whole
/// body, which at 10,000 tokens is tens of megabytes for the browser to parse and lay out again.
///
/// Every table row of the preview is one line starting `<tr data-path=`. When two pages have the same number
/// of lines and only such lines, each a whole row, differ, the patch is those lines; otherwise there is none and the page is
/// fetched whole.
enum PreviewPatch {
  private static let rowStart = Data("<tr data-path=".utf8)
  private static let rowEnd = Data("</tr>".utf8)

  /// The changed rows of `new` against `old`, one a line, or nil when more than rows changed.
  static func rows(from old: Data, to new: Data) -> Data? {
    let before = lines(old)
    let after = lines(new)
    guard before.count == after.count else { return nil }
    var patch = Data()
    for (old, new) in zip(before, after) where old != new {
      // A row whose text holds a line break spans lines: not one to patch.
      guard new.starts(with: rowStart), new.suffix(rowEnd.count).elementsEqual(rowEnd) else { return nil }
      patch += new
      patch.append(0x0A)
    }
    return patch
  }

  private static func lines(_ data: Data) -> [Data.SubSequence] {
    data.split(separator: 0x0A, omittingEmptySubsequences: false)
  }
}
