/// One CSS rule as the template lays it out: an optional media query, a selector list and declarations.
struct CSSRule: Sendable {
  /// The media condition wrapping the rule, or nil.
  var media: String?
  /// The selectors, one per line in the output.
  var selectors: [String]
  /// Property name and value text, in order.
  var declarations: [(name: String, value: String)]

  /// The rule as template context: `media`, `selectors` (each with the text that follows it, `,` or ` {`),
  /// `declarations` (`name`, `value`, and `comment` for a property `comments` names) and `isFirst`.
  func context(isFirst: Bool, comments: [String: String] = [:]) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("isFirst", .bool(isFirst)),
      (
        "selectors",
        .array(
          selectors.enumerated().map { index, text in
            .object([("text", .string(text)), ("suffix", .string(index == selectors.count - 1 ? " {" : ","))])
          })
      ),
      (
        "declarations",
        .array(
          declarations.map {
            var fields: [(String, JSONValue)] = [("name", .string($0.name)), ("value", .string($0.value))]
            if let comment = comments[$0.name] { fields.append(("comment", .string(comment))) }
            return .object(fields)
          })
      ),
    ]
    if let media { fields.append(("media", .string(media))) }
    return .object(fields)
  }
}
