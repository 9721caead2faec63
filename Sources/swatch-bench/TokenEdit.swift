import Foundation

/// Some token values in the first palette file, changed to one of two sets of colors and restored afterwards.
struct TokenEdit {
  let path: String
  let original: String
  private let ranges: [Range<String.Index>]

  /// The first `count` values of the first palette file (fewer if it holds fewer).
  init(_ set: TokenSetGenerator.Summary, count: Int = 1) throws {
    guard let path = set.tokenFiles.first(where: { $0.contains("/palette/") }) else {
      throw BenchmarkError("no palette file to edit")
    }
    original = try String(contentsOfFile: path, encoding: .utf8)
    var ranges: [Range<String.Index>] = []
    var from = original.startIndex
    while ranges.count < count, let start = original.range(of: "$value: \"", range: from..<original.endIndex),
      let end = original[start.upperBound...].firstIndex(of: "\"")
    {
      ranges.append(start.upperBound..<end)
      from = end
    }
    guard !ranges.isEmpty else { throw BenchmarkError("no value to edit in \(path)") }
    self.path = path
    self.ranges = ranges
  }

  /// How many values an edit changes.
  var count: Int { ranges.count }

  /// Writes the file with each edited value replaced by a color of the variant's own, distinct per token.
  func apply(variant: Int) throws {
    var text = original
    for (index, range) in ranges.enumerated().reversed() {
      let blue = (index * 2 + variant) % 256
      text.replaceSubrange(range, with: "#1234" + String(format: "%02x", blue))
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func restore() { try? original.write(toFile: path, atomically: true, encoding: .utf8) }
}
