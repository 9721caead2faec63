/// The Swift writer's `<file>+Materials.swift`, written only when the project has material tokens
/// (docs/materials.md).
///
/// Reads: the material tokens in every appearance and the traits. Produces: `<tokensNamespace>.Material` (a
/// material in one appearance: thickness, the fixed light or dark variant the appearance selects, tint, fill,
/// fallback, the AppKit material and whether Reduce Transparency makes it opaque) and
/// `<tokensNamespace>.Materials` holding each token's materials by appearance, Foundation only; then UIKit
/// (`UIBlurEffect.Style`, `UIBlurEffect`, `UIVibrancyEffect`, `UIVisualEffectView.swatchApply`), AppKit
/// (`NSVisualEffectView.Material`, `NSVisualEffectView.swatchApply`) and SwiftUI (`Material`, a `ShapeStyle`)
/// accessors (`SwiftMaterialsFile+Platforms`). Every name written comes from a fixed table
/// (`MaterialSupport`), never from the token's text; members are Swift identifiers (`SwiftIdentifier`).
/// Reports: two material tokens with one Swift name.
struct SwiftMaterialsFile {
  let graph: ResolvedTokenGraph
  let options: SwiftWriter.Options
  /// The material tokens' positions and Swift members, in token order.
  let tokens: [(index: Int, member: String)]

  /// The file, or nil when `graph` has no material token; or the name collisions among material tokens.
  static func make(_ graph: ResolvedTokenGraph, options: SwiftWriter.Options, at range: SourceRange?) -> (
    OutputFile?, [Diagnostic]
  ) {
    let indices = graph.tokens.indices.filter { graph.tokens[$0].type == .material }
    guard !indices.isEmpty else { return (nil, []) }
    let (names, problems) = PlatformNames.assign(
      graph, writer: SwiftWriter.name, output: range, rule: "materials " + options.prefix,
      include: { $0.type == .material },
      nameFromWords: { SwiftIdentifier.tokenMember(words: $0, prefix: options.prefix) })
    guard problems.isEmpty else { return (nil, problems) }
    let file = SwiftMaterialsFile(graph: graph, options: options, tokens: indices.map { ($0, names.names[$0]) })
    return (OutputFile(path: options.file + "+Materials.swift", contents: file.text), [])
  }

  var access: String { options.access.rawValue }
  var namespace: String { options.tokensNamespace }

  /// The file's text.
  var text: String {
    let header = GeneratedHeader.lines(for: graph).map { "// " + CommentText.singleLine($0) }
    let intro = [
      "// swift-format-ignore-file", "",
      "// Blur materials in every appearance, with their Reduce Transparency fallback, as UIKit, AppKit and SwiftUI",
      "// materials. Needs `\(options.file).swift` and `\(options.colorsFile).swift` (`appearanceIndex`).", "",
      "import Foundation", "",
    ]
    return (header + intro + neutral() + uiKit() + appKit() + swiftUI()).joined(separator: "\n") + "\n"
  }

  /// The platform-neutral types and table.
  private func neutral() -> [String] {
    Self.neutralTypes(access: access, namespace: namespace) + [
      "extension \(namespace) {",
      "  /// The material tokens, each in every appearance: index with `appearanceIndex`.",
      "  \(access) enum Materials {",
    ] + tokens.map(table).joined(separator: [""]) + ["  }", "}", ""]
  }

  /// One token's materials, by appearance.
  private func table(_ token: (index: Int, member: String)) -> [String] {
    let resolved = graph.tokens[token.index]
    let schemes = MaterialSupport.appearanceWords(graph.traits)
    let values = zip(MaterialSupport.values(of: resolved), schemes).map { value, word in
      "      " + literal(value, scheme: word) + ","
    }
    let summary = resolved.description.map { " " + CommentText.singleLine($0) } ?? ""
    return [
      "    /// `\(CommentText.singleLine(resolved.path.string))`, by appearance.\(summary)",
      "    \(access) static let \(token.member): [\(namespace).Material] = [",
    ] + values + ["    ]"]
  }

  /// `Material(…)` for one appearance.
  private func literal(_ value: MaterialValue, scheme word: String?) -> String {
    let scheme = word == "light" || word == "dark" ? "." + word! : "nil"
    let tint = value.tint.map(fill) ?? "nil"
    return "\(namespace).Material(thickness: .\(value.thickness.rawValue), scheme: \(scheme), tint: \(tint), "
      + "fill: \(fill(MaterialSupport.fill(value))), fallback: \(fill(value.fallback)), "
      + "appKit: .\(MaterialSupport.appKitMaterial(value)), isOpaque: \(value.isOpaque))"
  }

  /// `Material.Fill(…)`: the color's components as Apple's color APIs take them.
  private func fill(_ color: ColorValue) -> String {
    let apple = AppleColor(color)
    let n = apple.literals
    return "\(namespace).Material.Fill(red: \(n[0]), green: \(n[1]), blue: \(n[2]), alpha: \(n[3]), "
      + "isDisplayP3: \(apple.space == .displayP3))"
  }
}
