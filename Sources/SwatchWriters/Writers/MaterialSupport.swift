/// What the writers make of a `material` token (docs/materials.md): each platform's name for its thickness,
/// and the fill and blur a platform without system materials draws.
///
/// Reads: a material value, `isOpaque` where its appearance selects Reduce Transparency. Produces: names and values; every name comes from a fixed table, never
/// from the token's text. Reports nothing.
enum MaterialSupport {
  /// Whether writer `name` writes material tokens: Swift, CSS, Android, Compose, JSON (not its DTCG shape)
  /// and templates. An asset catalog has no material set; the Swift file carries them.
  static func takes(writer name: String) -> Bool { name != XCAssetsWriter.name }

  /// `graph` as writer `name` can write it: without material tokens for a writer that takes none (silently,
  /// as images for the JSON writer: docs/materials.md says where each goes).
  static func filter(_ graph: ResolvedTokenGraph, writer name: String) -> ResolvedTokenGraph {
    takes(writer: name) ? graph : withoutMaterials(graph)
  }

  /// `graph` without its material tokens, alias targets renumbered.
  static func withoutMaterials(_ graph: ResolvedTokenGraph) -> ResolvedTokenGraph {
    let materials = Set(graph.tokens.indices.filter { graph.tokens[$0].type == .material })
    return materials.isEmpty ? graph : graph.removing(materials)
  }

  /// The color over the blur: the tint, or else the fallback at the thickness's `scrimAlpha`; the fallback
  /// itself under Reduce Transparency (`isOpaque`).
  static func fill(_ value: MaterialValue) -> ColorValue {
    if value.isOpaque { return value.fallback }
    return value.tint ?? value.fallback.withAlpha(scrimAlpha(value.thickness))
  }

  /// The blur radius in CSS pixels: 0 under Reduce Transparency.
  static func blur(_ value: MaterialValue) -> Double { value.isOpaque ? 0 : blurRadius(value.thickness) }

  /// The material of each appearance of a material token, in appearance order.
  static func values(of token: ResolvedToken) -> [MaterialValue] {
    token.values.map { $0.material ?? MaterialValue(thickness: .regular, fallback: .clear) }
  }

  /// `UIBlurEffect.Style`'s case: the adaptive `system…Material`, or its fixed `…Light` / `…Dark` variant
  /// when the appearance's `appearance` trait value is `light` or `dark`.
  static func uiKitStyle(_ thickness: MaterialThickness, appearance word: String?) -> String {
    let base: String
    switch thickness {
    case .ultraThin: base = "systemUltraThinMaterial"
    case .thin: base = "systemThinMaterial"
    case .regular: base = "systemMaterial"
    case .thick: base = "systemThickMaterial"
    case .chrome: base = "systemChromeMaterial"
    }
    switch word {
    case "light": return base + "Light"
    case "dark": return base + "Dark"
    default: return base
    }
  }

  /// SwiftUI's `Material`: `.ultraThin` … `.thick`, and `.bar` (the system toolbars' material) for `chrome`.
  static func swiftUIMaterial(_ thickness: MaterialThickness) -> String {
    switch thickness {
    case .ultraThin: return "ultraThin"
    case .thin: return "thin"
    case .regular: return "regular"
    case .thick: return "thick"
    case .chrome: return "bar"
    }
  }

  /// `NSVisualEffectView.Material`: the token's `appKit` member, or the semantic material Swatch picks for
  /// the thickness (AppKit has no thickness scale).
  static func appKitMaterial(_ value: MaterialValue) -> String {
    if let name = value.appKit, MaterialValue.appKitMaterials.contains(name) { return name }
    switch value.thickness {
    case .ultraThin: return "hudWindow"
    case .thin: return "popover"
    case .regular: return "sheet"
    case .thick: return "menu"
    case .chrome: return "headerView"
    }
  }

  /// The CSS blur radius Swatch gives each thickness, in pixels (Apple publishes none).
  static func blurRadius(_ thickness: MaterialThickness) -> Double {
    switch thickness {
    case .ultraThin: return 8
    case .thin: return 16
    case .regular: return 24
    case .thick: return 32
    case .chrome: return 40
    }
  }

  /// The alpha of the fallback color drawn over the blur when the token gives no tint: thicker is more opaque.
  static func scrimAlpha(_ thickness: MaterialThickness) -> Double {
    switch thickness {
    case .ultraThin: return 0.35
    case .thin: return 0.5
    case .regular: return 0.65
    case .thick: return 0.8
    case .chrome: return 0.85
    }
  }

  /// The value of each appearance's `appearance` trait (`light`, `dark`, …), or nil without that trait.
  static func appearanceWords(_ traits: TraitSet) -> [String?] {
    guard let trait = traits.traits.firstIndex(where: { $0.name == "appearance" }) else {
      return traits.appearances.map { _ in nil }
    }
    return traits.appearances.map { traits.traits[trait].values[$0.values[trait]] }
  }
}

extension ColorValue {
  /// Transparent black, the stand-in for a value an appearance lacks.
  static let clear = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0)
}
