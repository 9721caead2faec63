/// The seed of each distinct value's hash (`ComposeContext.valueKeys`), hashed once rather than per value.
private let composeValueSeed = StableHash("compose.value 1")

/// The template context of the Compose writer as declared objects (`ComposeContext.Root` and the items it
/// lists), whose fields, shapes, docs tables and reuse keys come from their declarations.
///
/// Reads: the graph and the tokens' Kotlin names. Produces: the tables every object of the context reads, found
/// once here (which tokens are colors, wide colors, styles and single values, the traits as parameters); each
/// token's text is made when a template reads it, so no JSON tree of every token is built and freed. Rendering
/// reads the objects from every core, so this class and they are immutable.
final class ComposeContext: Sendable {
  let graph: ResolvedTokenGraph
  let names: [String]
  let options: ComposeWriter.Options
  /// The Kotlin type name prefix, from the `name` option.
  let prefix: String
  /// The color tokens, in token order: the color array's positions.
  let colors: [Int]
  /// The color tokens outside sRGB in some appearance, in token order (`ComposeContext+WideColors.swift`).
  let wideColorTokens: [Int]
  /// The wide color tokens' positions in `colors`, by token.
  let wideColorPositions: [Int: Int]
  /// The graph's distinct values (`ResolvedTokenGraph.distinctValues`), and the ARGB literal of each, made when
  /// a template reads it: after an edit the renderer copies nearly every color's text, and its key is made from
  /// the value, not the literal.
  let distinct: DistinctValues
  let argbLiterals: LazyTable<String>
  /// The hash of each distinct value, made once per value rather than once per token and appearance: what an
  /// ARGB entry's reuse key holds (equal values make equal literals).
  let valueKeys: [UInt64]
  /// Each wide color's Display P3 `Color` (nil inside sRGB), per appearance (`ComposeContext+Formatted.swift`).
  let wideLiterals: [String?]
  /// The composite tokens the per-appearance style sets hold, in token order.
  let styleTokens: [Int]
  /// The single-value tokens, those whose value differs between appearances, and the others (the constants),
  /// in token order (`ComposeContext+Values.swift`).
  let valueTokens: [Int]
  let adaptiveValueTokens: [Int]
  let constantTokens: [Int]
  /// Each single-value token's position in `adaptiveValueTokens`, or nil for a constant; by token.
  let adaptiveIndex: [Int?]
  /// The traits as Kotlin parameters.
  let parameters: [Parameter]
  /// The hash of the type prefix, the one option an item reads (`TokenInput.prefix`), hashed once.
  let salt: UInt64

  /// The context of `graph` with the tokens' Kotlin `names`.
  init(graph: ResolvedTokenGraph, names: [String], options: ComposeWriter.Options) {
    (self.graph, self.names, self.options) = (graph, names, options)
    let prefix = KotlinName.typeName(options.name)
    self.prefix = prefix
    colors = graph.tokens.indices.filter { graph.tokens[$0].type == .color }
    wideColorTokens = graph.tokens.indices.filter { token in
      graph.tokens[token].values.contains {
        guard case .color(let color) = $0 else { return false }
        return Self.isWide(color)
      }
    }
    let colorPositions = Dictionary(uniqueKeysWithValues: colors.enumerated().map { ($1, $0) })
    wideColorPositions = Dictionary(uniqueKeysWithValues: wideColorTokens.map { ($0, colorPositions[$0]!) })
    let distinct = graph.distinctValues
    self.distinct = distinct
    argbLiterals = LazyTable(count: distinct.values.count) { Self.argbLiteral(distinct.values[$0]) }
    valueKeys = distinct.values.map { value in
      var hash = composeValueSeed
      hash.combine(value)
      return hash.value
    }
    wideLiterals = Self.formatted(wideColorTokens, in: graph, Self.wideColor)
    styleTokens = graph.tokens.indices.filter { ComposeValue.type(graph.tokens[$0].type, prefix: prefix) != nil }
    let valueTokens = graph.tokens.indices.filter { ComposeValue.scalarType(graph.tokens[$0]) != nil }
    self.valueTokens = valueTokens
    // Not constant: some two appearances' values differ (`Set(values).count > 1`), read from the value classes.
    let adaptive = valueTokens.filter { !graph.tokens[$0].isConstant }
    adaptiveValueTokens = adaptive
    var adaptiveIndex = [Int?](repeating: nil, count: graph.tokens.count)
    for (position, token) in adaptive.enumerated() { adaptiveIndex[token] = position }
    self.adaptiveIndex = adaptiveIndex
    constantTokens = valueTokens.filter { adaptiveIndex[$0] == nil }
    parameters = Self.parameters(graph.traits, prefix: prefix)
    var salt = StableHash("compose.salt 1")
    salt.combine(prefix)
    self.salt = salt.value
  }

