/// A CSS color function split into its name, its component tokens and its optional alpha token.
///
/// Both CSS syntaxes are read: legacy, with commas between all arguments and alpha as a fourth one
/// (`rgba(255, 0, 0, 0.5)`), and modern, with spaces between components and alpha after a slash
/// (`rgb(255 0 0 / 50%)`). Tokens are kept as text; `ColorComponentRule` gives them meaning.
struct ColorFunctionCall: Sendable {
  /// The function name, lowercased.
  var name: String
  /// The component tokens, without the alpha.
  var components: [Substring]
  /// The alpha token, if one was written.
  var alpha: Substring?
  /// Whether the arguments were separated by commas.
  var isLegacy: Bool

  /// Splits `literal` (already trimmed) into a call, or says why it is not one.
  static func parse(_ literal: Substring) -> Result<ColorFunctionCall, ValueSyntaxError> {
    guard let open = literal.firstIndex(of: "(") else {
      return .failure(
        ValueSyntaxError(
          "\(DiagnosticMessage.quoted(literal)) is not a color; expected #hex, rgb(), hsl(), color(), oklch() or a CSS color name"
        ))
    }
    guard literal.hasSuffix(")") else {
      return .failure(
        ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) has no closing parenthesis; expected ')' at the end"))
    }
    let name = literal[..<open].lowercased()
    let arguments = literal[literal.index(after: open)..<literal.index(before: literal.endIndex)]
    let split = arguments.contains(",") ? splitLegacy(arguments) : splitModern(arguments)
    return split.map { ColorFunctionCall(name: name, components: $0.components, alpha: $0.alpha, isLegacy: $0.legacy) }
      .mapError { ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) \($0.reason)") }
  }

  private typealias Split = (components: [Substring], alpha: Substring?, legacy: Bool)

  private static func splitLegacy(_ arguments: Substring) -> Result<Split, ValueSyntaxError> {
    let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    if parts.contains(where: { $0.contains("/") || $0.contains(where: \.isWhitespace) }) {
      return .failure(ValueSyntaxError("mixes commas with spaces or a slash; expected commas only or no commas"))
    }
    if parts.contains(where: \.isEmpty) {
      return .failure(ValueSyntaxError("has an empty argument; expected a value between each pair of commas"))
    }
    return .success(parts.count == 4 ? (Array(parts.prefix(3)), parts[3], true) : (parts, nil, true))
  }

  private static func splitModern(_ arguments: Substring) -> Result<Split, ValueSyntaxError> {
    let halves = arguments.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count <= 2 else {
      return .failure(ValueSyntaxError("has \(halves.count - 1) slashes; expected at most one, before the alpha"))
    }
    let components = halves[0].split(whereSeparator: \.isWhitespace)
    guard halves.count == 2 else { return .success((components, nil, false)) }
    let alpha = halves[1].split(whereSeparator: \.isWhitespace)
    guard alpha.count == 1 else {
      return .failure(ValueSyntaxError("has \(alpha.count) values after the slash; expected one alpha"))
    }
    return .success((components, alpha[0], false))
  }
}
