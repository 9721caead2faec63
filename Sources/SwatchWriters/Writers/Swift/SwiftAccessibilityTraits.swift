/// The Swift writer's `<file>+Accessibility.swift`, written only when the project has a `motion` or
/// `transparency` trait with a reduced value (docs/accessibility-traits.md).
///
/// Reads: the traits. Produces: `<tokensNamespace>.followAccessibilitySettings()`, which sets the runtime's
/// `Current.motion` from `UIAccessibility.isReduceMotionEnabled` and `Current.transparency` from
/// `isReduceTransparencyEnabled`, now and on each change notification, so every dynamic color and value
/// re-resolves with no other app code. Reports nothing.
enum SwiftAccessibilityTraits {
  /// One setting a trait can follow.
  private struct Setting {
    var trait: String
    var reducedWords: [String]
    var isEnabled: String
    var notification: String
  }

  private static let settings = [
    Setting(
      trait: "motion", reducedWords: ["reduced", "reduce", "reduced-motion"], isEnabled: "isReduceMotionEnabled",
      notification: "reduceMotionStatusDidChangeNotification"),
    Setting(
      trait: "transparency", reducedWords: ["reduced", "reduce", "reduced-transparency"],
      isEnabled: "isReduceTransparencyEnabled", notification: "reduceTransparencyStatusDidChangeNotification"),
  ]

  /// The file, or nil when no trait follows an accessibility setting.
  static func file(_ graph: ResolvedTokenGraph, options: SwiftWriter.Options) -> OutputFile? {
    let followed = settings.compactMap { setting -> (Setting, Trait, reduced: String)? in
      guard let trait = graph.traits.traits.first(where: { $0.name == setting.trait }),
        let reduced = trait.values.dropFirst().first(where: setting.reducedWords.contains)
      else { return nil }
      return (setting, trait, reduced)
    }
    guard !followed.isEmpty else { return nil }
    let access = options.access.rawValue
    let assignments = followed.map { setting, trait, reduced in
      "    Current.\(member(trait.name)) = UIAccessibility.\(setting.isEnabled) ? .\(member(reduced)) : "
        + ".\(member(trait.values[0]))"
    }
    let observers = followed.map { setting, _, _ in
      "      center.addObserver(forName: UIAccessibility.\(setting.notification), object: nil, queue: .main) { _ in "
        + "MainActor.assumeIsolated { applyAccessibilitySettings() } },"
    }
    let lines =
      GeneratedHeader.lines(for: graph).map { "// " + $0 } + [
        "// swift-format-ignore-file", "",
        "// The traits that follow accessibility settings, set from UIKit's. Needs `\(options.file).swift`.", "",
        "#if canImport(UIKit) && !os(watchOS)", "import UIKit", "", "extension \(options.tokensNamespace) {",
        "  /// Sets \(followed.map { "`Current.\(member($0.1.name))`" }.joined(separator: " and ")) from the "
          + "system settings now and whenever they change;",
        "  /// keep the returned observers as long as the app runs (usually from the app delegate's launch).",
        "  @MainActor @discardableResult",
        "  \(access) static func followAccessibilitySettings() -> [any NSObjectProtocol] {",
        "    applyAccessibilitySettings()", "    let center = NotificationCenter.default", "    return [",
      ] + observers + [
        "    ]", "  }", "", "  @MainActor private static func applyAccessibilitySettings() {",
      ] + assignments + ["  }", "}", "#endif"]
    return OutputFile(path: options.file + "+Accessibility.swift", contents: lines.joined(separator: "\n") + "\n")
  }

  /// A trait's or value's Swift name, as `SwiftContext` makes it.
  private static func member(_ word: String) -> String {
    SwiftIdentifier.make(NameStyle.camelCase.name(for: TokenPath([word])))
  }
}
