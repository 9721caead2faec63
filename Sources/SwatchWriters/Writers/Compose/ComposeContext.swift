/// The template context of the Compose writer, documented field by field on `json`.
struct ComposeContext {
  let graph: ResolvedTokenGraph
  let names: [String]
  let options: ComposeWriter.Options
  /// The Kotlin type name prefix, from the `name` option.
  let prefix: String
  /// The color tokens outside sRGB in some appearance, in token order (`ComposeContext+WideColors.swift`).
  let wideColorTokens: [Int]
  /// The composite tokens the per-appearance style sets hold, in token order.
  let styleTokens: [Int]
  /// The single-value tokens, and those whose value differs between appearances, in token order
  /// (`ComposeContext+Values.swift`).
  let valueTokens: [Int]
  let adaptiveValueTokens: [Int]

  /// The context of `graph` with the tokens' Kotlin `names`; the token lists every appearance's set reads are
  /// found once here.
  init(graph: ResolvedTokenGraph, names: [String], options: ComposeWriter.Options) {
    (self.graph, self.names, self.options) = (graph, names, options)
    let prefix = KotlinName.typeName(options.name)
    self.prefix = prefix
    wideColorTokens = graph.tokens.indices.filter { token in
      graph.tokens[token].values.contains {
        guard case .color(let color) = $0 else { return false }
        return Self.isWide(color)
      }
    }
    styleTokens = graph.tokens.indices.filter { ComposeValue.type(graph.tokens[$0].type, prefix: prefix) != nil }
    valueTokens = graph.tokens.indices.filter { ComposeValue.scalarType(graph.tokens[$0]) != nil }
    adaptiveValueTokens = valueTokens.filter { Set(graph.tokens[$0].values).count > 1 }
  }

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

  /// `headerComment` (the header as `//` lines), `package`, `prefix`, `imports` (sorted qualified names),
  /// `hasContrast` (a two-valued `contrast` trait), `hasParameters` (some trait exists: Kotlin has no data class
  /// without properties), `colors` (`name`, `index`, `getter`, `description`?, `deprecated`?, `isLast`),
  /// `hasWideColors`, `enums` (`type`, `cases` of `name`/`isLast`), `parameters` (`name`, `type`,
  /// `defaultValue`, `plainDefault`, `isLast`), `sets` (`name`, `appearance`, `argbExpression`,
  /// `colorArguments`, `chunks` of `function` and `values` of `name`/`argb`/`isLast`, `wideChunks`,
  /// `valuesExpression`, `valueChunks`, `stylesExpression`, `styleChunks`, `condition`, `isDefault`),
  /// `defaultSet`; single values: `hasValues`, `values`, `hasConstants`, `constants` (ComposeContext+Values);
  /// for composites `hasStyles`, `styles` (`name`, `type`, `index`, `deprecated`?, `isLast`) and `usesShadow`, `usesBorder`,
  /// `usesTransition`, which say which helper classes the file needs.
  var json: JSONValue {
    let parameters = self.parameters
    let colors = graph.tokens.indices.filter { graph.tokens[$0].type == .color }
    let wide = Set(wideColorTokens)
    let fields: [(String, JSONValue)] = [
      (
        "headerComment",
        .string(GeneratedHeader.lines(for: graph).map { "// " + KotlinName.comment($0) }.joined(separator: "\n"))
      ),
      ("package", .string(KotlinName.package(options.package))),
      ("prefix", .string(prefix)),
      ("hasContrast", .bool(parameters.contains { $0.defaultValue == "isSystemInHighContrast()" })),
      ("hasParameters", .bool(!parameters.isEmpty)),
      (
        "colors",
        .array(
          colors.enumerated().map { position, token in
            let getter = wide.contains(token) ? "_wide[\(position)] ?: " : ""
            let fields: [(String, JSONValue)] = [
              ("name", .string(names[token])), ("index", .number(Double(position))),
              ("getter", .string(getter + "Color(_argb[\(position)])")),
              ("isLast", .bool(position == colors.count - 1)),
            ]
            return .object(fields + tokenNotes(token))
          })
      ),
      ("hasWideColors", .bool(!wide.isEmpty)),
      ("imports", .array(imports.map { .string($0) })),
      ("enums", .array(parameters.compactMap(enumContext))),
      ("parameters", .array(parameters.enumerated().map { parameterContext($1, isLast: $0 == parameters.count - 1) })),
      ("sets", .array(graph.appearances.map { setContext($0, colors: colors, parameters: parameters) })),
      ("defaultSet", .string(setName(graph.traits.defaultAppearance))),
      ("hasStyles", .bool(!styleTokens.isEmpty)),
      ("usesShadow", .bool(uses(.shadow))),
      ("usesBorder", .bool(uses(.border))),
      ("usesTransition", .bool(uses(.transition))),
      (
        "styles",
        .array(
          styleTokens.enumerated().map { position, token in
            let type = ComposeValue.type(graph.tokens[token].type, prefix: prefix)!
            var fields: [(String, JSONValue)] = [
              ("name", .string(names[token])), ("type", .string(type)), ("index", .number(Double(position))),
              ("isLast", .bool(position == styleTokens.count - 1)),
            ]
            if let deprecation = graph.tokens[token].deprecation {
              let annotation = DeprecationText.kotlinAnnotation(deprecation, path: graph.tokens[token].path)
              fields.append(("deprecated", .string(annotation)))
            }
            return .object(fields)
          })
      ),
    ]
    return .object(fields + valueFields)
  }

