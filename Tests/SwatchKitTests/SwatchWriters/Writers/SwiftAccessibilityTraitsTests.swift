import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Swift writer's `<file>+Accessibility.swift`: written for a `motion` or `transparency` trait with a reduced
/// value, setting `Current` from UIKit's settings. Compiled and run against the stub UIKit by
/// `.ci/checks/apple-swift.sh`.
@Suite struct SwiftAccessibilityTraitsTests {
  static func files(_ traits: [SwatchModel.Trait]) throws -> [String: String] {
    let yaml = "gap:\n  $type: dimension\n  $value: 4px\n"
    let result = TokenPipeline(traits: TraitSet(traits)).resolve([SourceText(path: "tokens.yaml", text: yaml)])
    let graph = try #require(result.resolved)
    let written = SwiftWriter().write(
      graph, options: .init(), context: WriterContext(templates: .builtIn, entryRange: nil))
    return Dictionary(uniqueKeysWithValues: written.files.map { ($0.path, $0.contents) })
  }

  @Test func aMotionTraitIsSetFromReduceMotion() throws {
    let files = try Self.files([
      Trait(name: "appearance", values: ["light", "dark"]), Trait(name: "motion", values: ["full", "reduced"]),
    ])
    let file = try #require(files["SwatchTokens+Accessibility.swift"])
    #expect(file.contains("Current.motion = UIAccessibility.isReduceMotionEnabled ? .reduced : .full"))
    #expect(file.contains("UIAccessibility.reduceMotionStatusDidChangeNotification"))
    #expect(!file.contains("Transparency"))
  }

  @Test func noFileWithoutAReducedValue() throws {
    let files = try Self.files([Trait(name: "motion", values: ["calm", "lively"])])
    #expect(files["SwatchTokens+Accessibility.swift"] == nil)
  }
}
