/// A Material Theme Builder export (`material-theme.json`) read as tokens: its `schemes` as the Material 3
/// color roles per appearance, its `palettes` as the tonal palettes, named as Material's own tokens name them.
///
/// Reads: the export's tree. Produces: a token tree of `md.sys.color.<role>` (`md.sys.color.onPrimary`), the
/// `light` scheme's value as `$value` and each other scheme as a `$modes` key (`dark`, `high-contrast` for
/// `light-high-contrast`, `dark medium-contrast` for `dark-medium-contrast`), and of
/// `md.ref.palette.<palette><tone>` (`md.ref.palette.neutral-variant40`). The mode keys are optional
/// (`TokenDocument.optionalModes`): a scheme whose trait values the project does not declare, such as the
/// medium contrast ones under the standard traits, is left out with one warning (`OptionalModes`). Reports
/// (as `format.unmapped`, one warning per kind): a scheme named neither `light…` nor `dark…`, one named as an
/// earlier one reads (`Light` beside `light`), no `light` scheme at all (the first is the default value then) or
/// no dark one (the dark appearances take the light values), a role the `light` scheme lacks, and
/// `extendedColors`, which hold only the custom colors' source colors.
/// `seed` and `coreColors`, the colors the schemes were made from, are not tokens.
public enum MaterialThemeExport {
  /// The lines of the `traits:` a project reading the export at `path` declares to keep every scheme it has
  /// (`swatch init`'s): `appearance`, and `contrast` with the contrast values its schemes name in the standard
  /// order (the medium contrast ones a third value, which Android 14 offers beside high contrast); nil when the
  /// file is no such export, or past 4 MiB.
  public static func traits(ofExportAt path: String) -> [String]? {
    guard path.lowercased().hasSuffix(".json"), let data = InputFile.data(at: path, limit: 4 << 20),
      let text = String(data: data, encoding: .utf8), text.containsBytes("\"schemes\""),
      let schemes = YAMLReader().read(text, path: path).0?.materialThemeSchemes?.value.pairs
    else { return nil }
    let values = Set(
      schemes.compactMap { $0.key.text.flatMap(modeKey(ofScheme:)) }.flatMap { $0.split(separator: " ") })
    let contrasts = ["high-contrast", "medium-contrast"].filter { values.contains(Substring($0)) }
    let contrast = contrasts.isEmpty ? [] : ["  contrast: [\((["normal"] + contrasts).joined(separator: ", "))]"]
    return ["  appearance: [light, dark]"] + contrast
  }

  /// The tree of the export whose root is `root`, with its optional mode keys; nil for any other file.
  static func tree(_ root: YAMLNode) -> (tree: YAMLNode, optionalModes: [String: OptionalMode], [Diagnostic])? {
    guard let schemesPair = root.materialThemeSchemes, let schemes = schemesPair.value.pairs else { return nil }
    var diagnostics: [Diagnostic] = []
    var read: [(key: String?, name: YAMLNode, roles: [YAMLPair])] = []
    for scheme in schemes {
      guard let name = scheme.key.text, let key = modeKey(ofScheme: name), let roles = scheme.value.pairs else {
        diagnostics.append(unmapped("a scheme named neither 'light…' nor 'dark…'", scheme.key))
        continue
      }
      // `Light` beside `light`: one appearance, the first kept.
      guard !read.contains(where: { ($0.key ?? "") == key }) else {
        diagnostics.append(unmapped("a scheme named as one before it reads (the first is kept)", scheme.key))
        continue
      }
      read.append((key.isEmpty ? nil : key, scheme.key, roles))
    }
    // With no `light` scheme, the first stands for the default appearance, as its value; with no `dark` one, the
    // dark appearances take the light values: said, not silent.
    if !read.isEmpty, !read.contains(where: { $0.key == nil }) {
      diagnostics.append(unmapped("no 'light' scheme: the first scheme is the default value too", read[0].name))
    }
    if !read.isEmpty, !read.contains(where: { $0.key?.split(separator: " ").first == "dark" }) {
      diagnostics.append(
        unmapped("no 'dark…' scheme: the dark appearances take the light ones' values", schemesPair.key, first: "dark"))
    }
    var optionalModes: [String: OptionalMode] = [:]
    for scheme in read {
      guard let key = scheme.key, let text = scheme.name.text else { continue }
      optionalModes[key] = OptionalMode(name: "Material Theme Builder's scheme '\(text)'", range: scheme.name.range)
    }
    var groups: [(String, YAMLNode)] = []
    if let color = colorRoles(read, at: schemesPair.key.range, &diagnostics) {
      groups.append(("sys", .mapping([("color", color)], at: schemesPair.key.range)))
    }
    if let palettes = root.pairs?.first(where: { $0.key.text == "palettes" }), let palette = tonalPalettes(palettes) {
      groups.append(("ref", .mapping([("palette", palette)], at: palettes.key.range)))
    }
    if let extended = root["extendedColors"]?.items, let first = extended.first {
      let kind = "Material Theme Builder's extended colors hold only their source colors, no scheme; left out"
      diagnostics.append(
        Diagnostic(
          .formatUnmapped(kind, first: first["name"]?.text ?? "extendedColors", count: extended.count), at: first.range)
      )
    }
    let tree = YAMLNode.mapping([("md", .mapping(groups, at: root.range))], at: root.range)
    return (tree, optionalModes, diagnostics)
  }

