import Foundation

@testable import SwatchFrontEnd

/// A small token set in four files, with alias chains, mode keys over the standard traits (eight appearances),
/// alphas and composites whose members alias tokens, and the random edits the graph patch must follow.
struct PatchedTokenSet {
  struct PaletteColor {
    var light: String
    var dark: String?
    var high: String?
    var description: String?
  }

  struct SemanticColor {
    /// `palette.pN` or `semantic.sN`.
    var target: String
    var alpha: Int?
    /// The dark mode's target, if it has one.
    var dark: String?
  }

  var palette: [String: PaletteColor] = [
    "p0": PaletteColor(light: "#112233", dark: "#223344"), "p1": PaletteColor(light: "#445566", high: "#000000"),
    "p2": PaletteColor(light: "#778899", description: "Gray"), "p3": PaletteColor(light: "#AABBCC"),
  ]
  var semantic: [String: SemanticColor] = [
    "s0": SemanticColor(target: "palette.p0"), "s1": SemanticColor(target: "palette.p1", alpha: 50),
    "s2": SemanticColor(target: "semantic.s0", dark: "palette.p2"), "s3": SemanticColor(target: "palette.p3"),
  ]
  /// Each chain link aliases a semantic color or an earlier link.
  var chain: [String: String] = ["k0": "semantic.s2", "k1": "chain.k0", "k2": "semantic.s1", "width": "size.small"]
  /// Whether the chain group declares `$type: color`, which its `width` link's type then differs from.
  var chainGroupType = true
  var sizes: [String: Int] = ["small": 2, "large": 8]
  /// Each border's color and width targets.
  var borders: [String: (color: String, width: String)] = [
    "b0": ("semantic.s2", "size.small"), "b1": ("chain.k1", "size.large"),
  ]
  /// Each text style's color token, if it names one (`dev.swatch.textColor`), and its font size's target.
  var textStyles: [String: (color: String?, size: String)] = [
    "body": ("semantic.s0", "size.large"), "caption": (nil, "size.small"),
  ]
  /// Comment lines written above each file's tokens, by file.
  var headers: [String: Int] = [:]
  /// A file that ends in text that is not valid YAML, if any.
  var broken: String?

  /// The files, in a stable order.
  var sources: [SourceText] {
    [
      ("tokens/a-palette.yaml", paletteText), ("tokens/b-semantic.yaml", semanticText),
      ("tokens/c-chain.yaml", chainText), ("tokens/d-components.yaml", componentText),
    ].map { path, text in
      let tail = broken == path ? "oops: [\n" : ""
      return SourceText(path: path, text: String(repeating: "# note\n", count: headers[path] ?? 0) + text + tail)
    }
  }

  private var paletteText: String {
    var text = "palette:\n  $type: color\n"
    for (name, color) in palette.sorted(by: { $0.key < $1.key }) {
      text += "  \(name):\n    $value: \"\(color.light)\"\n"
      let modes = [("dark", color.dark), ("high-contrast", color.high)].compactMap { key, value in
        value.map { (key, $0) }
      }
      if !modes.isEmpty { text += "    $modes:\n" + modes.map { "      \($0): \"\($1)\"\n" }.joined() }
      if let description = color.description { text += "    $description: \(description)\n" }
    }
    return text
  }

  private var semanticText: String {
    var text = "semantic:\n  $type: color\n"
    for (name, color) in semantic.sorted(by: { $0.key < $1.key }) {
      let alpha = color.alpha.map { " / \($0)%" } ?? ""
      text += "  \(name):\n    $value: \"{\(color.target)}\(alpha)\"\n"
      if let dark = color.dark { text += "    $modes:\n      dark: \"{\(dark)}\"\n" }
    }
    return text
  }

  private var chainText: String {
    "chain:\n" + (chainGroupType ? "  $type: color\n" : "")
      + chain.sorted(by: { $0.key < $1.key }).map { "  \($0.key): \"{\($0.value)}\"\n" }.joined()
  }

  private var componentText: String {
    var text = "size:\n  $type: dimension\n"
    for (name, value) in sizes.sorted(by: { $0.key < $1.key }) {
      text += "  \(name):\n    $value: { value: \(value), unit: px }\n"
    }
    text += "border:\n  $type: border\n"
    for (name, border) in borders.sorted(by: { $0.key < $1.key }) {
      text += "  \(name):\n    $value:\n      color: \"{\(border.color)}\"\n      width: \"{\(border.width)}\"\n"
      text += "      style: solid\n"
    }
    text += "text:\n  $type: typography\n"
    for (name, style) in textStyles.sorted(by: { $0.key < $1.key }) {
      text += "  \(name):\n    $value:\n      fontFamily: Inter\n      fontSize: \"{\(style.size)}\"\n"
      text += "      fontWeight: 400\n      lineHeight: 1.5\n      letterSpacing: { value: 0, unit: px }\n"
      if let color = style.color { text += "    $extensions: { dev.swatch.textColor: \"{\(color)}\" }\n" }
    }
    return text
  }
}
