/// Reads a literal node as a value of a known type, including a color's trailing `/ alpha` modifier.
enum LiteralReader {
  /// Why a literal could not be read, as a catalogue message.
  struct Failure: Error {
    var message: DiagnosticMessage
  }

  /// The value `node` holds as a `type`, or the message saying why it is not one.
  static func read(_ node: YAMLNode, as type: TokenType) -> Result<TokenValue, Failure> {
    if type == .color, let text = node.scalar?.text, let split = ValueSyntax.splitAlpha(text) {
      return readColor(base: split.base, alpha: split.alpha)
    }
    return ValueParser.parse(node, as: type).mapError { Failure(message: .valueInvalid(type, reason: $0.reason)) }
  }

  private static func readColor(base: String, alpha: String) -> Result<TokenValue, Failure> {
    guard let alphaValue = AlphaLiteral.parse(alpha) else {
      return .failure(Failure(message: .valueAlphaInvalid(alpha)))
    }
    switch ColorLiteral.parse(base) {
    case .success(let color): return .success(.color(color.withAlpha(alphaValue)))
    case .failure(let error): return .failure(Failure(message: .valueInvalid(.color, reason: error.reason)))
    }
  }
}
