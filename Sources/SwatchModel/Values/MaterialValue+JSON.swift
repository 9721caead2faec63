extension MaterialValue {
  /// The members this value has, in `members` order (and `opaque: true` where Reduce Transparency
  /// draws the fallback alone), the colors as `TokenValue.jsonValue` writes them.
  public var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [("thickness", .string(thickness.rawValue))]
    if let tint { members.append(("tint", tint.jsonValue)) }
    members.append(("fallback", fallback.jsonValue))
    if let appKit { members.append(("appKit", .string(appKit))) }
    if isOpaque { members.append(("opaque", .bool(true))) }
    return .object(members)
  }
}
