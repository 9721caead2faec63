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

  /// The declarations beside a property `name` whose parts are written as `texts`, in `parts` order: a
  /// typography whose members alias tokens, written with references (`CSSMemberReferences`).
  static func declarations(_ parts: [Part], name: String, texts: [String]) -> [(String, String)] {
    zip(parts, texts).map { ("\(name)-\($0.property)", $1) }
  }

  /// The declarations beside a property `name` that reads property `target`.
  static func references(_ parts: [Part], name: String, target: String) -> [(String, String)] {
    parts.map { ("\(name)-\($0.property)", "var(\(target)-\($0.property))") }
  }

  /// The utility classes of `token`, whose property is `name`; `graph` says whether a trait decides Reduce
  /// Transparency. None when the property's name makes no class name (`classSelector`).
  static func utilityRules(of token: ResolvedToken, name: String, in graph: ResolvedTokenGraph) -> [CSSRule] {
    // Most tokens have no class: their type says so before their name is looked at (every token, every build).
    guard token.type == .typography || token.type == .material, let selector = classSelector(name) else { return [] }
    var rules: [CSSRule]
    switch token.type {
    case .typography:
      let parts = CSSTypography.parts(of: token)
      rules = parts.isEmpty ? [] : [CSSTypography.utilityRule(parts, name: name)]
    case .material:
      rules = CSSMaterial.utilityRules(name: name, followsTrait: graph.traits.hasReducedTransparency)
    default: return []
    }
    for index in rules.indices { rules[index].selectors = [selector] }
    return rules
  }

  /// `.name` for the custom property `--name`, a digit that would start the identifier escaped (`.\39 lives`
  /// for `--9lives`); nil for a name with nothing after `--`, or with a character a property name from
  /// `NameStyle` never has (anything but ASCII letters, digits, `-` and `_`).
  /// Whether `byte` is an ASCII letter, digit, `-` or `_`: compared as a byte, with no Unicode property lookup.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  static func classSelector(_ property: String) -> String? {
    let name = property.dropFirst(2)
    guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else { return nil }
    let dashes = name.prefix { $0 == "-" }
    let rest = name.dropFirst(dashes.count)
    guard dashes.count < 2, let first = rest.first, first.isNumber else {
      return dashes.count == name.count ? nil : "." + name
    }
    return "." + dashes + "\\3\(first) " + rest.dropFirst()
  }
}
