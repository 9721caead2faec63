/// One row of the report: a named number for one token-set size.
struct Metric {
  enum Unit: String {
    case count, bytes, seconds, microseconds, ratio
  }

  /// A stable key for `--json`.
  var key: String
  /// The row label in the table.
  var label: String
  var value: Double
  var unit: Unit
}

/// Everything measured for one token-set size, in report order.
struct SizeReport {
  var tokens: Int
  var metrics: [Metric] = []

  mutating func add(_ key: String, _ label: String, _ value: Double, _ unit: Metric.Unit) {
    metrics.append(Metric(key: key, label: label, value: value, unit: unit))
  }

  func value(_ key: String) -> Double? {
    metrics.first { $0.key == key }?.value
  }
}

/// The median of `values` (the mean of the middle two for an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
