/// The custom properties a composite token gets beside its own, and its utility classes: one per member for a
/// typography token (`CSSTypography`), the backdrop filter and fallback for a material (`CSSMaterial`).
///
/// A part is written for every member the token has in some appearance; where it lacks that member, the
/// part is `initial`, so a `var()` of it is invalid and the element's own value applies.
enum CSSTokenParts {
  /// One part: the suffix of its custom property, and its text in a value (nil where the value lacks it).
  struct Part: Sendable {
    let property: String
    let text: @Sendable (TokenValue) -> String?
  }

  /// The parts `token` has, in order; none for a token of another type.
  static func parts(of token: ResolvedToken) -> [Part] {
    switch token.type {
    case .typography:
      return CSSTypography.parts(of: token).map { part in
        Part(property: part.property) { value in
          guard case .typography(let typography) = value else { return nil }
          return part.text(typography)
        }
      }
    case .material: return CSSMaterial.parts
    default: return []
    }
  }

  /// The declarations beside a property `name` whose value is `value`.
  static func declarations(_ parts: [Part], name: String, value: TokenValue) -> [(String, String)] {
    parts.map { ("\(name)-\($0.property)", $0.text(value) ?? "initial") }
  }

  /// The declarations beside a property `name` that reads property `target`.
  static func references(_ parts: [Part], name: String, target: String) -> [(String, String)] {
    parts.map { ("\(name)-\($0.property)", "var(\(target)-\($0.property))") }
  }

  /// The utility classes of `token`, whose property is `name`; `graph` says whether a trait decides Reduce
  /// Transparency.
  static func utilityRules(of token: ResolvedToken, name: String, in graph: ResolvedTokenGraph) -> [CSSRule] {
    switch token.type {
    case .typography:
      let parts = CSSTypography.parts(of: token)
      return parts.isEmpty ? [] : [CSSTypography.utilityRule(parts, name: name)]
    case .material:
      return CSSMaterial.utilityRules(name: name, followsTrait: graph.traits.hasReducedTransparency)
    default: return []
    }
  }
}
