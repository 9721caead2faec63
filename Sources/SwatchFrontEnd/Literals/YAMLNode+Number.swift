extension YAMLNode {
  /// The number a plain, untagged scalar spells in decimal, or nil: a quoted `"1"` is a string, not a number.
  package var plainNumber: Double? {
    guard let scalar, scalar.isPlain, tag == nil else { return nil }
    return NumericText.double(scalar.text)
  }

  /// How the node reads in a message: a scalar's text in quotes, otherwise its kind ("a mapping").
  var quotedForMessage: String {
    guard let text else { return "a \(kindName)" }
    return "\(DiagnosticMessage.quoted(text))"
  }
}
