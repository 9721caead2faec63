/// The Swift writer's third file, `<file>+PlatformEnums.swift`, written only when a string token names a
/// platform enum (`PlatformEnum`, docs/platform-enums.md).
///
/// Reads: the string tokens whose `$extensions["dev.swatch.enum"]` names an enum (the front end has checked
/// their values). Produces: for each, `<tokensNamespace>.<name>(in: UITraitCollection)` returning the UIKit case
/// (`UIKeyboardAppearance`, `UIStatusBarStyle`) of the appearance the traits select, chosen as the dynamic colors
/// choose theirs (`appearanceIndex(_:)` in the colors file). Reports nothing.
enum SwiftPlatformEnums {
  /// The file, or nil when no token names a platform enum.
  static func file(
    _ graph: ResolvedTokenGraph, names: PlatformNames, options: SwiftWriter.Options
  ) -> OutputFile? {
    let members = graph.tokens.indices.compactMap { member($0, graph: graph, names: names, options: options) }
    guard !members.isEmpty else { return nil }
    let header = GeneratedHeader.lines(for: graph).map { "// " + $0 }
    let lines =
      header + [
        "// swift-format-ignore-file", "",
        "// The platform enums string tokens name, as UIKit's types in the appearance a trait collection selects.",
        "// Needs `\(options.file).swift` and `\(options.colorsFile).swift`.", "",
        "#if canImport(UIKit) && !os(watchOS)", "import UIKit", "", "extension \(options.tokensNamespace) {",
      ] + members.joined(separator: [""]) + ["}", "#endif"]
    return OutputFile(path: options.file + "+PlatformEnums.swift", contents: lines.joined(separator: "\n") + "\n")
  }

  private static func member(
    _ index: Int, graph: ResolvedTokenGraph, names: PlatformNames, options: SwiftWriter.Options
  ) -> [String]? {
    let token = graph.tokens[index]
    guard token.type == .string, case .string(let name)? = token.extensions?[PlatformEnum.extensionKey],
      let kind = PlatformEnum(rawValue: name)
    else { return nil }
    let cases = token.values.map { value -> String in
      guard case .string(let text) = value, kind.values.contains(text) else { return ".default" }
      return "." + text
    }
    let type = kind.uiKitType
    return [
      "  /// `\(CommentText.singleLine(token.path.string))` as a `\(type)` in the appearance `traits` select.",
      "  \(options.access.rawValue) static func \(names.names[index])(in traits: UITraitCollection) -> \(type) {",
      "    let cases: [\(type)] = [\(cases.joined(separator: ", "))]",
      "    return cases[appearanceIndex(traits)]",
      "  }",
    ]
  }
}
