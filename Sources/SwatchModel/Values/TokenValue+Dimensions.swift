extension TokenValue {
  /// A dimension in a value, with whether it is a typography's `letterSpacing` (which Android and Compose
  /// can write in `em`).
  public typealias DimensionUse = (dimension: DimensionValue, isLetterSpacing: Bool)

  /// Every dimension in the value, composite members included.
  public var dimensions: [DimensionUse] {
    switch self {
    case .dimension(let d): return [(d, false)]
    case .typography(let t):
      return (t.fontSize.map { [($0, false)] } ?? []) + (t.letterSpacing.map { [($0, true)] } ?? [])
    case .border(let b): return [(b.width, false)] + Self.strokeDimensions(b.style)
    case .shadow(let layers):
      return layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread].map { ($0, false) } }
    case .strokeStyle(let style): return Self.strokeDimensions(style)
    default: return []
    }
  }

  private static func strokeDimensions(_ style: StrokeStyleValue) -> [DimensionUse] {
    if case .dashes(let dashes, _) = style { return dashes.map { ($0, false) } }
    return []
  }
}
