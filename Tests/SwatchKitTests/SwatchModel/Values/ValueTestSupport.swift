import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The node YAML reads for `text` written as the value of a key, as the integrator hands it over.
func yamlValue(_ text: String) throws -> YAMLNode {
  let (root, diagnostics) = YAMLReader().read("v: \(text)\n", path: "test.yaml")
  #expect(diagnostics.isEmpty)
  return try #require(root?["v"])
}

/// Whether `a` and `b` have the same length and each pair differs by at most `tolerance`.
func isClose(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

extension Result where Failure == ValueSyntaxError {
  /// The value, if parsing succeeded.
  var value: Success? { try? get() }

  /// The reason, if parsing failed.
  var reason: String? {
    guard case .failure(let error) = self else { return nil }
    return error.reason
  }
}
