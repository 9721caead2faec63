/// A token type as Style Dictionary (classic) or Tokens Studio names it, and what Swatch reads it as.
///
/// Style Dictionary's classic format names types freely (`color`, `size`, `time`, `content`) or not at all
/// (the category, the first path component, says it: `color.*`, `size.*`); Tokens Studio has its own list
/// (`sizing`, `spacing`, `borderRadius`, `fontSizes`, `lineHeights`, `boxShadow`, …). Each maps onto one DTCG
/// type, with a rule for what a bare number means.
enum ToolTokenType: Equatable {
  /// A DTCG type Swatch reads as is.
  case dtcg(String)
  /// A color; CSS's `linear-gradient(…)` in one is a gradient (`ToolGradient`).
  case color
  /// A dimension; a bare number is in `unit`.
  case dimension(defaultUnit: String)
  /// A duration; a bare number is in milliseconds (Style Dictionary's `time`).
  case duration
  /// A number; `50%` is 0.5 (Tokens Studio's `opacity`); Penpot's `rotation`, in degrees.
  case number
  /// A font weight; Tokens Studio's style names (`Semi Bold`, `Bold Italic`) become DTCG weight names.
  case fontWeight
  /// Tokens Studio's `lineHeights`: a percentage or bare number is a multiplier (number), `24px` a dimension.
  case lineHeight
  /// Tokens Studio's `letterSpacing`: `-2%` is `-0.02em`, a bare number is in px.
  case letterSpacing
  /// An easing curve; CSS's `cubic-bezier(…)` text and its named curves (`ease-out`) are its four numbers.
  case cubicBezier
  /// Tokens Studio's `typography`, `boxShadow` and `border` objects.
  case typography, shadow, border
  /// A Figma plugin's gradient object (`gradientType`, `rotation`, `stops`).
  case gradient
  /// Text (`content`, `asset`, `text`, `other`, `textCase`, `textDecoration`, Figma's `boolean`).
  case string
  /// A type with no counterpart (Tokens Studio's `composition`): the token is left out with a warning.
  case unmapped(String)

  /// The type named `name` in a tool's format; nil for a name Swatch's own types cover or one it does not know
  /// (which type resolution reports).
  /// A name spelled in kebab or snake case (`font-family`, `letter_spacing`, as Style Dictionary teams write
  /// them) is the type its camel-case spelling names.
  static func named(_ name: String, unitlessDimension unit: String) -> ToolTokenType? {
    if let type = spelled(name, unitlessDimension: unit) { return type }
    guard name.contains(where: { $0 == "-" || $0 == "_" }) else { return nil }
    let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
    let camel = words.enumerated().map { $0 == 0 ? $1.lowercased() : $1.prefix(1).uppercased() + $1.dropFirst() }
      .joined()
    if let type = spelled(camel, unitlessDimension: unit) { return type }
    return TokenType(rawValue: camel) != nil ? .dtcg(camel) : nil
  }

  private static func spelled(_ name: String, unitlessDimension unit: String) -> ToolTokenType? {
    switch name {
    case "size", "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontSize", "paragraphSpacing",
      "paragraphIndent", "dimension":
      return .dimension(defaultUnit: unit)
    case "time", "duration": return .duration
    case "cubicBezier", "cubic-bezier", "easing": return .cubicBezier
    case "opacity", "number", "rotation": return .number
    case "fontWeights", "fontWeight": return .fontWeight
    case "fontFamilies": return .dtcg("fontFamily")
    case "color": return .color
    case "lineHeights", "lineHeight": return .lineHeight
    case "letterSpacing": return .letterSpacing
    // Figma's "Design Tokens" plugin (lukasoppermann) names its text styles, effects and gradients so.
    case "typography", "custom-fontStyle": return .typography
    case "boxShadow", "shadow", "custom-shadow": return .shadow
    case "custom-gradient": return .gradient
    case "border": return .border
    case "content", "asset", "text", "other", "textCase", "textDecoration", "boolean": return .string
    case "composition": return .unmapped(name)
    default: return nil
    }
  }

  /// The type a Style Dictionary category (a token path's first component) implies when no type is written:
  /// `color` (or `colors`) is a color, `size`, `spacing` and `dimension` a dimension in rem, `time` a duration,
  /// `content` and `asset` text.
  static func category(_ first: String, unitlessDimension unit: String) -> ToolTokenType? {
    switch first.lowercased() {
    case "color", "colors": return .dtcg("color")
    case "size", "sizes", "spacing", "space", "dimension", "dimensions": return .dimension(defaultUnit: unit)
    case "time", "duration": return .duration
    case "content", "asset", "assets": return .string
    case "opacity": return .number
    default: return nil
    }
  }

  /// Whether values of this type are numbers, where Tokens Studio allows math.
  var isNumeric: Bool {
    switch self {
    case .dimension, .duration, .number, .fontWeight, .lineHeight, .letterSpacing: return true
    case .dtcg, .color, .cubicBezier, .typography, .shadow, .border, .gradient, .string, .unmapped: return false
    }
  }

  /// The DTCG `$type` written for this type.
  var dtcgName: String? {
    switch self {
    case .dtcg(let name): return name
    case .color: return "color"
    case .dimension, .letterSpacing: return "dimension"
    case .duration: return "duration"
    case .cubicBezier: return "cubicBezier"
    case .number: return "number"
    case .fontWeight: return "fontWeight"
    case .lineHeight: return nil  // decided by the value
    case .typography: return "typography"
    case .shadow: return "shadow"
    case .border: return "border"
    case .gradient: return "gradient"
    case .string: return "string"
    case .unmapped: return nil
    }
  }
}
