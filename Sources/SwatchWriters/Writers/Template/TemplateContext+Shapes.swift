/// The shapes of the template context, as docs/templates.md documents them: what the `template` writer's
/// templates may read, checked when they load.
extension TemplateContext {
  /// The whole context: `header`, `sourceFiles`, `traits`, `appearances`, `tokens`.
  public static let shape: MustacheShape = MustacheShape(
    "Context",
    [
      ("header", .list(.text)), ("sourceFiles", .list(.text)), ("traits", .list(of: traitShape)),
      ("appearances", .list(of: appearanceShape)), ("tokens", .list(of: tokenShape)),
    ])

  /// A trait: its `name`, and its `values` with `name` and `isDefault`.
  static let traitShape: MustacheShape = MustacheShape(
    "Trait",
    [("name", .text), ("values", .list(of: MustacheShape("TraitValue", [("name", .text), ("isDefault", .flag)])))])

  /// An appearance: `name`, `id`, `names` and `isDefault`.
  static let appearanceShape: MustacheShape = MustacheShape(
    "Appearance", [("name", .text), ("id", .text), ("names", .object(namesShape)), ("isDefault", .flag)])

  /// A name in every `NameStyle`.
  static let namesShape: MustacheShape = MustacheShape("Names", NameStyle.allCases.map { ($0.rawValue, .text) })

  /// A token: its names, type, flags and values. Its fields are in the order of its JSON form.
  static let tokenShape: MustacheShape = MustacheShape(
    "Token",
    [("path", .text), ("names", .object(namesShape)), ("type", .text)]
      + TokenType.allCases.map { (typeFlags[$0]!, .flag) }
      + [
        ("isConstant", .flag), ("isLast", .flag), ("value", .object(valueShape)), ("values", .list(of: valueShape)),
        ("description", .text), ("deprecated", .object(MustacheShape("Deprecation", [("reason", .text)]))),
        ("extensions", .json),
      ])

  /// A formatted value (`formatted(_:)`), with its `appearance` inside `values`.
  static let valueShape: MustacheShape = MustacheShape(
    "Value",
    [
      ("appearance", .object(appearanceShape)), ("text", .text), ("css", .text), ("hex", .text), ("hexRGB", .text),
      ("isOpaque", .flag), ("colorSpace", .text), ("argb", .text),
    ] + componentFields
      + [
        ("red255", .text), ("green255", .text), ("blue255", .text), ("alpha255", .text), ("isWideGamut", .flag),
        ("p3", .object(MustacheShape("Components", componentFields))), ("members", .object(membersShape)),
        ("layers", .list(of: layerShape)),
        ("stops", .list(of: MustacheShape("Stop", [("color", .object(valueShape)), ("position", .text)]))),
        ("keyword", .text),
        ("dashes", .object(MustacheShape("Dashes", [("dashArray", .list(of: valueShape)), ("lineCap", .text)]))),
      ] + numericShapeFields)

  private static let componentFields: [(String, MustacheShape.Kind)] = ["red", "green", "blue", "alpha"].map {
    ($0, .text)
  }

  /// The members of a typography, border or transition, each a value.
  static let membersShape: MustacheShape = MustacheShape(
    "Members",
    [
      "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "color", "width", "style", "duration",
      "delay", "timingFunction",
    ].map { ($0, .object(valueShape)) })

  /// A shadow layer.
  static let layerShape: MustacheShape = MustacheShape(
    "ShadowLayer",
    ["color", "offsetX", "offsetY", "blur", "spread"].map { ($0, .object(valueShape)) } + [
      ("isInset", .flag), ("css", .text),
    ])
}
