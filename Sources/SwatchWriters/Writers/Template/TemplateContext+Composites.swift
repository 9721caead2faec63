extension TemplateContext {
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
