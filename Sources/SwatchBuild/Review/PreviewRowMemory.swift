/// The table rows of the last preview page, kept by a process that makes the page again on every save (`swatch
/// preview --watch`), so the next page renders only the rows whose inputs changed.
///
/// A row's key hashes everything the row shows (`PreviewPage.rowKey`): the page's columns (appearance names and
/// backgrounds), the token's record (path, type, description, values, how each was reached), the record of
/// every token its alias chains pass through, and its contrast checks. A row whose key the last page made is
/// copied; the rest are rendered. Each page keeps the rows it used and forgets the others, so the memory holds
/// one page's rows. Rows that read files (images) and pages that mark a diff are always rendered.
///
/// Reads: nothing itself. Produces: the kept row for a key, or the one `make` renders. One page at a time.
public final class PreviewRowMemory {
  private var kept: [UInt64: String] = [:]
  private var used: [UInt64: String] = [:]
  /// How many rows the last page rendered, and how many it copied.
  public private(set) var rendered = 0
  public private(set) var reused = 0
  private var counting = (rendered: 0, reused: 0)
  /// The last page's size in bytes, which the next reserves.
  private(set) var lastPageSize = 0

  /// An empty memory.
  public init() {}

  /// The row of `key`: the one the last page made, else `make()`'s.
  func row(_ key: UInt64, _ make: () -> String) -> String {
    if let row = used[key] { return row }
    let row: String
    if let kept = kept[key] {
      (row, counting.reused) = (kept, counting.reused + 1)
    } else {
      (row, counting.rendered) = (make(), counting.rendered + 1)
    }
    used[key] = row
    return row
  }

  /// Ends a page of `size` bytes: the rows it used are what the next page can copy.
  func finishPage(size: Int) {
    lastPageSize = size
    (kept, used) = (used, [:])
    // Room for about as many rows as this page had: filling the table by doubling would rehash every row.
    used.reserveCapacity(kept.count)
    (rendered, reused) = counting
    counting = (0, 0)
  }
}