  private func uses(_ type: TokenType) -> Bool { graph.tokens.contains { $0.type == type } }

  /// Composite values per function of a set's style list: a `TextStyle` or a shadow list is a constructor
  /// call of up to a few hundred bytes of bytecode, so 100 stay well under the JVM's 64 KB per method.
  static let styleChunkSize = 100

  /// A set's composite values: `stylesExpression` and `styleChunks` (`function`, `values` of `name`,
  /// `expression`, `isLast`).
  private func styleSetFields(_ appearance: Appearance, setName: String) -> [(String, JSONValue)] {
    let parts = listParts(styleTokens, size: Self.styleChunkSize, function: "\(setName)Styles") {
      ComposeValue.expression(graph.tokens[$0].values[appearance.index], prefix: prefix)
    }
    return [("stylesExpression", .string(parts.expression)), ("styleChunks", parts.chunks)]
  }

  var parameters: [Parameter] {
    graph.traits.traits.enumerated().map { index, trait in
      let twoValued = trait.values.count == 2
      let name = KotlinName.identifier(camel(twoValued ? trait.values[1] : trait.name))
      let enumType = twoValued ? nil : prefix + pascal(trait.name)
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

  private func enumContext(_ p: Parameter) -> JSONValue? {
    guard let type = p.enumType else { return nil }
    return .object([
      ("type", .string(type)),
      (
        "cases",
        .array(
          p.cases.enumerated().map { .object([("name", .string($1)), ("isLast", .bool($0 == p.cases.count - 1))]) })
      ),
    ])
  }

  private func parameterContext(_ p: Parameter, isLast: Bool) -> JSONValue {
    let plain = p.enumType.map { "\($0).\(p.cases[0])" } ?? "false"
    return .object([
      ("name", .string(p.name)), ("type", .string(p.enumType ?? "Boolean")),
      ("defaultValue", .string(p.defaultValue)), ("plainDefault", .string(plain)), ("isLast", .bool(isLast)),
    ])
  }

  /// Values per function of a set's ARGB array: 1,000 `longArrayOf` elements are about 8 KB of bytecode, well
  /// under the JVM's 64 KB per method.
  static let chunkSize = 1000

  private func setContext(_ appearance: Appearance, colors: [Int], parameters: [Parameter]) -> JSONValue {
    let condition = parameters.map { p -> String in
      let value = appearance.values[p.trait]
      if let type = p.enumType { return "\(p.name) == \(type).\(p.cases[value])" }
      return value == 1 ? p.name : "!\(p.name)"
    }.joined(separator: " && ")
    let name = setName(appearance)
    let chunks = stride(from: 0, to: colors.count, by: Self.chunkSize).map { start in
      (
        function: "\(name)Part\(start / Self.chunkSize)",
        tokens: colors[start..<min(start + Self.chunkSize, colors.count)]
      )
    }
    let expression = chunks.isEmpty ? "longArrayOf()" : chunks.map { "\($0.function)()" }.joined(separator: " + ")
    let colorIndex = Dictionary(uniqueKeysWithValues: colors.enumerated().map { ($1, $0) })
    let extra =
      valueSetFields(appearance, setName: name) + styleSetFields(appearance, setName: name)
      + wideSetFields(appearance, setName: name, colorIndex: colorIndex, argb: expression)
    return .object(
      extra + [
        ("name", .string(name)), ("appearance", .string(KotlinName.comment(appearance.name))),
        ("condition", .string(condition.isEmpty ? "true" : condition)), ("isDefault", .bool(appearance.isDefault)),
        ("argbExpression", .string(expression)),
        (
          "chunks",
          .array(
            chunks.map { chunk in
              .object([
                ("function", .string(chunk.function)),
                (
                  "values",
                  .array(chunk.tokens.map { argbJSON($0, appearance: appearance, isLast: $0 == chunk.tokens.last) })
                ),
              ])
            })
        ),
      ])
  }

  private func argbJSON(_ token: Int, appearance: Appearance, isLast: Bool) -> JSONValue {
    guard case .color(let color) = graph.tokens[token].values[appearance.index] else { return .null }
    return .object([
      ("name", .string(names[token])), ("argb", .string(KotlinName.argbLiteral(color))), ("isLast", .bool(isLast)),
    ])
  }

  /// `light`, `darkHighContrastElevated`: the first trait's value, then every non-default value; `default`
  /// when there are no traits.
  func setName(_ appearance: Appearance) -> String {
    // With no traits the one appearance is named `default`, and so is its set.
    guard !graph.traits.traits.isEmpty else { return KotlinName.identifier(camel(appearance.name)) }
    let words = appearance.values.enumerated().filter { $0.offset == 0 || $0.element != 0 }.map {
      graph.traits.traits[$0.offset].values[$0.element]
    }
    return KotlinName.identifier(camel(words.joined(separator: " ")))
  }

  private func camel(_ text: String) -> String {
    NameStyle.camelCase.name(for: TokenPath([text]))
  }

  private func pascal(_ text: String) -> String {
    let name = NameStyle.pascalCase.name(for: TokenPath([text]))
    return name.isEmpty || name.first!.isNumber ? "V" + name : name
  }
}
