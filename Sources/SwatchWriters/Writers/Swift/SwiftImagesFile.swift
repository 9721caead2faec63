/// The Swift writer's image accessors: `SwatchImages.swift`, written when the project has image tokens an asset
/// catalog can hold (PNG, JPEG, PDF, SVG).
///
/// Reads: the image tokens and the traits. Produces: `enum SwatchImages` with `bundle` (the main bundle unless the
/// app sets it, `Bundle.module` for a package) and, per token, a `UIImage` (UIKit), an `NSImage` (AppKit) and a
/// SwiftUI `Image` member loading the `xcassets` writer's image set by name (its default `names` and `prefix`).
/// A token the elevated level or a custom trait changes has more image sets (`AppleImageVariants`); its UIKit
/// accessor registers every set, in each catalog appearance, in one `UIImageAsset` for the trait collection it
/// stands for (`UITraitCollection(userInterfaceLevel: .elevated)`, custom traits on iOS 17), as the catalog
/// does for dark mode and contrast, so a view showing it follows those traits too. Reports: two image tokens
/// with one Swift name.
struct SwiftImagesFile {
  let graph: ResolvedTokenGraph
  let options: SwiftWriter.Options
  /// The Swift member of each image token, by position.
  let members: [String]
  /// The image set name of each image token, as the `xcassets` writer names it with its defaults.
  let sets: [String]
  /// The image tokens, in token order.
  let tokens: [Int]

  /// The accessors of `graph`'s image tokens, or the name collisions among them.
  static func make(_ graph: ResolvedTokenGraph, options: SwiftWriter.Options, at range: SourceRange?) -> (
    SwiftImagesFile?, [Diagnostic]
  ) {
    let tokens = graph.tokens.indices.filter { graph.tokens[$0].type == .image }
    guard !tokens.isEmpty else { return (nil, []) }
    let (members, problems) = PlatformNames.assign(
      graph, writer: SwiftWriter.name, output: range, rule: "images " + options.prefix,
      include: { $0.type == .image },
      nameFromWords: { SwiftIdentifier.tokenMember(words: $0, prefix: options.prefix) })
    let (sets, _) = PlatformNames.assign(
      graph, writer: XCAssetsWriter.name, output: range, rule: "image sets",
      include: { $0.type == .color || $0.type == .image },
      nameFromWords: { NameStyle.camelCase.name(fromWords: $0) })
    guard problems.isEmpty else { return (nil, problems) }
    return (
      SwiftImagesFile(graph: graph, options: options, members: members.names, sets: sets.names, tokens: tokens), []
    )
  }

  /// The file to write.
  var file: OutputFile { OutputFile(path: "SwatchImages.swift", contents: text) }

  var access: String { options.access.rawValue }

  /// The file's text.
  var text: String {
    var lines = GeneratedHeader.lines(for: graph).map { "// " + CommentText.singleLine($0) }
    lines += ["// swift-format-ignore-file", ""] + Self.preamble(access: access)
    lines += uikit() + appkit() + swiftUI()
    return lines.joined(separator: "\n") + "\n"
  }

  /// `/// brand.logo` and its description.
  func doc(_ token: Int, indent: String) -> String {
    let path = graph.tokens[token].path.string
    let description = graph.tokens[token].description.map { ": " + $0 } ?? ""
    return indent + "/// `" + CommentText.singleLine(path + "`" + description)
  }
}