  /// The shape `compose/Colors.kt.mustache` is checked against: the root's (`Root.declaration`).
  static var shape: MustacheShape { Root.declaration.shape }

  /// The context as the template reads it.
  var value: MustacheValue {
    .object(Root(Root.Item(context: self, sets: graph.appearances.map { AppearanceSet.Item(self, $0) })))
  }

  /// The context's JSON form, as golden files record it.
  var json: JSONValue { value.json }

  /// One trait as a Kotlin parameter.
  struct Parameter {
    /// The trait's position.
    var trait: Int
    /// The parameter name: the non-default value (`dark`, `elevated`) for two values, else the trait's name.
    var name: String
    /// The enum type for a trait with more than two values, or nil for a Boolean.
    var enumType: String?
    /// The enum's cases, PascalCase, in value order.
    var cases: [String]
    /// Kotlin default: the system setting for page traits, the enclosing theme's value for scoped ones.
    var defaultValue: String
  }

  /// The classes and objects the Compose files declare, after the prefix: a trait's enum of one of these names
  /// (`appearance` with three values, a trait called `colors`) would declare it twice, which kotlinc refuses. A
  /// function may share its name with a class (`theme` gives the enum `SwatchTheme` beside the composable).
  static let generatedTypes: Set<String> = [
    "Appearance", "Border", "ColorSets", "Colors", "Constants", "Drawables", "MaterialColorSchemes", "Scrims",
    "Shadow", "StyleSets", "Styles", "TextStyles", "Transition", "ValueSets", "Values",
  ]

  /// The enum type of the trait called `name`: the prefix and its name in PascalCase, followed by `Trait` when
  /// the files declare that type themselves (`SwatchAppearanceTrait`).
  static func traitType(_ name: String, prefix: String) -> String {
    let pascal = pascal(name)
    return prefix + (generatedTypes.contains(pascal) ? pascal + "Trait" : pascal)
  }

  private static func parameters(_ traits: TraitSet, prefix: String) -> [Parameter] {
    traits.traits.enumerated().map { index, trait in
      let twoValued = trait.values.count == 2
      let name = KotlinName.identifier(camel(twoValued ? trait.values[1] : trait.name))
      let enumType = twoValued ? nil : Self.traitType(trait.name, prefix: prefix)
      let cases = trait.values.map(pascal)
      var defaultValue = "Local\(prefix)Appearance.current.\(name)"
      if twoValued && trait.name == "appearance" && trait.values == ["light", "dark"] {
        defaultValue = "isSystemInDarkTheme()"
      } else if twoValued && trait.name == "contrast"
        && CSSTraitScope(index: index, trait: trait).media(1) == "(prefers-contrast: more)"
      {
        defaultValue = "isSystemInHighContrast()"
      }
      return Parameter(trait: index, name: name, enumType: enumType, cases: cases, defaultValue: defaultValue)
    }
  }

  /// Whether some trait is Android's contrast setting.
  var hasContrast: Bool { parameters.contains { $0.defaultValue == "isSystemInHighContrast()" } }

  /// `light`, `darkHighContrastElevated`: the first trait's value, then every non-default value; `default`
  /// when there are no traits.
  func setName(_ appearance: Appearance) -> String {
    // With no traits the one appearance is named `default`, and so is its set.
    guard !graph.traits.traits.isEmpty else { return KotlinName.identifier(Self.camel(appearance.name)) }
    let words = appearance.values.enumerated().filter { $0.offset == 0 || $0.element != 0 }.map {
      graph.traits.traits[$0.offset].values[$0.element]
    }
    return KotlinName.identifier(Self.camel(words.joined(separator: " ")))
  }

  /// One diagnostic per trait value whose Kotlin name another value of the trait has too (`a-1` and `a1` both
  /// `a1`, in the appearance sets' names and the trait's enum), which would not compile.
  static func traitProblems(_ traits: TraitSet, at range: SourceRange?) -> [Diagnostic] {
    traits.traits.flatMap { trait in
      var names: [String: String] = [:]
      return trait.values.compactMap { value -> Diagnostic? in
        let name = KotlinName.identifier(camel(value))
        guard let other = names[name.lowercased()] else {
          names[name.lowercased()] = value
          return nil
        }
        return Diagnostic(.nameTraitValue(writer: "compose", trait: trait.name, value, other, name: name), at: range)
      }
    }
  }

  private static func camel(_ text: String) -> String {
    NameStyle.camelCase.name(for: TokenPath([text]))
  }

  private static func pascal(_ text: String) -> String {
    let name = NameStyle.pascalCase.name(for: TokenPath([text]))
    return name.isEmpty || name.first!.isNumber ? "V" + name : name
  }
}
