/// A token's DTCG type, which decides how its value is read and written.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
  case color
  case dimension
  case number
  case fontWeight
  case fontFamily
  case duration
  case cubicBezier
  case string
  case typography
  case border
  case shadow
  case gradient
  case transition
  case strokeStyle
  /// A Swatch type beyond DTCG: an image file (docs/images.md).
  case image
  /// A Swatch type beyond DTCG: a blur material with its Reduce Transparency fallback (docs/materials.md).
  case material

  /// Whether a value of this type is made of members (DTCG's composite types).
  public var isComposite: Bool {
    switch self {
    case .typography, .border, .shadow, .gradient, .transition, .strokeStyle, .material: return true
    default: return false
    }
  }
}
