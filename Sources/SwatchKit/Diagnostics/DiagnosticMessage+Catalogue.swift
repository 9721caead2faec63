// Every message Swatch emits, sorted by id. Messages are lowercase with no trailing period and say
// what was found and, where it helps, what was expected.

extension DiagnosticMessage {
  static func aliasCycle(_ hops: [String], appearances: [String]?) -> Self {
    let chain = hops.map { "'\($0)'" }.joined(separator: " -> ")
    return Self(id: "alias.cycle", "alias cycle \(chain)\(inAppearances(appearances))")
  }

  static func aliasEmbedded(_ text: String) -> Self {
    Self(
      id: "alias.embedded",
      "reference inside '\(text)'; an alias must be the whole value, optionally followed by '/ alpha'")
  }

  static func aliasEmbeddedInValue(_ type: TokenType) -> Self {
    Self(
      id: "alias.embedded",
      "alias inside a \(type.rawValue) value; only the members of composite types (typography, border, shadow, "
        + "gradient, transition, strokeStyle) may be aliases")
  }

  static func aliasMalformed(_ text: String) -> Self {
    Self(id: "alias.malformed", "malformed alias '\(text)'; expected '{path.to.token}'")
  }

  static func aliasToGroup(_ path: String) -> Self {
    Self(id: "alias.group", "'\(path)' is a group, not a token; an alias must name a token")
  }

  static func aliasTypeMismatch(_ target: String, found: TokenType, expected: TokenType) -> Self {
    Self(
      id: "alias.type-mismatch",
      "alias to '\(target)' of type \(found.rawValue) where a \(expected.rawValue) is expected")
  }

  static func aliasUnresolved(_ path: String, appearance: String?) -> Self {
    Self(id: "alias.unresolved", "unknown token '\(path)'\(inAppearance(appearance))")
  }

  static func configExpected(_ key: String, expected: String, found: String) -> Self {
    Self(id: "config.type", "'\(key)' must be \(expected), found a \(found)")
  }

  static func configNoTokens() -> Self {
    Self(id: "config.no-tokens", "no token files found; name files or folders under 'tokens:' or with --tokens")
  }

  static func configOutputIncomplete() -> Self {
    Self(id: "config.output", "an output needs 'writer' (a writer name) and 'path' (an output folder)")
  }

  static func configTraitDuplicateValue(_ value: String) -> Self {
    Self(
      id: "config.trait-value-duplicate",
      "trait value '\(value)' is used more than once; values must be unique across traits")
  }

  static func configTraitEmpty(_ trait: String) -> Self {
    Self(id: "config.trait-empty", "trait '\(trait)' has no values; a trait needs at least one")
  }

  static func configTraitValueInvalid(_ value: String) -> Self {
    Self(
      id: "config.trait-value-invalid",
      "invalid trait value '\(value)'; use letters, digits, '-' and '_' without spaces")
  }

  static func configTraitsIgnored() -> Self {
    Self(
      id: "config.traits-ignored", severity: .warning,
      "'traits' is ignored: the resolver named under 'tokens' gives the traits, one per modifier")
  }

  static func configUnknownKey(_ key: String, expected: [String]) -> Self {
    Self(
      id: "config.unknown-key",
      "unknown key '\(key)'; expected one of \(expected.map { "'\($0)'" }.joined(separator: ", "))")
  }

  static func documentNotMapping(found: String) -> Self {
    Self(id: "document.not-mapping", "a token file must hold a mapping of groups and tokens, found a \(found)")
  }

  static func dtcgStringTokens(_ paths: [String]) -> Self {
    let shown = paths.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    return Self(
      id: "dtcg.string-type", severity: .warning,
      "DTCG has no string type; \(paths.count) token(s) left out of the DTCG output: \(shown)")
  }

  static func groupTooDeep(_ limit: Int) -> Self {
    Self(id: "group.too-deep", "groups nest more than \(limit) levels deep")
  }

  static func groupTypeConflict(_ path: String, _ first: TokenType, _ second: TokenType) -> Self {
    let name = path.isEmpty ? "the top level" : "group '\(path)'"
    return Self(
      id: "group.type-conflict", "\(name) is given type \(second.rawValue) here but \(first.rawValue) elsewhere")
  }

  static func ioLocked(_ folder: String, seconds: Double) -> Self {
    Self(
      id: "io.locked",
      "another swatch build is writing to '\(folder)'; gave up after waiting \(Int(seconds.rounded())) s")
  }

  static func ioUnwritable(_ path: String, reason: String) -> Self {
    Self(id: "io.unwritable", "cannot write '\(path)': \(reason)")
  }

  static func ioUnwritableMore(_ count: Int, example: String, reason: String) -> Self {
    Self(id: "io.unwritable", "cannot write \(count) more file(s), such as '\(example)': \(reason)")
  }

  static func ioUnreadable(_ path: String, reason: String) -> Self {
    Self(id: "io.unreadable", "cannot read '\(path)': \(reason)")
  }

