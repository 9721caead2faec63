extension Trait {
  /// The value each platform takes by default for the traits it knows, by the trait's name: Apple's, Android's
  /// and the web's default appearance is light, their default contrast normal, their default interface level
  /// base.
  static let platformDefaults: [String: [String]] = [
    "appearance": ["light"], "contrast": ["normal", "standard", "no-preference"], "level": ["base"],
  ]

  /// `values` of the trait called `name` with the platforms' default value first, the rest in their order.
  ///
  /// A trait's first value is the appearance the writers make the default: an asset catalog's Any, Android's
  /// `values/`, Compose's and CSS's default. Listed elsewhere (`appearance: [dark, light]`), light values were
  /// lost on every platform but UIKit. Resolution does not depend on the order: `$value` applies wherever no
  /// mode key matches, whichever value is first.
  public static func platformDefaultFirst(_ name: String, _ values: [String]) -> [String] {
    guard let words = platformDefaults[name],
      let index = values.firstIndex(where: { words.contains($0) }), index > 0
    else { return values }
    var ordered = values
    ordered.insert(ordered.remove(at: index), at: 0)
    return ordered
  }

  /// Whether `text` can be a trait value: one word of letters, digits, `-` and `_`, as mode keys name them.
  public static func isValueWord(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      }
  }
}
