/// The Swift type name of each trait, and the check that every one can be declared.
///
/// A trait's type is its name in PascalCase (`appearance` gives `Appearance`), followed by `Trait` when that is a
/// type the generated files declare themselves (a Figma collection named `Typography` gives `TypographyTrait`,
/// as `Typography` is the typography tokens' struct), the namespace they declare them in (`SwatchTokens`, or
/// the `tokensNamespace` option), or a standard type they name unqualified (`String`, `CGFloat`, `Sendable`).
///
/// Reads: the traits. Reports: `swift.trait-name`, at the writer's `outputs:` entry, for a trait whose type name
/// is a keyword (`self` gives `` `Self` ``) or another trait's, or whose parameter is a keyword (`true`, `init`).
/// The run then writes nothing: the Swift would not compile without warnings.
enum SwiftTraitNames {
  /// The type declared for the trait named `name`, in files whose namespace is `namespace`.
  static func typeName(_ name: String, namespace: String) -> String {
    let pascal = SwiftIdentifier.pascalCase(name)
    // A name of no letters (`_`) or starting with a digit (`_2x`) would be taken by its own accessor or cannot
    // stand after a dot.
    let isTaken =
      generatedTypes.contains(pascal) || standardTypes.contains(pascal) || pascal == namespace || pascal.hasPrefix("_")
    return isTaken ? pascal + "Trait" : pascal
  }

  /// The parameter, argument label and `Current` member of the trait named `name`: its name in camelCase.
  static func parameter(_ name: String) -> String {
    SwiftIdentifier.make(NameStyle.camelCase.name(fromWords: NameStyle.ownWords(of: TokenPath([name]))))
  }

  /// The standard types the generated files name without a module, which a trait's type would hide.
  static let standardTypes: Set<String> = [
    "Array", "Bool", "CGFloat", "CaseIterable", "CustomStringConvertible", "Dictionary", "Double", "Equatable",
    "Float", "Hashable", "Int", "NSAppearance", "NSLock", "Never", "Notification", "NotificationCenter", "Optional",
    "RawRepresentable", "Sendable", "Set", "String", "Substring", "UInt8", "UITraitCollection",
  ]

  /// The types the tokens file declares inside its namespace, whatever the tokens.
  static let generatedTypes: Set<String> = [
    "Border", "ColorSpace", "ColorTable", "ColorToken", "CubicBezier", "Current", "Dynamic", "DynamicValue",
    "FontWeight", "GradientStop", "RGBA", "Shadow", "Storage", "StrokeStyle", "Transition", "Typography", "Value",
  ]

  /// The enum case of a trait's value: its name in camelCase (`token` for a value of symbols, `_`).
  static func caseName(_ value: String) -> String {
    SwiftIdentifier.make(NameStyle.camelCase.name(for: TokenPath([value])))
  }

  /// One diagnostic per trait whose type name cannot be declared, and per value whose case another value of the
  /// trait has too (`a-1` and `a1`); a keyword case is declared in backticks.
  static func problems(_ traits: TraitSet, namespace: String, at range: SourceRange?) -> [Diagnostic] {
    typeProblems(traits, namespace: namespace, at: range)
      + traits.traits.flatMap { trait in
        var cases: [String: String] = [:]
        return trait.values.compactMap { value -> Diagnostic? in
          let name = caseName(value)
          defer { cases[name] = cases[name] ?? value }
          guard cases[name] != nil else { return nil }
          let other = cases[name] ?? value
          return Diagnostic(.nameTraitValue(writer: "swift", trait: trait.name, value, other, name: name), at: range)
        }
      }
  }

  private static func typeProblems(_ traits: TraitSet, namespace: String, at range: SourceRange?) -> [Diagnostic] {
    var seen: Set<String> = []
    return traits.traits.compactMap { trait in
      let typeName = Self.typeName(trait.name, namespace: namespace)
      defer { seen.insert(typeName) }
      // A keyword parameter (`true`, `init`) would need backticks in every argument list, where Swift warns; a
      // name with no letter or digit (`モード`) has none at all (`_`).
      let parameter = Self.parameter(trait.name)
      let isDeclarable =
        !typeName.contains("`") && !parameter.contains("`") && parameter != "_" && !generatedTypes.contains(typeName)
        && !seen.contains(typeName)
      return isDeclarable ? nil : Diagnostic(.swiftTraitName(trait.name, typeName: typeName), at: range)
    }
  }
}
