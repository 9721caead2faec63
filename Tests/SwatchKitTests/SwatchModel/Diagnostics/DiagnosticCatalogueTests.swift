import Foundation
import Testing

/// The message catalogue says it is sorted by id, so a reader finds a message by its id and a new one has one
/// place to go: these tests hold it to that.
@Suite struct DiagnosticCatalogueTests {
  static let catalogue = TestPaths.repository.appendingPathComponent(
    "Sources/SwatchModel/Diagnostics/DiagnosticMessage+Catalogue.swift")

  /// Every literal `id: "…"` in `source`, in the order written (an id taken from another message has none).
  static func ids(in source: String) -> [String] {
    source.components(separatedBy: "id: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  /// The first neighbouring pair of `ids` out of order, or nil when they are sorted.
  static func firstUnsorted(_ ids: [String]) -> (String, String)? {
    zip(ids, ids.dropFirst()).first { $0 > $1 }
  }

  @Test func catalogueIsSortedByID() throws {
    let ids = Self.ids(in: try String(contentsOf: Self.catalogue, encoding: .utf8))
    #expect(ids.count > 100, "found only \(ids.count) ids in \(Self.catalogue.path)")
    if let (first, second) = Self.firstUnsorted(ids) {
      Issue.record("DiagnosticMessage+Catalogue.swift: '\(second)' comes after '\(first)'; keep the ids sorted")
    }
  }

  @Test func theCheckFindsAnEntryOutOfOrder() {
    let source = #"Self(id: "alias.cycle", "…") Self(id: "config.type", "…") Self(id: "alias.group", "…")"#
    #expect(Self.ids(in: source) == ["alias.cycle", "config.type", "alias.group"])
    #expect(Self.firstUnsorted(Self.ids(in: source)).map { [$0.0, $0.1] } == ["config.type", "alias.group"])
    #expect(Self.firstUnsorted(["alias.cycle", "alias.cycle", "config.type"]) == nil)
  }
}
