/// The Swift writer's text styles: `<file>+TextStyles.swift`, written when a typography token names its text
/// color (`$extensions["dev.swatch.textColor"]`, docs/text-styles.md).
///
/// Reads: the text styles (`ResolvedTokenGraph.textStyles`), their typography in every appearance and the
/// Swift names of their tokens. Produces, per style, in `extension <tokensNamespace>`:
/// `<name>Attributes(compatibleWith:)` for UIKit (`[NSAttributedString.Key: Any]`: a `UIFont` scaled by
/// `UIFontMetrics` for Dynamic Type, the color token's dynamic `UIColor`, `.kern`, an `NSParagraphStyle` with
/// the line height), `<name>Attributes(for:)` for AppKit (an `NSFont` at the token's size: macOS has no
/// Dynamic Type) and `<name>Container(in:)`, a SwiftUI `AttributeContainer`. The foreground color is always
/// the generated dynamic color, never a resolved one, so the text follows the appearance at draw time.
/// Reports nothing (the front end checked the pairings).
struct SwiftTextStylesFile {
  let graph: ResolvedTokenGraph
  let names: PlatformNames
  let options: SwiftWriter.Options
  let styles: [TextStyleFacts]

  /// The file, or nil when no typography token names a text color.
  static func file(_ graph: ResolvedTokenGraph, names: PlatformNames, options: SwiftWriter.Options) -> OutputFile? {
    let styles = graph.textStyles.map { TextStyleFacts($0, in: graph) }
    guard !styles.isEmpty else { return nil }
    let file = SwiftTextStylesFile(graph: graph, names: names, options: options, styles: styles)
    return OutputFile(path: options.file + "+TextStyles.swift", contents: file.text)
  }

  var access: String { options.access.rawValue }

  /// The file's text.
  var text: String {
    var lines = GeneratedHeader.lines(for: graph).map { "// " + CommentText.singleLine($0) }
    lines += [
      "// swift-format-ignore-file", "",
      "// Text styles: each typography token with the color token its text is drawn in, as attributes whose",
      "// foreground color is that token's dynamic color, so the text follows dark mode and increased contrast.",
      "// Needs `\(options.file).swift` and `\(options.colorsFile).swift`.", "",
    ]
    lines += ["#if canImport(UIKit) && !os(watchOS)", "import UIKit", ""] + uikit()
    lines += ["#elseif canImport(AppKit)", "import AppKit", ""] + appkit() + ["#endif", ""]
    lines += swiftUI()
    return lines.joined(separator: "\n") + "\n"
  }

  /// The member name of the style's typography token (`textBody`).
  func member(_ style: TextStyleFacts) -> String { names.names[style.style.typography] }

  /// The color token's dynamic color for `platform` (`UIColor`, `NSColor` or `SwiftUI.Color`).
  func color(_ style: TextStyleFacts, platform: String) -> String {
    let member = names.names[style.style.color]
    switch (options.style, platform) {
    case (.namespace, "SwiftUI.Color"): return "\(options.namespace).Color.\(member)"
    case (.namespace, _): return "\(options.namespace).\(member)"
    case (.extensions, _): return "\(platform).\(member)"
    }
  }

  /// `/// `text.body`: `type.body` in `label.primary`.` and the token's description.
  func doc(_ style: TextStyleFacts) -> String {
    let token = graph.tokens[style.style.typography]
    let color = graph.tokens[style.style.color].path.string
    let description = token.description.map { " " + $0 } ?? ""
    return "  /// " + CommentText.singleLine("`\(token.path.string)` drawn in `\(color)`.\(description)")
  }

  /// The body of a style's function: `finish` applied to its typography's values, which `make` writes; when the
  /// typography differs per appearance, a `switch` over the appearance index `index` chooses them first.
  func body(_ style: TextStyleFacts, index: String, make: (TypographyValue) -> String, finish: String) -> [String] {
    guard style.variants.count > 1 else { return ["    \(make(style.variants[0].value))\(finish)"] }
    let cases = style.variants.dropFirst().map { variant in
      "    case \(variant.appearances.map(String.init).joined(separator: ", ")): values = \(make(variant.value))"
    }
    let type = make(style.variants[0].value).prefix { $0 != "(" }
    return ["    let values: \(type)", "    switch \(index) {"] + cases
      + ["    default: values = \(make(style.variants[0].value))", "    }", "    return values\(finish)"]
  }

  /// A Swift string literal of `text`: quotes, backslashes and every control or line-breaking character escaped.
  static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || CommentText.isLineBreak(scalar)
        || CommentText.isHidden(scalar):
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `families: ["Inter"], design: .standard`: the typography's font stack as Apple's platforms read it
  /// (`AppleFontStack`).
  static func families(_ value: TypographyValue) -> String {
    let stack = AppleFontStack(value.fontFamily ?? [])
    let families = stack.families.map { literal(String($0.trimmingWhitespace())) }
    return "families: [" + families.joined(separator: ", ") + "], design: .\(stack.design)"
  }

  /// The family a SwiftUI container's `Font.custom(_:size:relativeTo:)` names: the stack's first family, else
  /// its first name (a system keyword SwiftUI cannot load, so it draws the system font, scaled as the text
  /// style is: `Font.system(size:)` would not scale); nil for no stack, which takes `Font.system`.
  static func swiftUIFamily(_ value: TypographyValue) -> String? {
    let names = value.fontFamily ?? []
    return AppleFontStack(names).families.first ?? names.first
  }

  /// A number as a Swift literal.
  static func number(_ value: Double?) -> String { value.map(NumberText.shortest) ?? "nil" }
}
