import Foundation

/// Prints the reports of several sizes side by side as a text table, or as JSON.
enum ReportPrinter {
  static func table(_ reports: [SizeReport]) -> String {
    guard let first = reports.first else { return "" }
    let rows = first.metrics.map { metric in
      [metric.label + unitSuffix(metric.unit)]
        + reports.map { report in report.metrics.first { $0.key == metric.key }.map(format) ?? "" }
    }
    let header = ["size"] + reports.map { grouped($0.tokens) }
    let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    var lines: [String] = []
    for (index, row) in ([header] + rows).enumerated() {
      let cells = row.enumerated().map { column, cell in
        column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0) : pad(cell, widths[column])
      }
      lines.append("| " + cells.joined(separator: " | ") + " |")
      if index == 0 {
        lines.append(
          "|"
            + widths.enumerated().map { $0 == 0 ? "-" + dashes($1) + "-" : "-" + dashes($1) + ":" }
            .joined(separator: "|") + "|")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ reports: [SizeReport], runs: Int, seed: UInt64) -> String {
    let sizes: [[String: Any]] = reports.map { report in
      var object: [String: Any] = [:]
      for metric in report.metrics { object[metric.key] = metric.value }
      return object
    }
    let root: [String: Any] = ["runs": runs, "seed": seed, "sizes": sizes]
    let data = try! JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func unitSuffix(_ unit: Metric.Unit) -> String {
    switch unit {
    case .count, .ratio: return ""
    case .bytes: return ""
    case .seconds: return " (ms)"
    case .microseconds: return " (µs)"
    }
  }

  private static func format(_ metric: Metric) -> String {
    switch metric.unit {
    case .count: return grouped(Int(metric.value))
    case .bytes:
      return metric.value >= 1_048_576
        ? String(format: "%.1f MiB", metric.value / 1_048_576) : grouped(Int(metric.value))
    case .seconds: return String(format: metric.value < 0.01 ? "%.2f" : "%.1f", metric.value * 1000)
    case .microseconds: return String(format: "%.2f", metric.value)
    case .ratio: return String(format: "%.2f×", metric.value)
    }
  }

  static func grouped(_ n: Int) -> String {
    let digits = String(n)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  private static func dashes(_ n: Int) -> String { String(repeating: "-", count: n) }
}
