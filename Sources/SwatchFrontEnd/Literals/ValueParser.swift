/// Reads a token's literal value (never an alias) as the value of its declared type.
///
/// Each type takes the forms DTCG 2025.10 defines, plus the string shorthands Swatch allows in YAML
/// (`"16px"`, `"200ms"`, CSS color text). Numbers must be plain YAML scalars: a quoted `"1.5"` is a string.
/// The result is a value or a `ValueSyntaxError` whose reason the integrator wraps into a diagnostic.
public enum ValueParser {
  /// The value `node` holds when read as `type`, or why it holds none.
  public static func parse(_ node: YAMLNode, as type: TokenType) -> Result<TokenValue, ValueSyntaxError> {
    switch type {
    case .color: return parseColor(node).map(TokenValue.color)
    case .dimension: return parseDimension(node).map(TokenValue.dimension)
    case .number: return parseNumber(node).map(TokenValue.number)
    case .fontWeight: return parseFontWeight(node).map(TokenValue.fontWeight)
    case .fontFamily: return parseFontFamily(node).map(TokenValue.fontFamily)
    case .duration: return parseDuration(node).map(TokenValue.duration)
    case .cubicBezier: return parseCubicBezier(node).map(TokenValue.cubicBezier)
    case .string: return parseString(node).map(TokenValue.string)
    case .image: return parseImage(node).map(TokenValue.image)
    case .typography, .border, .shadow, .gradient, .transition, .strokeStyle, .material:
      return parseComposite(node, as: type)
    }
  }

  /// A composite with no member aliases; the first problem found is the error.
  static func parseComposite(_ node: YAMLNode, as type: TokenType) -> Result<TokenValue, ValueSyntaxError> {
    var reader = CompositeReader()
    guard let value = reader.read(node, as: type) else {
      return .failure(ValueSyntaxError(reader.diagnostics.first { $0.severity == .error }?.message ?? "invalid"))
    }
    return .success(value)
  }

  static func parseColor(_ node: YAMLNode) -> Result<ColorValue, ValueSyntaxError> {
    if let text = node.text { return ColorLiteral.parse(text) }
    return ColorLiteral.parse(object: node)
  }

  static func parseNumber(_ node: YAMLNode) -> Result<Double, ValueSyntaxError> {
    if let number = node.plainNumber {
      if let problem = NumericText.precisionProblem(node.text ?? "") { return .failure(problem) }
      return .success(number)
    }
    if let scalar = node.scalar, !scalar.isPlain || node.tag != nil {
      return .failure(
        ValueSyntaxError("number \(DiagnosticMessage.quoted(scalar.text)) is quoted or tagged; expected a plain number")
      )
    }
    return .failure(
      ValueSyntaxError("number is \(node.quotedForMessage), which is not a number; expected a plain number"))
  }

  static func parseString(_ node: YAMLNode) -> Result<String, ValueSyntaxError> {
    guard let text = node.text else {
      return .failure(ValueSyntaxError("string is \(node.quotedForMessage); expected a scalar"))
    }
    // JSON's `null`, YAML's `~` or nothing: no value, not the word; the word is written quoted.
    guard !node.isNull else {
      return .failure(ValueSyntaxError("string is null; expected text (the word itself is written quoted: \"null\")"))
    }
    return .success(text)
  }

  static func parseCubicBezier(_ node: YAMLNode) -> Result<CubicBezierValue, ValueSyntaxError> {
    guard let items = node.items, items.count == 4 else {
      let found = node.items.map { "\($0.count) items" } ?? node.quotedForMessage
      return .failure(ValueSyntaxError("cubic bezier is \(found); expected a list of 4 numbers [x1, y1, x2, y2]"))
    }
    var numbers: [Double] = []
    for (index, item) in items.enumerated() {
      guard let number = item.plainNumber else {
        return .failure(
          ValueSyntaxError(
            "cubic bezier item \(index + 1) \(item.quotedForMessage) is not a number; expected a plain number"))
      }
      if index % 2 == 0, !(0...1).contains(number) {
        let name = index == 0 ? "x1" : "x2"
        return .failure(
          ValueSyntaxError("cubic bezier \(name) \(item.quotedForMessage) is out of range; expected 0 to 1"))
      }
      numbers.append(number)
    }
    return .success(CubicBezierValue(numbers[0], numbers[1], numbers[2], numbers[3]))
  }
}