  static func modeConflictingValues(_ trait: String, _ first: String, _ second: String) -> Self {
    Self(id: "mode.conflict", "mode key names two values of trait '\(trait)': '\(first)' and '\(second)'")
  }

  static func modeDuplicate(_ key: String, _ first: String) -> Self {
    Self(id: "mode.duplicate", "mode key '\(key)' names the same trait values as '\(first)'")
  }

  static func modeEmptyKey() -> Self {
    Self(id: "mode.empty", "empty mode key; name one value of one or more traits")
  }

  static func modeUnknownWord(_ word: String) -> Self {
    Self(id: "mode.unknown", "unknown trait value '\(word)' in mode key")
  }

  static func modesNotMapping(found: String) -> Self {
    Self(id: "token.modes", "'$modes' must be a mapping from mode keys to values, found a \(found)")
  }

  static func nameCollision(_ name: String, _ path: String, _ other: String) -> Self {
    Self(id: "name.collision", "'\(path)' and '\(other)' both become '\(name)'")
  }

  static func outputConflict(_ path: String) -> Self {
    Self(id: "output.conflict", "two outputs write '\(path)'")
  }

  static func outputForeign(_ folder: String, _ names: [String], count: Int) -> Self {
    let listed = names.map { "'\($0)'" }.joined(separator: ", ") + (count > names.count ? ", …" : "")
    return Self(
      id: "output.foreign", severity: .warning,
      "'\(folder)' holds \(count) file(s) Swatch did not write, left as they are: \(listed)")
  }

  static func outputModified(_ path: String) -> Self {
    Self(
      id: "output.modified", severity: .warning,
      "'\(path)' is no longer produced but was edited since Swatch wrote it, so it is kept")
  }

  static func outputPath(_ path: String, reason: String) -> Self {
    Self(id: "output.path", "cannot write '\(path)': \(reason)")
  }

  static func writerUnknown(_ name: String) -> Self {
    Self(id: "writer.unknown", "unknown writer '\(name)'")
  }

  static func nameInvalid(_ name: String, reason: String) -> Self {
    let visible = name.unicodeScalars.map {
      $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
    }
    return Self(id: "name.invalid", "invalid name '\(visible.joined())': \(reason)")
  }

  static func nameKeyNotScalar() -> Self {
    Self(id: "name.not-scalar", "a token or group name must be a scalar")
  }

  static func optionInvalid(_ reason: String) -> Self {
    Self(id: "option.invalid", "invalid option: \(reason)")
  }

  static func optionUnknown(_ key: String, known: [String]) -> Self {
    Self(id: "option.unknown", "unknown option '\(key)'")
  }

  static func propertyUnknown(_ key: String) -> Self {
    Self(id: "token.property-unknown", "unknown property '\(key)'; names starting with '$' are reserved")
  }

  static func resolverAppearancesIgnored(_ problem: String) -> Self {
    Self(
      id: "resolver.swatch-appearances", severity: .warning,
      "'org.swatch.appearances' is ignored because \(problem); the modifier is read as one trait")
  }

  static func resolverDefaultUnknown(_ name: String) -> Self {
    Self(id: "resolver.default", "default context '\(name)' is not one of the modifier's contexts")
  }

  static func resolverNoOrder() -> Self {
    Self(id: "resolver.order", "a resolver needs 'resolutionOrder', a non-empty list of sets and modifiers")
  }

  static func resolverNotAlone() -> Self {
    Self(
      id: "resolver.not-alone",
      "a resolver must be the only entry under 'tokens' (or the only --tokens); it names its token files itself")
  }

  static func resolverRefUnknown(_ ref: String, expected: String) -> Self {
    Self(id: "resolver.ref", "'$ref' '\(ref)' names nothing this resolver can read; expected \(expected)")
  }

  static func resolverSetCycle(_ name: String) -> Self {
    Self(id: "resolver.set-cycle", "set '\(name)' includes itself through '$ref'")
  }

  static func resolverVersion(_ version: String) -> Self {
    Self(
      id: "resolver.version", severity: .warning,
      "resolver version '\(version)' is not '2025.10'; reading it as 2025.10")
  }

  static func templateExpansion(_ name: String, limit: Int) -> Self {
    Self(
      id: "template.tooLarge", "template '\(name)' expands to more than \(limit) tags and texts through its partials")
  }

  static func templateMissing(_ name: String) -> Self {
    Self(id: "template.missing", "no template named '\(name)'")
  }

  static func templateRecursive(_ hops: [String]) -> Self {
    Self(id: "template.recursive", "template '\(hops[0])' includes itself: \(hops.joined(separator: " → "))")
  }

  static func templateSyntax(_ problem: String) -> Self {
    Self(id: "template.syntax", "invalid template: \(problem)")
  }

  static func templateTooDeep(_ name: String, limit: Int) -> Self {
    Self(
      id: "template.tooDeep", "template '\(name)' nests sections and partials more than \(limit) deep while rendering")
  }

  static func templateTooLarge(_ name: String, limit: Int) -> Self {
    Self(id: "template.tooLarge", "template '\(name)' renders more than \(limit >> 20) MiB")
  }

