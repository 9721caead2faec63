/// The context the Swift templates (`templates/swift/`) render: names, trait enums, the index arithmetic and
/// every value already formatted as Swift, so the templates only lay them out.
struct SwiftContext {
  let graph: ResolvedTokenGraph
  let names: PlatformNames
  let options: SwiftWriter.Options
  let mapping: AppleTraitMapping

  init(graph: ResolvedTokenGraph, names: PlatformNames, options: SwiftWriter.Options) {
    self.graph = graph
    self.names = names
    self.options = options
    self.mapping = AppleTraitMapping(graph.traits)
  }

  /// Whether some token has `type`, so the value type it needs is declared.
  private func uses(_ type: TokenType) -> Bool { graph.tokens.contains { $0.type == type } }

  /// The context as typed objects (`SwiftContext.Root`), every string in it one clean line
  /// (`CommentText.singleLine`, applied where each string is made), so no description or name can end a
  /// comment and start code in the Swift output.
  var value: MustacheValue { .object(Root(data: Data(self))) }

  /// The context's JSON form, as golden files record it.
  var json: JSONValue { value.json }

  /// The context's fields other than the token lists (which `Root` makes from `Data`), in shape order.
  func smallFields(exampleName: String) -> [(String, JSONValue)] {
    let isNamespace = options.style == .namespace
    return [
      ("header", .array(GeneratedHeader.lines(for: graph).map(JSONValue.string))),
      ("access", .string(options.access.rawValue)),
      ("tokensNamespace", .string(options.tokensNamespace)),
      ("colorsNamespace", .string(options.namespace)),
      ("tokensFile", .string(options.file)),
      ("colorsFile", .string(options.colorsFile)),
      ("platformColorAlias", .string("SwatchPlatformColor")),
      ("isNamespaceStyle", .bool(isNamespace)),
      (
        "uiKitContainer",
        .string(isNamespace ? "\(options.access.rawValue) enum \(options.namespace)" : "extension UIColor")
      ),
      (
        "appKitContainer",
        .string(isNamespace ? "\(options.access.rawValue) enum \(options.namespace)" : "extension NSColor")
      ),
      ("exampleName", .string(exampleName)),
      ("traits", .array(mapping.entries.map(traitJSON))),
      ("indexParameters", .string(indexParameters)),
      ("indexArguments", .string(indexArguments(mapping.entries))),
      ("indexExpression", .string(indexExpression)),
      ("systemTraits", .array(mapping.entries.compactMap(systemTraitJSON))),
      ("customTraits", .array(mapping.entries.filter { $0.systemProperty == nil }.map(customTraitJSON))),
      ("uiKitArguments", .string(indexArguments(uiKitEntries))),
      ("uiKitRule", .string(uiKitRule)),
      ("appKitUsesMatch", .bool(!appKitArguments.isEmpty)),
      ("appKitArguments", .string(appKitArguments.joined(separator: ", "))),
      ("appKitRule", .string(appKitRule)),
      ("appearanceCount", .number(Double(graph.appearances.count))),
      ("hasColors", .bool(graph.tokens.contains { $0.type == .color })),
      ("usesTypography", .bool(uses(.typography))),
      ("usesStrokeStyle", .bool(uses(.strokeStyle) || uses(.border))),
      ("usesBorder", .bool(uses(.border))),
      ("usesShadow", .bool(uses(.shadow))),
      ("usesGradient", .bool(uses(.gradient))),
      ("usesTransition", .bool(uses(.transition))),
    ] + runtimeFields
  }

  // MARK: Traits

  func parameter(_ trait: Trait) -> String {
    SwiftIdentifier.make(NameStyle.camelCase.name(for: TokenPath([trait.name])))
  }
  func typeName(_ trait: Trait) -> String { SwiftIdentifier.pascalCase(trait.name) }
  func caseName(_ value: String) -> String { SwiftIdentifier.make(NameStyle.camelCase.name(for: TokenPath([value]))) }
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
  var appKitArguments: [String] {
    var arguments: [String] = []
    let dark = ".darkAqua || match == .accessibilityHighContrastDarkAqua"
    let high = ".accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua"
    for (name, platformCase, test) in [("appearance", "dark", dark), ("contrast", "high", high)] {
      guard let index = mapping.valueIndex(trait: name, platformCase: platformCase), index.value != 0 else { continue }
      let trait = graph.traits.traits[index.trait]
      arguments.append(
        "\(parameter(trait)): match == \(test) ? .\(caseName(trait.values[index.value])) : .\(caseName(trait.values[0]))"
      )
    }
    return arguments
  }

  var appKitRule: String {
    "`darkAqua` selects dark and the `accessibilityHighContrast` names high contrast where the traits have them;"
      + (customEntries.isEmpty ? "" : " the custom traits take the app's choice (`Current`);")
      + " every other trait takes its first value."
  }
}
