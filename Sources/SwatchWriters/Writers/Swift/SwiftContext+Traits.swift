/// The traits in the Swift context: their enums, the arithmetic of the appearance index, and how UIKit and
/// AppKit select an appearance, as the root's settings show them (`SwiftContext+Entries.swift`), with the
/// shapes of the JSON objects they make.
extension SwiftContext {
  /// A trait as the tokens file declares it (`traitJSON`): `systemProperty` for a trait UIKit has,
  /// `customTraitType` for one it does not.
  static let traitShape = MustacheShape(
    "SwiftTrait",
    [
      ("name", .text), ("typeName", .text),
      ("cases", .list(of: MustacheShape("SwiftTraitCase", [("name", .text), ("value", .text), ("isDefault", .flag)]))),
      ("systemProperty", .text), ("customTraitType", .text),
    ])

  /// A system trait UIKit can move off its default (`systemTraitJSON`), with the platform cases that do.
  static let systemTraitShape = MustacheShape(
    "SwiftSystemTrait",
    [
      ("parameter", .text), ("typeName", .text), ("property", .text), ("defaultCase", .text),
      ("cases", .list(of: MustacheShape("SwiftPlatformCase", [("platformCase", .text), ("swatchCase", .text)]))),
    ])

  /// A trait UIKit does not have, declared as a custom trait (`customTraitJSON`).
  static let customTraitShape = MustacheShape(
    "SwiftCustomTrait",
    [
      ("name", .text), ("typeName", .text), ("traitType", .text), ("property", .text), ("parameter", .text),
      ("defaultCase", .text), ("defaultValue", .text), ("position", .text),
    ])

  func parameter(_ trait: Trait) -> String { SwiftTraitNames.parameter(trait.name) }
  func typeName(_ trait: Trait) -> String { SwiftTraitNames.typeName(trait.name, namespace: options.tokensNamespace) }
  func caseName(_ value: String) -> String { SwiftTraitNames.caseName(value) }
  func customTraitType(_ trait: Trait) -> String { "Swatch" + SwiftIdentifier.pascalCase(trait.name) + "Trait" }
  func customProperty(_ trait: Trait) -> String { "swatch" + SwiftIdentifier.pascalCase(trait.name) }

