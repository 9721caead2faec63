extension JSONValue {
  /// The JSON reading of a YAML node: plain scalars become null, booleans or numbers where they read as
  /// such, every other scalar a string. Used for `$extensions`, which Swatch carries without interpreting.
  public init(yaml node: YAMLNode) {
    switch node.kind {
    case .scalar(let scalar): self = JSONValue(scalar: scalar, tag: node.tag)
    case .sequence(let items): self = .array(items.map(JSONValue.init(yaml:)))
    case .mapping(let pairs): self = .object(pairs.map { ($0.key.text ?? "", JSONValue(yaml: $0.value)) })
    }
  }

  private init(scalar: YAMLScalar, tag: String?) {
    guard scalar.isPlain, tag == nil else {
      self = .string(scalar.text)
      return
    }
    switch scalar.text {
    case "", "~", "null", "Null", "NULL": self = .null
    case "true", "True", "TRUE": self = .bool(true)
    case "false", "False", "FALSE": self = .bool(false)
    default:
      if let number = Double(scalar.text), number.isFinite {
        self = .number(number)
      } else {
        self = .string(scalar.text)
      }
    }
  }
}