  /// The `$modes` key of the scheme called `name`: empty for `light` (the `$value`), `dark` for `dark`, the
  /// rest of the name after `light-` or `dark-` as one trait value, lowercased (`high-contrast`), after `dark`
  /// for a dark one; nil for a name that starts with neither.
  static func modeKey(ofScheme name: String) -> String? {
    for (prefix, words) in [("light", [String]()), ("dark", ["dark"])] {
      guard name.lowercased().hasPrefix(prefix) else { continue }
      let rest = name.dropFirst(prefix.count)
      guard rest.isEmpty || rest.first == "-" else { return nil }
      let value = rest.drop(while: { $0 == "-" }).lowercased()
      return (words + (value.isEmpty ? [] : [value])).joined(separator: " ")
    }
    return nil
  }

  /// The `color` group: one token per role of the `light` scheme (the first scheme when there is none), its
  /// value there, and its value in each other scheme under that scheme's mode key.
  private static func colorRoles(
    _ schemes: [(key: String?, name: YAMLNode, roles: [YAMLPair])], at range: SourceRange,
    _ diagnostics: inout [Diagnostic]
  ) -> YAMLNode? {
    guard let baseIndex = schemes.firstIndex(where: { $0.key == nil }) ?? schemes.indices.first else { return nil }
    let base = schemes[baseIndex]
    let others = schemes.indices.filter { $0 != baseIndex }.map { schemes[$0] }
    // Each scheme's roles by name, the first of a name kept: a role is looked up once per scheme.
    let byName = others.map { scheme in
      Dictionary(scheme.roles.compactMap { role in role.key.text.map { ($0, role.value) } }) { first, _ in first }
    }
    var members: [(String, YAMLNode)] = [("$type", .string("color", at: range))]
    for role in base.roles {
      guard let name = role.key.text else { continue }
      var modes: [(String, YAMLNode)] = []
      for (scheme, roles) in zip(others, byName) {
        guard let key = scheme.key, let value = roles[name] else { continue }
        modes.append((key, value))
      }
      var token: [(String, YAMLNode)] = [("$value", role.value)]
      if !modes.isEmpty { token.append(("$modes", .mapping(modes, at: role.value.range))) }
      members.append((name, .mapping(token, at: role.value.range)))
    }
    let known = Set(base.roles.compactMap(\.key.text))
    let missing = others.flatMap(\.roles).filter { $0.key.text.map { !known.contains($0) } ?? false }
    if let first = missing.first {
      let kind = "a Material role the \(base.name.text ?? "first") scheme lacks has no default value; left out"
      diagnostics.append(
        Diagnostic(.formatUnmapped(kind, first: first.key.text ?? "", count: missing.count), at: first.key.range))
    }
    return .mapping(members, at: range)
  }

  /// The `palette` group: `<palette><tone>` per tone of each palette (`primary40`), as Material names them.
  private static func tonalPalettes(_ palettes: YAMLPair) -> YAMLNode? {
    guard let pairs = palettes.value.pairs else { return nil }
    var members: [(String, YAMLNode)] = [("$type", .string("color", at: palettes.key.range))]
    for palette in pairs {
      guard let name = palette.key.text, let tones = palette.value.pairs else { continue }
      for tone in tones {
        guard let number = tone.key.text else { continue }
        members.append((name + number, tone.value))
      }
    }
    return .mapping(members, at: palettes.key.range)
  }

  private static func unmapped(_ kind: String, _ node: YAMLNode, first: String? = nil) -> Diagnostic {
    Diagnostic(.formatUnmapped(kind, first: first ?? node.text ?? "", count: 1), at: node.range)
  }
}

extension YAMLNode {
  /// The `schemes` of a Material Theme Builder export (`MaterialThemeExport`): a root with `schemes` of `light`
  /// and `dark` color maps beside `coreColors` or `palettes`.
  var materialThemeSchemes: YAMLPair? {
    guard let pairs, pairs.contains(where: { $0.key.text == "coreColors" || $0.key.text == "palettes" }),
      let schemes = pairs.first(where: { $0.key.text == "schemes" }),
      let names = schemes.value.pairs?.compactMap({ $0.key.text?.lowercased() }),
      names.contains("light") || names.contains("dark")
    else { return nil }
    return schemes
  }
}
