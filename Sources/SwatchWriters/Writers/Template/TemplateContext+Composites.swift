extension TemplateContext.Value {
  /// The members of a composite value, one of which a composite has (`TemplateContext.members(_:)`).
  static let compositeFields: [ContextField<Item>] = [
    composite(
      "members", .object(TemplateContext.membersShape), "object",
      "typography, border, transition: by DTCG member name (`members.fontSize.css`, `members.color.hex`); a "
        + "typography's absent members are absent"),
    composite(
      "layers", .list(of: TemplateContext.layerShape), "[ShadowLayer]",
      "shadow: one per layer, `color`, `offsetX`, `offsetY`, `blur`, `spread` (values), `isInset`, and `css`, the "
        + "layer's `box-shadow` text"),
    composite(
      "stops", .list(of: MustacheShape("Stop", [("color", .object(declaration.shape)), ("position", .text)])),
      "[object]", "gradient: `color` (a value) and `position` (0 to 1)"),
    composite("keyword", .text, "string", "strokeStyle written as a keyword (`dashed`)"),
    composite(
      "dashes",
      .object(MustacheShape("Dashes", [("dashArray", .list(.object(declaration.shape))), ("lineCap", .text)])),
      "object", "strokeStyle written as dashes: `dashArray` (values) and `lineCap`"),
  ]

  private static func composite(_ name: String, _ kind: MustacheShape.Kind, _ typeName: String, _ meaning: String)
    -> ContextField<Item>
  {
    member(name, kind, typeName: typeName, meaning) { TemplateContext.members($0).map { [$0] } ?? [] }
  }
}

extension TemplateContext {
  /// The members of a typography, border or transition, each a value.
  static let membersShape = MustacheShape(
    "Members",
    [
      "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight", "color", "width", "style", "duration",
      "delay", "timingFunction",
    ].map { ($0, .object(Value.declaration.shape)) })

  /// A shadow layer.
  static let layerShape = MustacheShape(
    "ShadowLayer",
    ["color", "offsetX", "offsetY", "blur", "spread"].map { ($0, .object(Value.declaration.shape)) } + [
      ("isInset", .flag), ("css", .text),
    ])

  /// The members of a composite value for templates, each formatted like a value (`text`, `css`, `hex` …):
  /// a typography, border or transition as one object by DTCG member name (a typography's absent members
  /// absent), a shadow as `layers` (each with its members and `isInset`), a gradient as `stops` (`color`,
  /// `position`), a stroke style as `keyword` or `dashes` (`dashArray`, `lineCap`). Nil for a value that is not a
  /// composite.
  static func members(_ value: TokenValue) -> (key: String, value: JSONValue)? {
    switch value {
    case .typography(let t):
      let members: [(String, TokenValue?)] = [
        ("fontFamily", t.fontFamily.map(TokenValue.fontFamily)), ("fontSize", t.fontSize.map(TokenValue.dimension)),
        ("fontWeight", t.fontWeight.map(TokenValue.fontWeight)),
        ("letterSpacing", t.letterSpacing.map(TokenValue.dimension)),
        ("lineHeight", t.lineHeight.map(TokenValue.number)),
      ]
      return ("members", .object(members.compactMap { name, member in member.map { (name, formatted($0)) } }))
    case .border(let b):
      return (
        "members",
        .object([
          ("color", formatted(.color(b.color))), ("width", formatted(.dimension(b.width))),
          ("style", formatted(.strokeStyle(b.style))),
        ])
      )
    case .transition(let t):
      return (
        "members",
        .object([
          ("duration", formatted(.duration(t.duration))), ("delay", formatted(.duration(t.delay))),
          ("timingFunction", formatted(.cubicBezier(t.timingFunction))),
        ])
      )
    case .shadow(let layers): return ("layers", .array(layers.map(layer)))
    case .gradient(let stops):
      return (
        "stops",
        .array(stops.map { .object([("color", formatted(.color($0.color))), ("position", .number($0.position))]) })
      )
    case .strokeStyle(.keyword(let keyword)): return ("keyword", .string(keyword))
    case .strokeStyle(.dashes(let lengths, let lineCap)):
      return (
        "dashes",
        .object([("dashArray", .array(lengths.map { formatted(.dimension($0)) })), ("lineCap", .string(lineCap))])
      )
    default: return nil
    }
  }

  private static func layer(_ layer: ShadowLayer) -> JSONValue {
    .object([
      ("color", formatted(.color(layer.color))), ("offsetX", formatted(.dimension(layer.offsetX))),
      ("offsetY", formatted(.dimension(layer.offsetY))), ("blur", formatted(.dimension(layer.blur))),
      ("spread", formatted(.dimension(layer.spread))), ("isInset", .bool(layer.inset)),
      ("css", .string(CSSValue.shadow(layer))),
    ])
  }
}
