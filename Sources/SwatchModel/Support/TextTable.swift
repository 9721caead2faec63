import Foundation

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

  /// The table's text, each line ending in a line break, trailing spaces trimmed.
  package var rendered: String {
    let all = (header.map { [$0] } ?? []) + rows
    let columns = all.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in all.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
    let prefix = String(repeating: " ", count: indent)
    return all.map { row in
      let cells = row.enumerated().map { column, cell in
        cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }
      return prefix + String(cells.joined(separator: "  ").trimmingWhitespace()) + "\n"
    }.joined()
  }
}
