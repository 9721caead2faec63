import Foundation

/// Where the repository and the test fixtures are, found from this file's place (the root of the test target),
/// so that a test file can move between folders without counting `..`.
enum TestPaths {
  /// The repository's root: this file is `Tests/SwatchKitTests/TestPaths.swift`.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// `Tests/SwatchKitTests/Fixtures`.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures", isDirectory: true)
}
