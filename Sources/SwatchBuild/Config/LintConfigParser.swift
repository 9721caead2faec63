/// Reads the `lint:` section of `swatch.yaml`.
///
/// Reads: the section's `YAMLNode`. Produces: `LintConfig`. Reports: unknown keys (in the section, in a
/// contrast entry and among rule ids), values of the wrong shape, a contrast entry without a minimum, and
/// severities other than `error`, `warning` or `off`.
struct LintConfigParser {
  /// The keys the `lint:` section may hold.
  static let keys = ["canvas", "contrast", "palettes", "rules"]
  /// The keys a contrast entry may hold.
  static let contrastKeys = ["algorithm", "background", "foreground", "level", "minimum"]

  /// The configuration `node` describes; `key` is where `lint:` is written.
  func parse(_ node: YAMLNode, key: SourceRange, _ diagnostics: inout [Diagnostic]) -> LintConfig {
    var config = LintConfig()
    config.range = key
    guard let pairs = node.pairs else {
      if !node.isNull { diagnostics.append(Self.mismatch("lint", expected: "a mapping", found: node)) }
      return config
    }
    for pair in pairs {
      switch pair.key.text ?? "" {
      case "canvas": config.canvas = readPath(pair.value, key: "canvas", &diagnostics)
      case "palettes":
        config.palettes = (pair.value.items ?? [pair.value]).compactMap { readPath($0, key: "palettes", &diagnostics) }
      case "rules": config.severities = readSeverities(pair.value, &diagnostics)
      case "contrast":
        guard let items = pair.value.items else {
          diagnostics.append(Self.mismatch("contrast", expected: "a list of requirements", found: pair.value))
          continue
        }
        config.contrast = items.compactMap { readRequirement($0, &diagnostics) }
      case let other: diagnostics.append(Self.unknownKey(other, in: Self.keys, at: pair.key.range))
      }
    }
    return config
  }

  private func readPath(_ node: YAMLNode, key: String, _ diagnostics: inout [Diagnostic]) -> Located<String>? {
    guard let text = node.text, !text.isEmpty else {
      diagnostics.append(Self.mismatch(key, expected: "a token path", found: node))
      return nil
    }
    return Located(text, at: node.range)
  }

  private func readSeverities(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> [String: Located<LintSeverity>] {
    guard let pairs = node.pairs else {
      diagnostics.append(Self.mismatch("rules", expected: "a mapping of rule ids to severities", found: node))
      return [:]
    }
    var result: [String: Located<LintSeverity>] = [:]
    let ids = LintRules.all.map(\.id)
    for pair in pairs {
      let id = pair.key.text ?? ""
      guard ids.contains(id) else {
        diagnostics.append(Self.unknownKey(id, in: ids, at: pair.key.range))
        continue
      }
      guard let severity = pair.value.text.flatMap(LintSeverity.init(rawValue:)) else {
        diagnostics.append(Self.mismatch(id, expected: "'error', 'warning' or 'off'", found: pair.value))
        continue
      }
      result[id] = Located(severity, at: pair.key.range)
    }
    return result
  }

  /// One `{foreground, background, minimum | level, algorithm}` entry.
  private func readRequirement(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> ContrastRequirement? {
    guard let pairs = node.pairs else {
      diagnostics.append(Self.mismatch("contrast", expected: "a mapping", found: node))
      return nil
    }
    let before = diagnostics.count
    for pair in pairs where !Self.contrastKeys.contains(pair.key.text ?? "") {
      diagnostics.append(Self.unknownKey(pair.key.text ?? "", in: Self.contrastKeys, at: pair.key.range))
    }
    let foreground = node["foreground"].flatMap { readPath($0, key: "foreground", &diagnostics) }
    let background = node["background"].flatMap { readPath($0, key: "background", &diagnostics) }
    let algorithm = readAlgorithm(node["algorithm"], &diagnostics)
    let minimum = readMinimum(node, &diagnostics)
    guard diagnostics.count == before else { return nil }
    guard let foreground, let background, let minimum, let algorithm else {
      diagnostics.append(Diagnostic(.lintContrastIncomplete(), at: node.range))
      return nil
    }
    return ContrastRequirement(
      foreground: foreground, background: background, minimum: minimum, algorithm: algorithm, range: node.range)
  }

  private func readAlgorithm(_ node: YAMLNode?, _ diagnostics: inout [Diagnostic]) -> ContrastAlgorithm? {
    guard let node else { return .wcag }
    guard let algorithm = node.text.flatMap(ContrastAlgorithm.init(rawValue:)) else {
      diagnostics.append(Self.mismatch("algorithm", expected: "'wcag' or 'apca'", found: node))
      return nil
    }
    return algorithm
  }

  private func readMinimum(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> Double? {
    if let level = node["level"] {
      guard let minimum = level.text.flatMap({ ContrastRequirement.levels[$0] }) else {
        diagnostics.append(Self.mismatch("level", expected: "'AA', 'AAA' or 'AA-large'", found: level))
        return nil
      }
      return minimum
    }
    guard let value = node["minimum"] else { return nil }
    guard let minimum = value.plainNumber, minimum.isFinite, minimum > 0 else {
      diagnostics.append(Self.mismatch("minimum", expected: "a positive number", found: value))
      return nil
    }
    return minimum
  }

  private static func unknownKey(_ key: String, in keys: [String], at range: SourceRange) -> Diagnostic {
    let notes = Suggestion.closest(to: key, in: keys).map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
    return Diagnostic(.configUnknownKey(key, expected: keys), at: range, notes: notes)
  }

  private static func mismatch(_ key: String, expected: String, found node: YAMLNode) -> Diagnostic {
    Diagnostic(.configExpected(key, expected: expected, found: node.kindName), at: node.range)
  }
}
