import Foundation

/// The rows that changed between two pages, so an open page can replace those rows instead of the whole
/// body, which at 10,000 tokens is tens of megabytes for the browser to parse and lay out again.
///
/// Every table row of the preview is one line starting `<tr data-path=`. When two pages have the same number
/// of lines and only such lines, each a whole row, differ, the patch is those lines; otherwise there is none
/// and the page is fetched whole. Lines are found and compared on the raw bytes (`memchr`, `memcmp`): a
/// page of 10,000 tokens takes milliseconds.
enum PreviewPatch {
  private static let rowStart = Array("<tr data-path=".utf8)
  private static let rowEnd = Array("</tr>".utf8)

  /// The changed rows of `new` against `old`, one a line, or nil when more than rows changed.
  static func rows(from old: String, to new: String) -> Data? {
    var (old, new) = (old, new)
    return old.withUTF8 { before in
      new.withUTF8 { after in
        rows(from: lines(UnsafeRawBufferPointer(before)), to: lines(UnsafeRawBufferPointer(after)))
      }
    }
  }

  private static func rows(from before: [UnsafeRawBufferPointer], to after: [UnsafeRawBufferPointer]) -> Data? {
    guard before.count == after.count else { return nil }
    var patch = Data()
    for (old, new) in zip(before, after) {
      guard old.count != new.count || memcmp(old.baseAddress!, new.baseAddress!, old.count) != 0 else { continue }
      // A row whose text holds a line break spans lines: not one to patch.
      guard new.starts(with: rowStart), new.suffix(rowEnd.count).elementsEqual(rowEnd) else { return nil }
      patch.append(contentsOf: new)
      patch.append(0x0A)
    }
    return patch
  }

  /// The buffer's lines, without their line breaks.
  private static func lines(_ buffer: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
    guard let base = buffer.baseAddress else { return [] }
    var result: [UnsafeRawBufferPointer] = []
    var start = 0
    while start <= buffer.count {
      let rest = buffer.count - start
      let found = rest > 0 ? memchr(base + start, 0x0A, rest) : nil
      let end = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? buffer.count
      result.append(UnsafeRawBufferPointer(start: base + start, count: end - start))
      start = end + 1
    }
    return result
  }
}
