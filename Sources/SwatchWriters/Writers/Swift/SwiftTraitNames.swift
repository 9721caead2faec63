/// The Swift type name of each trait, and the check that every one can be declared.
///
/// A trait's type is its name in PascalCase (`appearance` gives `Appearance`), followed by `Trait` when that is a
/// type the generated files declare themselves (a Figma collection named `Typography` gives `TypographyTrait`,
/// as `Typography` is the typography tokens' struct).
///
/// Reads: the traits. Reports: `swift.trait-name`, at the writer's `outputs:` entry, for a trait whose type name
/// is a keyword (`self` gives `` `Self` ``) or another trait's. The run then writes nothing: the Swift would not
/// compile.
enum SwiftTraitNames {
  /// The type declared for the trait named `name`.
  static func typeName(_ name: String) -> String {
    let pascal = SwiftIdentifier.pascalCase(name)
    return generatedTypes.contains(pascal) ? pascal + "Trait" : pascal
  }

  /// The types the tokens file declares inside its namespace, whatever the tokens.
  static let generatedTypes: Set<String> = [
    "Border", "ColorSpace", "ColorTable", "ColorToken", "CubicBezier", "Current", "Dynamic", "DynamicValue",
    "FontWeight", "GradientStop", "RGBA", "Shadow", "StrokeStyle", "Transition", "Typography",
  ]

  /// One diagnostic per trait whose type name cannot be declared.
  static func problems(_ traits: TraitSet, at range: SourceRange?) -> [Diagnostic] {
    var seen: Set<String> = []
    return traits.traits.compactMap { trait in
      let typeName = Self.typeName(trait.name)
      defer { seen.insert(typeName) }
      let isDeclarable = !typeName.contains("`") && !generatedTypes.contains(typeName) && !seen.contains(typeName)
      return isDeclarable ? nil : Diagnostic(.swiftTraitName(trait.name, typeName: typeName), at: range)
    }
  }
}
