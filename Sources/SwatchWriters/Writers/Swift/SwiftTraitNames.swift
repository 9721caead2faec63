/// Checks that every trait makes a Swift type name the generated files can declare.
///
/// Reads: the traits. Reports: `swift.trait-name`, at the writer's `outputs:` entry, for a trait whose type name
/// is a keyword (`self` gives `` `Self` ``), is another trait's, or is a type the generated files declare
/// themselves (`current` gives `Current`, the runtime's enum). The run then writes nothing: the Swift would
/// not compile.
enum SwiftTraitNames {
  /// The types the tokens file declares inside its namespace, whatever the tokens.
  static let generatedTypes: Set<String> = [
    "Border", "ColorSpace", "ColorTable", "ColorToken", "CubicBezier", "Current", "Dynamic", "DynamicValue",
    "FontWeight", "GradientStop", "RGBA", "Shadow", "StrokeStyle", "Transition", "Typography",
  ]

  /// One diagnostic per trait whose type name cannot be declared.
  static func problems(_ traits: TraitSet, at range: SourceRange?) -> [Diagnostic] {
    var seen: Set<String> = []
    return traits.traits.compactMap { trait in
      let typeName = SwiftIdentifier.pascalCase(trait.name)
      defer { seen.insert(typeName) }
      let isDeclarable = !typeName.contains("`") && !generatedTypes.contains(typeName) && !seen.contains(typeName)
      return isDeclarable ? nil : Diagnostic(.swiftTraitName(trait.name, typeName: typeName), at: range)
    }
  }
}
