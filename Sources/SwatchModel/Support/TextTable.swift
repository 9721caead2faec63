/// A left-aligned plain-text table with columns padded to their widest cell.
package struct TextTable {
  var header: [String]?
  var rows: [[String]]
  var indent = 0

  /// Creates a table of `rows` under an optional `header`, indented by `indent` spaces.
  package init(header: [String]? = nil, rows: [[String]], indent: Int = 0) {
    self.header = header
    self.rows = rows
    self.indent = indent
  }

  /// The longest cell that sets its column's width: a longer one runs on past its column, and the cells after
  /// it on its row move right, so one long value (a gradient of thousands of stops) does not pad every other row
  /// to its length.
  static let widestAligned = 120

  /// The table's text, each line ending in a line break, trailing spaces trimmed. Widths count characters.
  package var rendered: String {
    let all = (header.map { [$0] } ?? []) + rows
    let columns = all.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      all.map { $0.count > column && $0[column].count <= Self.widestAligned ? $0[column].count : 0 }.max() ?? 0
    }
    let prefix = String(repeating: " ", count: indent)
    return all.map { row in
      let cells = row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
      }
      return prefix + String(cells.joined(separator: "  ").trimmingWhitespace()) + "\n"
    }.joined()
  }
}
