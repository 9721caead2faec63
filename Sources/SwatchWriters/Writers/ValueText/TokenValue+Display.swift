extension TokenValue {
  /// A short human text for tables: `#3C3C4399`, `#FF0B0CFF (display-p3)`, `16px`, `200ms`, `700`
  /// (`plainText`); a composite as the CSS value it feeds (`0 2px 4px 0 #00000033`, `1px solid #101010`); a
  /// material as its thickness, fill and fallback (`CSSMaterial.displayText`).
  public var displayText: String {
    if case .material(let material) = self { return CSSMaterial.displayText(material) }
    return plainText ?? CSSValue.format(self)
  }
}