  func traitJSON(_ entry: AppleTraitMapping.Entry) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("name", .string(entry.trait.name)), ("typeName", .string(typeName(entry.trait))),
      (
        "cases",
        .array(
          entry.trait.values.enumerated().map {
            .object([("name", .string(caseName($1))), ("value", .string($1)), ("isDefault", .bool($0 == 0))])
          })
      ),
    ]
    if let property = entry.systemProperty { fields.append(("systemProperty", .string(property))) }
    if entry.systemProperty == nil { fields.append(("customTraitType", .string(customTraitType(entry.trait)))) }
    return .object(fields)
  }

  var indexParameters: String {
    mapping.entries.map { "\(parameter($0.trait)): \(typeName($0.trait)) = .\(caseName($0.trait.values[0]))" }
      .joined(separator: ", ")
  }

  func indexArguments(_ entries: [AppleTraitMapping.Entry]) -> String {
    entries.map { "\(parameter($0.trait)): \(parameter($0.trait))" }.joined(separator: ", ")
  }

  /// `appearance.rawValue * 4 + contrast.rawValue * 2 + level.rawValue`: the first trait varies slowest.
  var indexExpression: String {
    let traits = graph.traits.traits
    guard !traits.isEmpty else { return "0" }
    return traits.indices.map { index in
      let stride = traits[(index + 1)...].reduce(1) { $0 * $1.values.count }
      return "\(parameter(traits[index])).rawValue" + (stride == 1 ? "" : " * \(stride)")
    }.joined(separator: " + ")
  }

  /// The system traits UIKit can move off their default, with the cases that do.
  func systemTraitJSON(_ entry: AppleTraitMapping.Entry) -> JSONValue? {
    guard let property = entry.systemProperty else { return nil }
    let cases = entry.platformCases.enumerated().compactMap { index, platformCase in
      platformCase.map { (index, $0) }
    }
    guard cases.contains(where: { $0.0 != 0 }) else { return nil }
    return .object([
      ("parameter", .string(parameter(entry.trait))), ("typeName", .string(typeName(entry.trait))),
      ("property", .string(property)), ("defaultCase", .string(caseName(entry.trait.values[0]))),
      (
        "cases",
        .array(
          cases.map {
            .object([("platformCase", .string($1)), ("swatchCase", .string(caseName(entry.trait.values[$0])))])
          })
      ),
    ])
  }

  var uiKitEntries: [AppleTraitMapping.Entry] {
    mapping.entries.filter { systemTraitJSON($0) != nil || $0.systemProperty == nil }
  }

  func customTraitJSON(_ entry: AppleTraitMapping.Entry) -> JSONValue {
    .object([
      ("name", .string(entry.trait.name)), ("typeName", .string(typeName(entry.trait))),
      ("traitType", .string(customTraitType(entry.trait))), ("property", .string(customProperty(entry.trait))),
      ("parameter", .string(parameter(entry.trait))), ("defaultCase", .string(caseName(entry.trait.values[0]))),
      ("defaultValue", .string(entry.trait.values[0])),
      ("position", .number(Double(customEntries.firstIndex { $0.trait.name == entry.trait.name } ?? 0))),
    ])
  }

  var uiKitRule: String {
    let parts = mapping.entries.map { entry in
      entry.systemProperty.map { "`\($0)` sets `\(entry.trait.name)`" }
        ?? "`\(customProperty(entry.trait))` (iOS 17+) where not the default, else `Current.\(parameter(entry.trait))`,"
        + " sets `\(entry.trait.name)`"
    }
    return (parts.isEmpty ? "" : parts.joined(separator: ", ") + "; ")
      + "`.unspecified` and unknown values select a trait's first value."
  }

  /// The AppKit arguments: `isDark`/`isHighContrast` tests on the best-matching appearance name.
  var appKitArguments: [String] { Self.inTraitOrder(appKitArgumentsByTrait) }

  /// `appKitArguments`, each with the position of the trait it sets.
  var appKitArgumentsByTrait: [TraitArgument] {
    systemArguments([
      ("appearance", "dark", "match == .darkAqua || match == .accessibilityHighContrastDarkAqua"),
      ("contrast", "high", "match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua"),
    ])
  }

  /// For each of `tests` (a trait, the platform case that moves it off its default, the Swift condition that
  /// holds then), `trait: condition ? .moved : .default`, where the traits have it.
  func systemArguments(_ tests: [(trait: String, platformCase: String, test: String)]) -> [TraitArgument] {
    tests.compactMap { name, platformCase, test in
      guard let index = mapping.valueIndex(trait: name, platformCase: platformCase), index.value != 0 else {
        return nil
      }
      let trait = graph.traits.traits[index.trait]
      let (chosen, fallback) = (caseName(trait.values[index.value]), caseName(trait.values[0]))
      return (index.trait, "\(parameter(trait)): \(test) ? .\(chosen) : .\(fallback)")
    }
  }

  /// An argument of `appearanceIndex`, with the position of the trait it sets among the traits.
  typealias TraitArgument = (trait: Int, text: String)

  /// `arguments` in the order `appearanceIndex` declares its parameters, the traits' order: Swift requires
  /// labeled arguments in the order of their parameters, and a team's trait may come before `appearance`.
  static func inTraitOrder(_ arguments: [TraitArgument]) -> [String] {
    arguments.sorted { $0.trait < $1.trait }.map(\.text)
  }

  var appKitRule: String {
    "`darkAqua` selects dark and the `accessibilityHighContrast` names high contrast where the traits have them;"
      + (customEntries.isEmpty ? "" : " the custom traits take the app's choice (`Current`);")
      + " every other trait takes its first value."
  }
}
