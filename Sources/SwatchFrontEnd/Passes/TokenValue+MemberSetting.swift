import SwatchModel

extension TokenValue {
  /// Sets the member `name` of this composite (of its shadow layer or gradient stop `item`, of its dash
  /// array's place `dash`) to `member`, a value of the member's type, as `CompositeReader` reads it.
  mutating func setMember(_ name: String, item: Int, dash: Int, to member: TokenValue) {
    switch self {
    case .typography(var typography):
      typography.set(name, to: member)
      self = .typography(typography)
    case .border(var border):
      border.set(name, dash: dash, to: member)
      self = .border(border)
    case .shadow(var layers):
      layers[item].set(name, to: member)
      self = .shadow(layers)
    case .gradient(var stops):
      if name == "color" { stops[item].color = Self.required(member.color) }
      if name == "position" { stops[item].position = Self.required(member.number) }
      self = .gradient(stops)
    case .transition(var transition):
      if name == "duration" { transition.duration = Self.required(member.duration) }
      if name == "delay" { transition.delay = Self.required(member.duration) }
      if name == "timingFunction" { transition.timingFunction = Self.required(member.cubicBezier) }
      self = .transition(transition)
    case .strokeStyle(let style): self = .strokeStyle(style.setting(dash: dash, to: member))
    case .material(var material):
      if name == "tint" { material.tint = member.color }
      if name == "fallback" { material.fallback = Self.required(member.color) }
      self = .material(material)
    default: preconditionFailure("\(type) has no members")
    }
  }

  /// A member's value: binding checked every member alias's type, so it is there.
  fileprivate static func required<T>(_ value: T?) -> T {
    guard let value else { preconditionFailure("a member alias's target has the member's type") }
    return value
  }
}

extension TypographyValue {
  fileprivate mutating func set(_ name: String, to member: TokenValue) {
    switch name {
    case "fontFamily": fontFamily = member.fontFamily
    case "fontSize": fontSize = member.dimension
    case "fontWeight": fontWeight = member.fontWeight
    case "letterSpacing": letterSpacing = member.dimension
    case "lineHeight": lineHeight = member.number
    default: preconditionFailure("typography has no member \(name)")
    }
  }
}

extension BorderValue {
  fileprivate mutating func set(_ name: String, dash: Int, to member: TokenValue) {
    switch name {
    case "color": color = TokenValue.required(member.color)
    case "width": width = TokenValue.required(member.dimension)
    case "style": style = TokenValue.required(member.strokeStyle)
    case "dashArray": style = style.setting(dash: dash, to: member)
    default: preconditionFailure("border has no member \(name)")
    }
  }
}

extension ShadowLayer {
  fileprivate mutating func set(_ name: String, to member: TokenValue) {
    switch name {
    case "color": color = TokenValue.required(member.color)
    case "offsetX": offsetX = TokenValue.required(member.dimension)
    case "offsetY": offsetY = TokenValue.required(member.dimension)
    case "blur": blur = TokenValue.required(member.dimension)
    case "spread": spread = TokenValue.required(member.dimension)
    default: preconditionFailure("a shadow layer has no member \(name)")
    }
  }
}

extension StrokeStyleValue {
  /// The style with its dash at `dash` set to `member`, a dimension.
  fileprivate func setting(dash: Int, to member: TokenValue) -> StrokeStyleValue {
    guard case .dashes(var dashes, let lineCap) = self else { preconditionFailure("only dashes have dash items") }
    dashes[dash] = TokenValue.required(member.dimension)
    return .dashes(dashes, lineCap: lineCap)
  }
}
