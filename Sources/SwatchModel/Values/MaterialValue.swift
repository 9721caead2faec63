/// A Swatch `material` token's value in one appearance: a blur material of some thickness, an optional tint
/// over it, and the opaque color drawn instead under Reduce Transparency (docs/materials.md).
///
/// `material` is a Swatch type beyond DTCG 2025.10, like `image`. Each appearance has its own value (`$modes`),
/// and the members may alias color tokens, which resolve per appearance like any composite member.
public struct MaterialValue: Hashable, Sendable {
  /// How much of what lies behind shows through.
  public var thickness: MaterialThickness
  /// A color laid over the blur; nil for the platform's own.
  public var tint: ColorValue?
  /// The opaque color drawn instead of the material under Reduce Transparency.
  public var fallback: ColorValue
  /// The AppKit `NSVisualEffectView.Material` case the token names (`appKit:`), or nil for the thickness's.
  public var appKit: String?
  /// Whether the appearance selects Reduce Transparency (a `transparency` trait's reduced value), where every
  /// output draws `fallback` alone. Alias resolution sets it (`stamped(_:reduced:)`); no token file writes it.
  public var isOpaque = false

  /// Creates a material.
  public init(thickness: MaterialThickness, tint: ColorValue? = nil, fallback: ColorValue, appKit: String? = nil) {
    (self.thickness, self.tint, self.fallback, self.appKit) = (thickness, tint, fallback, appKit)
  }

  /// A material token's `values`, one per appearance, with `isOpaque` set where `reduced` (one flag per
  /// appearance, `TraitSet.reducedTransparency`) is true; other values are returned as they are.
  public static func stamped(_ values: [TokenValue], reduced: [Bool]) -> [TokenValue] {
    guard reduced.contains(true) else { return values }
    return zip(values, reduced).map { value, isReduced in
      guard isReduced, case .material(var material) = value else { return value }
      material.isOpaque = true
      return .material(material)
    }
  }

  /// The `NSVisualEffectView.Material` cases an `appKit:` member may name: the semantic materials of macOS
  /// 10.14 and later (the deprecated `light`, `dark`, `mediumLight`, `ultraDark` and `appearanceBased` are not).
  public static let appKitMaterials = [
    "contentBackground", "fullScreenUI", "headerView", "hudWindow", "menu", "popover", "selection", "sheet",
    "sidebar", "titlebar", "toolTip", "underPageBackground", "underWindowBackground", "windowBackground",
  ]

  /// The members a material object may have.
  public static let members = ["thickness", "tint", "fallback", "appKit"]
}

/// The thickness scale of Apple's blur materials, thinnest (most see-through) first.
public enum MaterialThickness: String, CaseIterable, Hashable, Sendable {
  case ultraThin, thin, regular, thick, chrome

  /// The names read, in order, for messages.
  public static let names = allCases.map(\.rawValue)
}