  static func tokenContextOnly(_ path: String, missing: String, modifier: String) -> Self {
    Self(
      id: "token.context-only",
      "token '\(path)' is defined only in resolver contexts and has no value in context '\(missing)' of modifier "
        + "'\(modifier)'; define it in a set or in every context of one modifier")
  }

  static func tokenDuplicate(_ path: String) -> Self {
    Self(id: "token.duplicate", "token '\(path)' is defined more than once")
  }

  static func tokenGroupConflict(_ path: String) -> Self {
    Self(id: "token.group-conflict", "'\(path)' is both a token and a group")
  }

  static func tokenMixed(_ child: String) -> Self {
    Self(id: "token.mixed", "a token with '$value' cannot also hold child token '\(child)'")
  }

  static func tokenNoValue(_ path: String) -> Self {
    Self(id: "token.no-value", "'\(path)' has '$modes' but no '$value'; a token needs a '$value' to fall back on")
  }

  static func tokenNoType(_ path: String) -> Self {
    Self(id: "token.no-type", "token '\(path)' has no type; set '$type' on it or on a parent group")
  }

  static func typeSkipped(_ counts: [(type: String, count: Int)], dependents: Int) -> Self {
    let total = counts.reduce(0) { $0 + $1.count }
    let list = counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
    let aliasing = dependents == 0 ? "" : " and \(dependents) token(s) that alias them"
    return Self(
      id: "type.skipped", severity: .warning,
      "skipped \(total) token(s) of types Swatch does not support (\(list))\(aliasing)")
  }

  static func typeUnknown(_ name: String) -> Self {
    Self(
      id: "type.unknown",
      "unknown type '\(name)'; expected one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))")
  }

  static func valueAlphaInvalid(_ text: String) -> Self {
    Self(id: "value.alpha", "invalid alpha '\(text)'; expected a number from 0 to 1 or a percentage")
  }

  static func valueAlphaOnNonColor(_ type: TokenType) -> Self {
    Self(id: "value.alpha-type", "an alpha modifier applies to colors, not to a \(type.rawValue)")
  }

  static func valueInvalid(_ type: TokenType, reason: String, appearance: String? = nil) -> Self {
    Self(id: "value.invalid", "invalid \(type.rawValue): \(reason)\(inAppearance(appearance))")
  }

  /// `inner`, a problem with one member of a composite value, said of that member; the id stays `inner`'s.
  static func valueInMember(_ inner: Self, member: String, of composite: TokenType) -> Self {
    Self(id: inner.id, severity: inner.severity, "\(inner.text) in \(composite.rawValue) member '\(member)'")
  }

  static func valueMemberMissing(_ members: [String], of type: TokenType) -> Self {
    let list = members.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      id: "value.member-missing", "\(type.rawValue) value has no \(list); DTCG requires every one of its members")
  }

  static func valueMemberUnknown(_ members: [String], of type: TokenType, expected: [String]) -> Self {
    let list = members.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      id: "value.member-unknown", severity: .warning,
      "unknown \(type.rawValue) member \(list) is left out; expected \(expected.joined(separator: ", "))")
  }

  static func xcassetsUnrepresentable(_ paths: [String]) -> Self {
    let shown = paths.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    return Self(
      id: "xcassets.unrepresentable", severity: .warning,
      "an asset catalog holds only light/dark and normal/high contrast; \(paths.count) color(s) differ in other"
        + " appearances (elevated level or custom traits), which only the Swift writer carries: \(shown)")
  }

  static func yamlDuplicateKey(_ key: String) -> Self {
    Self(id: "yaml.duplicate-key", "duplicate key '\(key)' in mapping")
  }

  static func yamlExpansionLimit(_ limit: Int) -> Self {
    Self(id: "yaml.expansion-limit", "YAML aliases expand to more than \(limit) nodes; the file is rejected")
  }

  static let yamlMultipleDocuments = Self(
    id: "yaml.multiple-documents", "a token file holds one YAML document; found a second")

  static let yamlNonScalarKey = Self(id: "yaml.key", "mapping keys must be scalars")

  static func yamlSyntax(_ problem: String) -> Self {
    Self(id: "yaml.syntax", "invalid YAML: \(problem)")
  }

  static func yamlTooDeep(_ limit: Int) -> Self {
    Self(id: "yaml.too-deep", "YAML collections nest more than \(limit) levels deep; the file is rejected")
  }

  static func yamlUnknownAnchor(_ name: String) -> Self {
    Self(id: "yaml.unknown-anchor", "unknown YAML anchor '*\(name)'")
  }

  private static func inAppearances(_ appearances: [String]?) -> String {
    guard let appearances, !appearances.isEmpty else { return "" }
    let names = appearances.map { "'\($0)'" }
    return names.count == 1 ? " in appearance \(names[0])" : " in appearances \(names.joined(separator: ", "))"
  }

  private static func inAppearance(_ appearance: String?) -> String {
    appearance.map { " in appearance '\($0)'" } ?? ""
  }
}
