/// How one trait reaches the CSS: page traits (`appearance`, `contrast`) follow the system through media
/// queries and can be forced on `<html>`; every other trait is scoped to the element carrying its attribute.
struct CSSTraitScope: Sendable {
  /// The trait's position in the trait set.
  let index: Int
  /// The trait.
  let trait: Trait
  /// Whether the trait applies to the whole page (`:root`) rather than to a subtree.
  let isPageWide: Bool

  /// The traits that follow media features: `appearance` (`prefers-color-scheme`), `contrast`
  /// (`prefers-contrast`), and the accessibility settings `motion` (`prefers-reduced-motion`) and
  /// `transparency` (`prefers-reduced-transparency`) (docs/accessibility-traits.md).
  static let pageTraitNames: Set<String> = ["appearance", "contrast", "motion", "transparency"]

  init(index: Int, trait: Trait) {
    self.index = index
    self.trait = trait
    self.isPageWide = Self.pageTraitNames.contains(trait.name)
  }

  /// The attribute that selects value `value`: `[data-appearance="dark"]`.
  func attribute(_ value: Int) -> String {
    "[data-\(CSSName.identifier(trait.name))=\"\(CSSName.escapedString(trait.values[value]))\"]"
  }

  /// The attribute with any value: `[data-level]`.
  var anyAttribute: String { "[data-\(CSSName.identifier(trait.name))]" }

  /// The media feature that turns on value `value` when nothing is forced, if the value has one.
  ///
  /// `appearance` values `light` and `dark` map to `prefers-color-scheme`; a `contrast` value named
  /// `high-contrast`, `high`, `more` or `increased` maps to `prefers-contrast: more`, and `low` or `less`
  /// to `prefers-contrast: less`; a `motion` value named `reduced`, `reduce` or `reduced-motion`
  /// maps to `prefers-reduced-motion: reduce`, and a `transparency` value named `reduced`, `reduce` or
  /// `reduced-transparency` to `prefers-reduced-transparency: reduce`.
  func media(_ value: Int) -> String? {
    let word = trait.values[value]
    switch trait.name {
    case "appearance" where word == "light" || word == "dark": return "(prefers-color-scheme: \(word))"
    case "contrast" where ["high-contrast", "high", "more", "increased"].contains(word):
      return "(prefers-contrast: more)"
    case "contrast" where ["low", "less"].contains(word): return "(prefers-contrast: less)"
    case "motion" where ["reduced", "reduce", "reduced-motion"].contains(word):
      return "(prefers-reduced-motion: reduce)"
    case "transparency" where ["reduced", "reduce", "reduced-transparency"].contains(word):
      return "(prefers-reduced-transparency: reduce)"
    default: return nil
    }
  }

  /// The ways value `value` of a page trait can apply to `:root`: forced by its attribute, or through its
  /// media feature when no other value is forced. Each way adds the same specificity (one attribute or one
  /// `:not()` of attributes), so rules for one combination of values are equally specific.
  func pageConditions(_ value: Int) -> [CSSCondition] {
    var conditions = [CSSCondition(selector: attribute(value), media: nil)]
    if let media = media(value) {
      let others = trait.values.indices.filter { $0 != value }.map(attribute)
      conditions.append(CSSCondition(selector: ":not(\(others.joined(separator: ", ")))", media: media))
    }
    return conditions
  }
}

/// A selector suffix for `:root` and the media query it needs, if any.
struct CSSCondition: Hashable, Sendable {
  /// Appended to `:root`.
  var selector: String
  /// A media condition such as `(prefers-color-scheme: dark)`, or nil.
  var media: String?
}
