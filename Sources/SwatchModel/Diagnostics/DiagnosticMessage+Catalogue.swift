// Every message Swatch emits, sorted by id. Messages are lowercase with no trailing period and say
// what was found and, where it helps, what was expected.

extension DiagnosticMessage {
  package static func aliasAbsentTarget(_ path: String, target: String, appearances: [String], others: Int) -> Self {
    let also = others > 0 ? ", and \(others) other token(s) in some theme for the same reason" : ""
    return Self(
      id: "alias.absent-target", severity: .warning,
      "\(quoted(path)) has no value\(inAppearances(appearances)): it aliases \(quoted(target)), which no set of "
        + "that theme defines, a reference the design tool cannot resolve there\(also); CSS writes 'initial' and "
        + "writers that need every appearance leave such tokens out")
  }

  package static func aliasCycle(_ hops: [String], appearances: [String]?) -> Self {
    let chain = listed(hops.map(quoted), separator: " -> ")
    return Self(id: "alias.cycle", "alias cycle \(chain)\(inAppearances(appearances))")
  }

  package static func aliasEmbedded(_ text: String) -> Self {
    Self(
      id: "alias.embedded",
      "reference inside \(quoted(text)); an alias must be the whole value, optionally followed by '/ alpha'")
  }

  package static func aliasEmbeddedInString(_ text: String) -> Self {
    Self(
      id: "alias.embedded", severity: .warning,
      "references inside \(quoted(text)) are not DTCG 2025.10 (an alias is a whole value); read, as Style "
        + "Dictionary and GitHub Primer mean it, as the text with each reference replaced by its value in each "
        + "appearance")
  }

  package static func aliasEmbeddedInText(_ text: String, type: TokenType) -> Self {
    Self(
      id: "alias.embedded",
      "references inside \(quoted(text)) in a \(type.rawValue) token; only a string token may hold references "
        + "inside its text (replaced by their values): make the whole value one alias, or write a composite as an "
        + "object whose members are aliases")
  }

  package static func aliasEmbeddedTarget(_ path: String, type: TokenType) -> Self {
    Self(
      id: "alias.embedded",
      "reference to \(quoted(path)), a \(type.rawValue) token, inside a string; only string, dimension, number, "
        + "fontWeight, duration and fontFamily tokens have one text to put there")
  }

  package static func aliasEmbeddedInValue(_ type: TokenType) -> Self {
    Self(
      id: "alias.embedded",
      "alias inside a \(type.rawValue) value; only the members of composite types (typography, border, shadow, "
        + "gradient, transition, strokeStyle) may be aliases")
  }

  package static func aliasToGroup(_ path: String) -> Self {
    Self(id: "alias.group", "\(quoted(path)) is a group, not a token; an alias must name a token")
  }

  package static func aliasMalformed(_ text: String) -> Self {
    Self(id: "alias.malformed", "malformed alias \(quoted(text)); expected '{path.to.token}'")
  }

  package static func aliasTypeMismatch(_ target: String, found: TokenType, expected: TokenType) -> Self {
    Self(
      id: "alias.type-mismatch",
      "alias to \(quoted(target)) of type \(found.rawValue) where a \(expected.rawValue) is expected")
  }

  package static func aliasUnresolved(_ path: String, appearance: String?) -> Self {
    Self(id: "alias.unresolved", "unknown token \(quoted(path))\(inAppearance(appearance))")
  }

  package static func androidTypeLeftOut(_ type: TokenType, paths: [String]) -> Self {
    Self(
      id: "android.type-left-out", severity: .warning,
      "no android resource holds a \(type.rawValue) token, so the android writer leaves out " + pathList(paths))
  }

  package static func colorHexFallback(_ hex: String, reason: String) -> Self {
    Self(
      id: "color.hex-fallback", severity: .warning,
      "hex fallback \(quoted(hex)) \(reason); the components are the color and the hex is ignored")
  }

  package static func composeMaterialRole(_ role: String) -> Self {
    Self(id: "compose.material-role", "unknown Material 3 color role \(quoted(role))")
  }

  package static func composeMaterialToken(_ path: String) -> Self {
    Self(id: "compose.material-token", "unknown token \(quoted(path)) for a Material 3 color role")
  }

  package static func composeMaterialType(_ path: String, type: String) -> Self {
    Self(
      id: "compose.material-type",
      "token \(quoted(path)) is a \(type) token; a Material 3 color role takes a color token")
  }

  package static func composePackageMissing(_ fallback: String) -> Self {
    Self(
      id: "compose.package", severity: .warning,
      "the compose output names no 'package'; writing package \(quoted(fallback)), which is not your app's")
  }

  package static func composePackageInvalid(_ given: String, valid: String) -> Self {
    Self(
      id: "compose.package-invalid",
      "compose package \(quoted(given)) is not a Kotlin package name (identifiers of letters, digits and '_' "
        + "joined by '.', none a keyword or starting with a digit); write \(quoted(valid))")
  }

  package static func configContextUnknown(_ context: String, modifier: String) -> Self {
    Self(id: "config.context-unknown", "modifier '\(modifier)' has no context '\(context)'")
  }

  package static func configContextUnmapped(_ context: String, modifier: String) -> Self {
    Self(
      id: "config.context-unmapped",
      "context '\(context)' of modifier '\(modifier)' is not mapped; map it to trait values or write 'ignore'")
  }

  package static func configDiagnosticUnknown(_ id: String) -> Self {
    Self(id: "config.diagnostic-unknown", "unknown diagnostic id \(quoted(id)) under 'diagnostics'")
  }

  /// The closing hint after `count` tokens' errors; when every error is a type Swatch does not know
  /// (`onlyUnknownTypes`), the setting that leaves those types out.
  package static func configKeepGoingHint(_ count: Int, onlyUnknownTypes: Bool = false) -> Self {
    guard !onlyUnknownTypes else {
      return Self(
        id: "config.keep-going", severity: .note,
        "every error is a type Swatch does not know (a design tool's blur or grid styles, which no platform has a "
          + "value for); 'unsupportedTypes: skip' in swatch.yaml leaves such tokens out with one warning")
    }
    return Self(
      id: "config.keep-going", severity: .note,
      "\(count) token\(count == 1 ? " has" : "s have") errors; 'keepGoing: true' in swatch.yaml or --keep-going "
        + "leaves such tokens out with a warning")
  }

  package static func configMissing() -> Self {
    Self(
      id: "config.missing",
      "no swatch.yaml and no 'tokens' folder here; run 'swatch init' to start a project, or name them with "
        + "--config or --tokens")
  }

  package static func configModifierUnknown(_ name: String) -> Self {
    Self(id: "config.modifier-unknown", "the resolver has no modifier '\(name)'")
  }

  package static func configModifiersUnused() -> Self {
    Self(
      id: "config.modifiers-unused", severity: .warning,
      "'modifiers:' maps the modifiers of a DTCG resolver, but 'tokens' names no '*.resolver.json'; it is ignored")
  }

  /// The error for a build with nothing to build: `configFile` is the configuration read, if any; `writers`
  /// the writers the build was narrowed to, if it was.
  public static func configNoOutputs(configFile: String?, writers: [String] = []) -> Self {
    let reason =
      if !writers.isEmpty {
        "no output uses writer \(writers.map { "'\($0)'" }.joined(separator: ", "))"
      } else if let configFile {
        "no outputs are configured; '\(configFile)' lists none: add one such as '- { writer: swift, path: out/swift }'"
      } else {
        "no outputs are configured; there is no swatch.yaml to list them: run 'swatch init' or write a swatch.yaml "
          + "with 'outputs:'"
      }
    return Self(id: "config.no-outputs", "nothing to build: \(reason)")
  }

  package static func configNoTokens() -> Self {
    Self(id: "config.no-tokens", "no token files found; name files or folders under 'tokens:' or with --tokens")
  }

  package static func configOutputIncomplete() -> Self {
    Self(id: "config.output", "an output needs 'writer' (a writer name) and 'path' (an output folder)")
  }

  package static func configOutputPatternInvalid(_ pattern: String, key: String) -> Self {
    Self(
      id: "config.output-pattern",
      "invalid '\(key)' pattern \(quoted(pattern)); expected token names separated by '.', '*' for any characters "
        + "within a name")
  }

  package static func configOutputPatternUnmatched(_ pattern: String, key: String) -> Self {
    Self(
      id: "config.output-pattern-unmatched", severity: .warning,
      "'\(key)' pattern \(quoted(pattern)) matches no token")
  }

  package static func configTemplatesNotFolder(_ path: String) -> Self {
    Self(id: "config.templates", "'templates' must name a folder of templates, found the file \(quoted(path))")
  }

  package static func configTraitConflict(_ name: String) -> Self {
    Self(
      id: "config.trait-conflict",
      "modifier '\(name)' is kept as a trait, but 'modifiers:' maps another modifier to a trait of that name")
  }

  package static func configTraitEmpty(_ trait: String) -> Self {
    Self(id: "config.trait-empty", "trait \(quoted(trait)) has no values; a trait needs at least one")
  }

  package static func configTraitDuplicateValue(_ value: String) -> Self {
    Self(
      id: "config.trait-value-duplicate",
      "trait value \(quoted(value)) is used more than once; values must be unique across traits")
  }

  package static func configTraitValueInvalid(_ value: String) -> Self {
    Self(
      id: "config.trait-value-invalid",
      "invalid trait value \(quoted(value)); use letters, digits, '-' and '_' without spaces")
  }

  package static func configTraitsIgnored() -> Self {
    Self(
      id: "config.traits-ignored", severity: .warning,
      "'traits' is ignored: the resolver named under 'tokens' gives the traits, one per modifier")
  }

  package static func configExpected(_ key: String, expected: String, found: String) -> Self {
    Self(id: "config.type", "\(quoted(key)) must be \(expected), found a \(found)")
  }

  package static func configUnknownKey(_ key: String, expected: [String]) -> Self {
    Self(
      id: "config.unknown-key",
      "unknown key \(quoted(key)); expected one of \(expected.map { "\(quoted($0))" }.joined(separator: ", "))")
  }

  package static let documentEmpty = Self(
    id: "document.empty", severity: .warning,
    "the file is empty, not even '{}', so it holds no tokens; an export cut short leaves such a file")

  package static func documentNotMapping(found: String) -> Self {
    Self(id: "document.not-mapping", "a token file must hold a mapping of groups and tokens, found a \(found)")
  }

  package static func documentTheo() -> Self {
    Self(
      id: "document.theo",
      "this is a Theo token file ('props' with 'aliases', 'global' or 'imports'), not DTCG; convert it to DTCG "
        + "tokens with '$value' and '$type' (Theo's 'value' and 'type'), with aliases written '{path.to.token}'")
  }

  package static func dtcgStringTokens(_ paths: [String]) -> Self {
    let shown = paths.prefix(5).map { "\(quoted($0))" }.joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    return Self(
      id: "dtcg.string-type", severity: .warning,
      "DTCG has no string type; \(paths.count) token(s) left out of the DTCG output: \(shown)")
  }

  package static func enumNotString(_ kind: String, type: TokenType) -> Self {
    Self(id: "enum.type", "a \(type.rawValue) token names the platform enum \(quoted(kind)); only a string token may")
  }

  package static func enumUnknown(_ kind: String, known: [String]) -> Self {
    Self(
      id: "enum.unknown",
      "unknown platform enum \(quoted(kind)); expected one of \(listed(known.map(quoted), separator: ", "))")
  }

  package static func enumValue(_ value: String, kind: String, allowed: [String], appearance: String?) -> Self {
    Self(
      id: "enum.value",
      "\(quoted(value)) is not a \(kind) value\(appearance.map { " in appearance \(quoted($0))" } ?? ""); "
        + "expected one of \(listed(allowed.map(quoted), separator: ", "))")
  }

  package static func extendsAncestor(_ path: String, _ target: String) -> Self {
    Self(id: "extends.ancestor", "group '\(path)' extends '\(target)', which contains it")
  }

  package static func extendsCycle(_ hops: [String]) -> Self {
    let chain = hops.map { "'\($0)'" }.joined(separator: " -> ")
    return Self(id: "extends.cycle", "'$extends' cycle \(chain)")
  }

  package static func extendsLimit(_ what: String) -> Self {
    Self(id: "extends.limit", "\(what); the limit keeps nested '$extends' from multiplying tokens without end")
  }

  package static func extendsToken(_ path: String) -> Self {
    Self(id: "extends.token", "'\(path)' is a token, not a group; '$extends' must name a group")
  }

  package static func extendsUnknown(_ path: String) -> Self {
    Self(id: "extends.unknown", "unknown group '\(path)' in '$extends'")
  }

  package static func formatAlternativeFolders(_ parent: String, names: [String]) -> Self {
    Self(
      id: "format.alternative-folders", severity: .note,
      "the folders of \(quoted(parent)) (\(listed(names.map(quoted), separator: ", "))) define the same tokens, as "
        + "alternatives such as brands or platforms do; to make each a value of a trait, list them in swatch.yaml "
        + "as the note below says")
  }

  package static func formatDetected(_ path: String, format: String, summary: [String]) -> Self {
    let became = summary.isEmpty ? "" : ": " + summary.joined(separator: "; ")
    return Self(id: "format.detected", severity: .note, "read \(quoted(path)) as \(format)\(became)")
  }

  package static func formatEmpty(_ path: String, format: String, expected: String?) -> Self {
    Self(
      id: "format.empty",
      "\(quoted(path)) looks like \(format) but holds nothing Swatch reads as one"
        + (expected.map { "; expected \($0)" } ?? ""))
  }

  package static func formatEmptyTheme(_ theme: String, missing: String? = nil) -> Self {
    let selects =
      missing.map { "selects only sets the export does not hold (such as \(quoted($0))), as every other theme does" }
      ?? "selects no token set, nor does any other"
    return Self(
      id: "format.empty-theme", severity: .warning,
      "theme \(quoted(theme)) \(selects), so every set is read, as without themes")
  }

  package static func formatFlatKeys(_ key: String) -> Self {
    Self(
      id: "format.flat-keys",
      "this file names its tokens with dotted keys such as \(quoted(key)) (Material's flat JSON), which Swatch "
        + "does not read; nest each path as groups ({md: {sys: {color: …}}}) with '$value' and '$type'")
  }

  package static func formatGrouped(_ count: Int, id: String) -> Self {
    Self(id: "format.grouped", severity: .note, "\(count) more diagnostic(s) [\(id)] like the 20 above, not shown")
  }

  package static func formatInterleavedGroups(_ group: String, later: String, set: String, first: String, count: Int)
    -> Self
  {
    Self(
      id: "format.interleaved-groups", severity: .warning,
      "the sets of theme groups \(quoted(group)) and \(quoted(later)) interleave in the set order and define "
        + "\(count) of the same token(s), such as \(quoted(first)): Swatch applies each group as one step, so the "
        + "value of \(quoted(later)) wins where Tokens Studio takes the later set, \(quoted(set)) of \(quoted(group)); "
        + "order each group's sets together in tokenSetOrder for the two to agree")
  }

  package static func formatMissingSet(_ set: String, theme: String, below: [String]) -> Self {
    let shown = below.prefix(5).map { quoted($0) }.joined(separator: ", ") + (below.count > 5 ? ", …" : "")
    let hint = below.isEmpty ? "" : "; the export holds \(shown) below it, which a theme must name one by one"
    return Self(
      id: "format.missing-set", severity: .warning,
      "theme \(quoted(theme)) selects the set \(quoted(set)), which the export does not hold\(hint)")
  }

  package static func formatModeFiles(_ first: String, _ second: String) -> Self {
    Self(
      id: "format.mode-files", severity: .note,
      "\(quoted(first)) and \(quoted(second)) define the same tokens and differ by a mode word; to make them one "
        + "token per name with a value per appearance, list them in swatch.yaml as the note below says")
  }

  package static func formatModeGroups(_ collections: [String]) -> Self {
    Self(
      id: "format.mode-groups", severity: .warning,
      "'$meta' is Tokens Brücke 1's, which writes each mode of a collection"
        + (collections.isEmpty ? "" : " (\(collections.map(quoted).joined(separator: ", ")))")
        + " as a group of its own: read as groups, not as appearances; export again with Tokens Brücke 2 or "
        + "later, which writes a token's modes in '$extensions.mode'")
  }

  package static func formatModifierMapping(_ modifier: String) -> Self {
    Self(
      id: "format.modifier-mapping", severity: .note,
      "modifier \(quoted(modifier)) has light and dark contexts among others, so it stays a trait of its own and "
        + "no platform's dark mode sees it; the note below is a mapping to paste into swatch.yaml")
  }

  package static func formatModifierShadowed(_ earlier: String, by later: String, first: String, count: Int) -> Self {
    Self(
      id: "format.modifier-shadowed", severity: .warning,
      "modifiers \(quoted(earlier)) and \(quoted(later)) became one trait and both give \(firstOf(count, first)) "
        + "in the same appearances, so the values of \(quoted(earlier)) never show: keep one a trait of its own "
        + "('modifiers: { \(earlier): keep }' in swatch.yaml) or leave its values out")
  }

  package static func formatResolverInFolder(_ file: String) -> Self {
    Self(
      id: "format.resolver-in-folder",
      "\(quoted(file)) is a DTCG resolver (its root holds 'resolutionOrder'), not a token file: name it alone in "
        + "tokens:, instead of the folder holding it, to read its sets and modifiers")
  }

  package static func formatSetInTwoGroups(_ set: String, kept: String, lost: String) -> Self {
    Self(
      id: "format.set-in-two-groups", severity: .warning,
      "set \(quoted(set)) varies with the themes of \(quoted(kept)) and of \(quoted(lost)); it follows "
        + "\(quoted(kept)) alone, so \(quoted(lost)) does not change it: split the set, or select it in every "
        + "theme of one of the groups")
  }

  package static func formatSetOverridesMode(_ set: String, mode: String, first: String, count: Int) -> Self {
    Self(
      id: "format.set-overrides-mode", severity: .warning,
      "set \(quoted(set)), read in every appearance, comes after \(quoted(mode)) in the set order and redefines "
        + "\(firstOf(count, first)), so the values \(quoted(mode)) gives them never show: give the export themes "
        + "($themes) that leave \(quoted(set)) out, or move it before \(quoted(mode)) in tokenSetOrder")
  }

  package static func formatUniformGroup(_ group: String, themes: [String]) -> Self {
    let names = listed(themes.map { quoted($0) }, separator: ", ")
    return Self(
      id: "format.uniform-group", severity: .note,
      "theme group \(quoted(group)) makes no appearance: its themes (\(names)) select the same sets, so they hold "
        + "the same values; a set some of them select and others do not sets them apart")
  }

  package static func formatUnmapped(_ kind: String, first: String, count: Int) -> Self {
    Self(id: "format.unmapped", severity: .warning, "\(kind): \(firstOf(count, first))")
  }

  /// Token files below `roots`, the folders a Style Dictionary configuration's globs start in, that none matches.
  package static func formatUnreadFiles(_ files: [String], roots: [String], entry: String) -> Self {
    let shown = files.prefix(5).map { quoted($0) }.joined(separator: ", ") + (files.count > 5 ? ", …" : "")
    let folders = listed(roots.map { quoted($0) }, separator: " and ")
    return Self(
      id: "format.unread-files", severity: .note,
      "\(files.count) token file(s) below \(folders) are in none of the configuration's globs and are not read: "
        + "\(shown); a script may build them apart (a theme per file). To read one as an appearance, list it in "
        + "swatch.yaml after the project: `tokens: [\(entry), { path: \(files.first ?? "FILE"), appearance: dark }]`")
  }

  package static func formatUnselectedSets(_ sets: [String]) -> Self {
    let shown = sets.prefix(5).map { quoted($0) }.joined(separator: ", ") + (sets.count > 5 ? ", …" : "")
    return Self(
      id: "format.unselected-sets", severity: .note,
      "\(sets.count) set(s) no theme selects are not read: \(shown); a theme that selects them (enabled or source) "
        + "builds their tokens")
  }

  package static func groupTooDeep(_ limit: Int) -> Self {
    Self(id: "group.too-deep", "groups nest more than \(limit) levels deep")
  }

  package static func groupTypeConflict(_ path: String, _ first: TokenType, _ second: TokenType) -> Self {
    let name = path.isEmpty ? "the top level" : "group \(quoted(path))"
    return Self(
      id: "group.type-conflict", "\(name) is given type \(second.rawValue) here but \(first.rawValue) elsewhere")
  }

  package static func imageMissing(_ path: String) -> Self {
    Self(id: "image.missing", "image file \(quoted(path)) does not exist")
  }

  package static func imageNotFile(_ path: String) -> Self {
    Self(id: "image.not-file", "image \(quoted(path)) is not a regular file; expected an image file")
  }

  package static func imageOutside(_ path: String) -> Self {
    Self(
      id: "image.outside",
      "image \(quoted(path)) is outside the configuration's folder; set 'allowOutside: true' in swatch.yaml to read it")
  }

  package static func imageScaleSize(
    _ path: String, found: String, base: String, baseSize: String, scale: Int, expected: String
  ) -> Self {
    Self(
      id: "image.scale-size", severity: .warning,
      "image \(quoted(path)) is \(found) pixels; as the \(scale)x of \(quoted(base)) (\(baseSize)) it should be "
        + "\(expected), and platforms stretch it to that size")
  }

  package static func imageTooLarge(_ path: String, size: Int64, limit: Int) -> Self {
    Self(id: "image.too-large", "image \(quoted(path)) is \(size) bytes; expected at most \(limit)")
  }

  package static func imageUnreadable(_ path: String, reason: String) -> Self {
    Self(id: "image.unreadable", "cannot read image \(quoted(path)): \(reason)")
  }

  package static func imageUnsupported(_ path: String, format: ImageFormat, writer: String, token: String) -> Self {
    Self(
      id: "image.unsupported", severity: .warning,
      "\(writer) cannot use \(format.rawValue) image \(quoted(path)); token \(quoted(token)) is left out of this output"
    )
  }

  package static func inputEncoding(_ byte: UInt8) -> Self {
    let hex = String(byte, radix: 16, uppercase: true)
    return Self(
      id: "input.encoding", "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex); the file must be UTF-8 text")
  }

  package static func inputScript(_ folder: String, count: Int, example: String) -> Self {
    Self(
      id: "input.script", severity: .warning,
      "\(count) JavaScript or TypeScript file(s) below \(quoted(folder)) are not read, such as \(quoted(example)): "
        + "Swatch reads token files in JSON and YAML; have the script write its tokens to a JSON file")
  }

  package static func ioLocked(_ folder: String, seconds: Double) -> Self {
    Self(
      id: "io.locked",
      "another swatch build is writing to '\(folder)'; gave up after waiting \(Int(seconds.rounded())) s")
  }

  package static func ioTooLarge(_ path: String, size: Int64, limit: Int) -> Self {
    let mebibytes = (Double(size) / 1_048_576 * 10).rounded(.up) / 10
    return Self(
      id: "io.too-large",
      "\(quoted(path)) is \(mebibytes) MiB; Swatch reads input files up to \(limit >> 20) MiB and read none of it")
  }

  package static func ioUnreadable(_ path: String, reason: String) -> Self {
    Self(id: "io.unreadable", "cannot read \(quoted(path)): \(reason)")
  }

  package static func ioUnwritable(_ path: String, reason: String) -> Self {
    Self(id: "io.unwritable", "cannot write \(quoted(path)): \(reason)")
  }

  package static func ioUnwritableMore(_ count: Int, example: String, reason: String) -> Self {
    Self(id: "io.unwritable", "cannot write \(count) more file(s), such as '\(example)': \(reason)")
  }

  package static func jsonDuplicateKey(_ key: String) -> Self {
    Self(
      id: "json.duplicate-key", severity: .warning,
      "duplicate key \(quoted(key)) in a JSON object; the later one is read, as JSON parsers read it, and the "
        + "earlier one ignored")
  }

  package static func keepGoingDropped(errors: Int, tokens: [String]) -> Self {
    let shown = tokens.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    let more = tokens.count > 5 ? ", …" : ""
    let list = tokens.isEmpty ? "" : ": \(shown)\(more)"
    return Self(
      id: "keep-going.dropped", severity: .warning,
      "kept going past \(errors) error\(errors == 1 ? "" : "s") in token files; left out \(tokens.count) token"
        + "\(tokens.count == 1 ? "" : "s") with errors or referencing one\(list)")
  }

  package static func lintCanvasMissing(_ background: String, appearance: String) -> Self {
    Self(
      id: "lint.canvas",
      "background '\(background)' is translucent in \(appearance) and no 'canvas' is configured to composite it over")
  }

  package static func lintCanvasUnknown(_ path: String) -> Self {
    Self(id: "lint.canvas", "canvas '\(path)' is not a color token")
  }

  package static func lintContrast(
    _ foreground: String, on background: String, appearance: String, measured: String, minimum: String
  ) -> Self {
    Self(
      id: "lint.contrast", severity: .warning,
      "'\(foreground)' on '\(background)' has contrast \(measured) in \(appearance); at least \(minimum) is required")
  }

  package static func lintContrastIncomplete() -> Self {
    Self(
      id: "lint.contrast-entry",
      "a contrast requirement needs 'foreground', 'background', and 'minimum' or 'level'")
  }

  package static func lintContrastExtension(_ key: String, problem: String) -> Self {
    Self(id: "lint.contrast-extension", "invalid '\(key)' extension: \(problem)")
  }

  package static func lintContrastInferred(
    _ foreground: String, on background: String, appearance: String, measured: String, minimum: String
  ) -> Self {
    Self(
      id: "lint.contrast-inferred", severity: .warning,
      "'\(foreground)' on '\(background)' has contrast \(measured) in \(appearance); at least \(minimum) is usual for "
        + "this pair, inferred from their names")
  }

  package static func lintContrastUnconfigured(colors: Int) -> Self {
    Self(
      id: "lint.contrast-none", severity: .note,
      "no contrast pair is configured, so none of the \(colors) color tokens is checked for contrast")
  }

  package static func lintDeprecatedReference(_ target: String, reason: String?) -> Self {
    Self(
      id: "lint.deprecated-reference", severity: .warning,
      "reference to deprecated token '\(target)'\(reason.map { ": \($0)" } ?? "")")
  }

  package static func lintModeRedundant(_ key: String) -> Self {
    Self(
      id: "lint.mode-redundant", severity: .warning,
      "'$modes' key '\(key)' gives the same value as the one it overrides")
  }

  package static func lintPaletteUnused(_ path: String) -> Self {
    Self(id: "lint.palette-unused", severity: .warning, "palette token '\(path)' is not referenced by any token")
  }

  package static func lintPatternUnmatched(_ pattern: String) -> Self {
    Self(id: "lint.pattern", "pattern '\(pattern)' matches no color token")
  }

  package static func lintTraitIncomplete(_ trait: String, siblings: Int) -> Self {
    Self(
      id: "lint.trait-incomplete", severity: .warning,
      "value does not vary by '\(trait)' while its \(siblings) sibling(s) all do; a value may be missing")
  }

  package static func lintTraitValueUnused(_ value: String, trait: String) -> Self {
    Self(
      id: "lint.trait-value-unused", severity: .warning,
      "trait value '\(value)' of '\(trait)' is named by no '$modes' key")
  }

  package static func lintTypeThroughAlias(_ type: TokenType, group: TokenType) -> Self {
    Self(
      id: "lint.type-through-alias", severity: .warning,
      "token is a \(type.rawValue) through its alias while its group's '$type' is \(group.rawValue)")
  }

  /// `found` says what is there, already quoted (`'sheeet'`, `a mapping`).
  package static func materialAppKitUnknown(_ found: String, expected: [String]) -> Self {
    Self(
      id: "material.appkit",
      "unknown AppKit material \(found) in material member 'appKit'; expected one of "
        + expected.joined(separator: ", "))
  }

  /// `found` says what is there, already quoted (`'thinn'`, `a mapping`).
  package static func materialThicknessUnknown(_ found: String, expected: [String]) -> Self {
    Self(
      id: "material.thickness",
      "unknown thickness \(found) in material member 'thickness'; expected one of "
        + expected.joined(separator: ", "))
  }

  package static func modeConflictingValues(_ trait: String, _ first: String, _ second: String) -> Self {
    Self(
      id: "mode.conflict", "mode key names two values of trait \(quoted(trait)): \(quoted(first)) and \(quoted(second))"
    )
  }

  package static func modeDuplicate(_ key: String, _ first: String) -> Self {
    Self(id: "mode.duplicate", "mode key \(quoted(key)) names the same trait values as \(quoted(first))")
  }

  package static func modeEmptyKey() -> Self {
    Self(id: "mode.empty", "empty mode key; name one value of one or more traits")
  }

  package static func modeUnknownWord(_ word: String) -> Self {
    Self(id: "mode.unknown", "unknown trait value \(quoted(word)) in mode key")
  }

  /// The word a `modeUnknownWord` message names, for `swatch init`, which declares it as a trait value; nil for
  /// another message, or a word `quoted` had to escape.
  package static func unknownModeWord(in message: String) -> String? {
    let (prefix, suffix) = ("unknown trait value '", "' in mode key")
    guard message.hasPrefix(prefix), message.hasSuffix(suffix) else { return nil }
    let word = String(message.dropFirst(prefix.count).dropLast(suffix.count))
    return modeUnknownWord(word).text == message ? word : nil
  }

  /// The note on each `mode.unknown` error of a design tool's modes of one token (`$extensions.mode`), whose
  /// names are alternatives: `words`, the values no trait has, are one trait's.
  package static func modeAlternatives(_ words: [String]) -> String {
    "a design tool's modes of one token are alternatives: declare them as one trait, such as "
      + "'mode: [\(words.joined(separator: ", "))]'"
  }

  /// The words a `modeAlternatives` note names, for `swatch init`; nil for another note.
  package static func alternativeModeWords(in note: String) -> [String]? {
    let (prefix, suffix) = (
      "a design tool's modes of one token are alternatives: declare them as one trait, such as 'mode: [", "]'"
    )
    guard note.hasPrefix(prefix), note.hasSuffix(suffix) else { return nil }
    let words = note.dropFirst(prefix.count).dropLast(suffix.count).components(separatedBy: ", ")
    return modeAlternatives(words) == note ? words : nil
  }

  package static func nameCollision(_ name: String, _ path: String, _ other: String, writer: String) -> Self {
    Self(
      id: "name.collision", "\(quoted(path)) and \(quoted(other)) both become \(quoted(name)) in the \(writer) writer")
  }

  package static func nameCollisionIgnoringCase(
    _ name: String, _ otherName: String, _ path: String, _ other: String, writer: String
  ) -> Self {
    Self(
      id: "name.collision",
      "\(quoted(path)) and \(quoted(other)) become \(quoted(name)) and \(quoted(otherName)) in the \(writer) writer, "
        + "one file name where case is ignored (macOS, Windows)")
  }

  package static func nameInvalid(_ name: String, reason: String) -> Self {
    let visible = name.unicodeScalars.map {
      $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
    }
    return Self(id: "name.invalid", "invalid name \(quoted(visible.joined())): \(reason)")
  }

  package static func nameKeyNotScalar() -> Self {
    Self(id: "name.not-scalar", "a token or group name must be a scalar")
  }

  package static func nameTraitValue(writer: String, trait: String, _ value: String, _ other: String, name: String)
    -> Self
  {
    Self(
      id: "name.trait-value",
      "trait \(quoted(trait))'s values \(quoted(other)) and \(quoted(value)) would both become '\(name)' in the "
        + "\(writer) writer, which cannot declare one name for two values; rename one")
  }

  package static func optionInvalid(_ reason: String) -> Self {
    Self(id: "option.invalid", "invalid option: \(reason)")
  }

  package static func optionUnknown(_ key: String, known: [String]) -> Self {
    Self(id: "option.unknown", "unknown option \(quoted(key))")
  }

  package static func outputConflict(_ path: String) -> Self {
    Self(id: "output.conflict", "two outputs write \(quoted(path))")
  }

  package static func outputConflictConfigurations(_ folder: String, other: String, this: String) -> Self {
    Self(
      id: "output.conflict",
      "output folder \(quoted(folder)) belongs to the configuration \(quoted(other)) (its manifest says so), not to "
        + "\(quoted(this)); two configurations sharing a folder would delete each other's files: give each its own")
  }

  package static func outputForeign(_ folder: String, _ names: [String], count: Int) -> Self {
    let listed = names.map { "'\($0)'" }.joined(separator: ", ") + (count > names.count ? ", …" : "")
    return Self(
      id: "output.foreign", severity: .warning,
      "'\(folder)' holds \(count) file(s) Swatch did not write, left as they are: \(listed)")
  }

  package static func outputReplacesInput(_ path: String) -> Self {
    Self(
      id: "output.input",
      "an output would replace \(quoted(path)), which this build reads; write the outputs to a folder of their own")
  }

  package static func outputInTokenFolder(_ path: String, folder: String) -> Self {
    Self(
      id: "output.input",
      "an output would write \(quoted(path)) in the token folder \(quoted(folder)), where the next build would read "
        + "it as tokens; write the outputs to a folder of their own")
  }

  package static func outputModified(_ path: String) -> Self {
    Self(
      id: "output.modified", severity: .warning,
      "'\(path)' is no longer produced but was edited since Swatch wrote it, so it is kept")
  }

  package static func outputModifiedKept(_ path: String) -> Self {
    Self(
      id: "output.modified", severity: .warning,
      "'\(path)' does not hold what the manifest says Swatch wrote there, so swatch clean kept it and its manifest")
  }

  package static func outputOutside(_ path: String) -> Self {
    Self(
      id: "output.outside", severity: .warning,
      "output folder \(quoted(path)) is outside the configuration's folder; check that this is the folder you mean")
  }

  package static func outputPath(_ path: String, reason: String) -> Self {
    Self(id: "output.path", "cannot write \(quoted(path)): \(reason)")
  }

  package static func outputRemoved(_ folder: String, count: Int) -> Self {
    Self(
      id: "output.removed", severity: .warning,
      "'\(folder)' is no longer an output of the configuration; deleted the \(count) file(s) Swatch wrote there")
  }

  package static func pathOutside(_ path: String) -> Self {
    Self(
      id: "path.outside",
      "\(quoted(path)) is outside the configuration's folder; set 'allowOutside: true' in swatch.yaml to read it")
  }

  package static func referenceInvalid(_ text: String, reason: String) -> Self {
    Self(id: "reference.invalid", "invalid reference '\(text)'; \(reason)")
  }

  package static func referencePart(_ path: String, reason: String, appearances: [String]?) -> Self {
    Self(id: "reference.part", "\(quoted(path)) cannot take what it references\(inAppearances(appearances)); \(reason)")
  }

  package static func referenceWithValue() -> Self {
    Self(id: "reference.with-value", "a token has either '$value' or '$ref', not both")
  }

  package static func resolverDefaultUnknown(_ name: String) -> Self {
    Self(id: "resolver.default", "default context \(quoted(name)) is not one of the modifier's contexts")
  }

  package static func resolverModifierAppearance(_ name: String, alongside trait: String? = nil) -> Self {
    guard let trait else {
      return Self(
        id: "resolver.modifier-appearance", severity: .note,
        "modifier '\(name)' has a light and a dark context, so it becomes the 'appearance' trait")
    }
    return Self(
      id: "resolver.modifier-appearance", severity: .note,
      "modifier '\(name)' has a light and a dark context of each of several kinds, so it becomes the 'appearance' "
        + "trait and a trait \(quoted(trait)) whose values are the kinds")
  }

  package static func resolverNotAlone() -> Self {
    Self(
      id: "resolver.not-alone",
      "a resolver must be the only entry under 'tokens' (or the only --tokens); it names its token files itself")
  }

  package static func resolverNoOrder() -> Self {
    Self(id: "resolver.order", "a resolver needs 'resolutionOrder', a non-empty list of sets and modifiers")
  }

  /// A source's `$ref` pointing into part of a token file (`base.json#/color`).
  package static func resolverRefFragment(_ ref: String, file: String) -> Self {
    Self(
      id: "resolver.ref",
      "'$ref' \(quoted(ref)) points into part of a token file, which Swatch does not read apart; name the whole "
        + "file (\(quoted(file))), or move those tokens into a file of their own")
  }

  package static func resolverRefUnknown(_ ref: String, expected: String) -> Self {
    Self(id: "resolver.ref", "'$ref' \(quoted(ref)) names nothing this resolver can read; expected \(expected)")
  }

  package static func resolverSetCycle(_ name: String) -> Self {
    Self(id: "resolver.set-cycle", "set \(quoted(name)) includes itself through '$ref'")
  }

  package static func resolverAppearancesIgnored(_ problem: String) -> Self {
    Self(
      id: "resolver.swatch-appearances", severity: .warning,
      "'org.swatch.appearances' is ignored because \(problem); the modifier is read as one trait")
  }

  package static func resolverVersion(_ version: String) -> Self {
    Self(
      id: "resolver.version", severity: .warning,
      "resolver version \(quoted(version)) is not '2025.10'; reading it as 2025.10")
  }

  package static func stateDamaged(_ path: String, _ reason: String) -> Self {
    Self(
      id: "state.damaged", severity: .note,
      "ignored the build state \(quoted(path)): \(reason); what it held is made again")
  }

  package static func swiftTraitName(_ trait: String, typeName: String) -> Self {
    Self(
      id: "swift.trait-name",
      "trait \(quoted(trait)) would become the Swift type '\(typeName)', which the swift writer cannot declare"
        + " (a keyword or another trait's type), or a parameter that is a keyword; rename the trait")
  }

  package static func templateMissing(_ name: String) -> Self {
    Self(id: "template.missing", "no template named \(quoted(name))")
  }

  package static func templateRecursive(_ hops: [String]) -> Self {
    Self(id: "template.recursive", "template '\(hops[0])' includes itself: \(hops.joined(separator: " → "))")
  }

  package static func templateReuseMismatch(_ name: String, key: UInt64) -> Self {
    Self(
      id: "template.reuse-mismatch",
      "an item of template '\(name)' copied from the last build (key \(String(key, radix: 16))) differs from the item"
        + " rendered now: a writer's item key misses an input; build with --force, and report it")
  }

  package static func templateSyntax(_ problem: String) -> Self {
    Self(id: "template.syntax", "invalid template: \(problem)")
  }

  package static func templateTooDeep(_ name: String, limit: Int) -> Self {
    Self(
      id: "template.tooDeep", "template '\(name)' nests sections and partials more than \(limit) deep while rendering")
  }

  package static func templateExpansion(_ name: String, limit: Int) -> Self {
    Self(
      id: "template.tooLarge", "template '\(name)' expands to more than \(limit) tags and texts through its partials")
  }

  package static func templateTooLarge(_ name: String, limit: Int) -> Self {
    Self(id: "template.tooLarge", "template '\(name)' renders more than \(limit >> 20) MiB")
  }

  package static func templateTooManySteps(_ name: String, limit: Int) -> Self {
    Self(
      id: "template.tooLarge",
      "template '\(name)' takes more than \(limit) steps to render: sections nested over lists "
        + "(`{{#tokens}}` within `{{#tokens}}`) multiply their lengths")
  }

  package static func templateUnknownName(_ name: String, in shapes: [String]) -> Self {
    let context = shapes.isEmpty ? "a value with no fields" : shapes.joined(separator: " within ")
    return Self(
      id: "template.unknown-name",
      "\(quoted(name)) names nothing in the template's context here (\(context)), so it would render as nothing;"
        + " docs/templates.md lists each context's fields")
  }

  package static func textStyleHost(_ type: TokenType) -> Self {
    Self(id: "text-style.host", "a \(type.rawValue) token names a text color; only a typography token may")
  }

  package static func textStyleNotColor(_ path: String, type: TokenType) -> Self {
    Self(id: "text-style.not-color", "text color \(quoted(path)) is a \(type.rawValue) token; expected a color token")
  }

  package static func textStyleSyntax(_ text: String) -> Self {
    Self(id: "text-style.syntax", "text color \(quoted(text)) is not a reference; expected '{color.token}'")
  }

  package static func textStyleUnknown(_ path: String) -> Self {
    Self(id: "text-style.unknown", "unknown text color token \(quoted(path)); expected a color token")
  }

  package static func tokenAlphaMember(_ reading: String?) -> Self {
    guard let reading else {
      return Self(
        id: "token.alpha-member",
        "'alpha' beside '$value' is not DTCG 2025.10 (GitHub Primer's idiom) and cannot be read here: it needs an "
          + "alias, color text or a color object as '$value' and a number from 0 to 1; write "
          + "'\"{path.to.color} / 0.5\"' or the color object's own 'alpha' instead")
    }
    return Self(
      id: "token.alpha-member", severity: .warning,
      "'alpha' beside '$value' is not DTCG 2025.10 (GitHub Primer's idiom); read as '\(reading)', which is how to "
        + "write it")
  }

  package static func tokenAttributesMember(first: String, count: Int) -> Self {
    Self(
      id: "token.attributes", severity: .warning,
      "metadata beside '$value' (Style Dictionary's \(firstOf(count, first))) is not DTCG 2025.10 and is ignored; "
        + "move it under '$extensions'")
  }

  package static func tokenColorAlphaObject(first: String, count: Int) -> Self {
    Self(
      id: "token.color-alpha-object", severity: .note,
      "colors written as {\"color\": …, \"alpha\": …} are read as the color with that alpha, as "
        + "'{color.path} / 0.65' writes it: " + firstOf(count, first))
  }

  package static func tokenContextOnlyLeftOut(writer: String, paths: [String]) -> Self {
    Self(
      id: "token.context-only", severity: .warning,
      "the \(writer) writer needs a value in every appearance and leaves out the tokens absent in some (defined "
        + "only in some resolver contexts, or aliasing such a token): \(pathList(paths))")
  }

  package static func tokenDuplicate(_ path: String) -> Self {
    Self(id: "token.duplicate", "token \(quoted(path)) is defined more than once")
  }

  package static func tokenExtensionModes(first: String, count: Int) -> Self {
    Self(
      id: "token.extension-modes", severity: .note,
      "modes written in '$extensions.mode' (Terrazzo's) are read as '$modes', each mode's name a mode key: "
        + firstOf(count, first))
  }

  package static func tokenGroupConflict(_ path: String) -> Self {
    Self(id: "token.group-conflict", "\(quoted(path)) is both a token and a group")
  }

  package static func tokenLightDarkPair(first: String, count: Int) -> Self {
    Self(
      id: "token.light-dark-pair", severity: .warning,
      "a color written as a [light, dark] list (for CSS light-dark()) is not DTCG 2025.10; read as its first value "
        + "with the second as its 'dark' mode: \(firstOf(count, first))")
  }

  package static func tokenMixed(_ child: String) -> Self {
    Self(id: "token.mixed", "a token with '$value' cannot also hold child token \(quoted(child))")
  }

  package static func tokenModeObject(first: String, count: Int) -> Self {
    Self(
      id: "token.mode-object", severity: .note,
      "values written as an object of modes ({\"light\": …, \"dark\": …}) are read as the light value with each "
        + "other key a mode, as '$modes' writes them: " + firstOf(count, first))
  }

  package static func modesNotMapping(found: String) -> Self {
    Self(id: "token.modes", "'$modes' must be a mapping from mode keys to values, found a \(found)")
  }

  package static func tokenNoType(_ path: String) -> Self {
    Self(id: "token.no-type", "token \(quoted(path)) has no type; set '$type' on it or on a parent group")
  }

  package static func tokenNoValue(_ path: String) -> Self {
    Self(id: "token.no-value", "\(quoted(path)) has '$modes' but no '$value'; a token needs a '$value' to fall back on")
  }

  package static func tokenOverride(_ path: String) -> Self {
    Self(
      id: "token.override", severity: .warning,
      "token \(quoted(path)) is defined again by a later 'source' file, whose definition replaces the earlier one "
        + "as Style Dictionary merges them")
  }

  package static func tokenOverrideByCollection(_ path: String, collection: String, by other: String) -> Self {
    Self(
      id: "token.override", severity: .warning,
      "Figma variable \(quoted(path)) of collection \(quoted(collection)) is replaced by the one of that name in "
        + "\(quoted(other)): a token is known by its name, not its collection")
  }

  package static func propertyUnknown(_ key: String) -> Self {
    Self(id: "token.property-unknown", "unknown property \(quoted(key)); names starting with '$' are reserved")
  }

  package static func tokenTypeConflict(_ path: String, type: String, first: String) -> Self {
    Self(
      id: "token.type-conflict",
      "token \(quoted(path)) is a \(type) in this context and a \(first) where it is defined; a token has one "
        + "type in every appearance")
  }

  package static func traitsDefaultFirst(_ trait: String, _ value: String) -> Self {
    Self(
      id: "traits.default-first", severity: .note,
      "\(quoted(trait)) lists \(quoted(value)) later; as every platform's default it is taken first (an asset "
        + "catalog's Any, Android's values/, CSS with no preference); values still follow the mode keys")
  }

  package static func traitsLimit(_ problem: String) -> Self {
    Self(id: "traits.limit", "too many appearances: \(problem)")
  }

  package static func typeSkipped(_ counts: [(type: String, count: Int)], dependents: Int) -> Self {
    let total = counts.reduce(0) { $0 + $1.count }
    let list = counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
    let aliasing = dependents == 0 ? "" : " and \(dependents) token(s) that alias them"
    return Self(
      id: "type.skipped", severity: .warning,
      "skipped \(total) token(s) of types Swatch does not support (\(list))\(aliasing)")
  }

  package static func typeUnknown(_ name: String) -> Self {
    Self(
      id: "type.unknown",
      "unknown type \(quoted(name)); expected one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))")
  }

  package static func unitBeyondDTCG(_ unit: DimensionValue.Unit, paths: [String]) -> Self {
    let name = unit == .unitless ? "a unitless 0 ('{value: 0, unit: \"\"}')" : "dimension unit '\(unit.rawValue)'"
    let reading: String
    switch unit {
    case .em:
      reading =
        "font-relative (Figma SDS's letter spacing): CSS writes it as is, Android and Compose use it for a "
        + "typography's letter spacing, Swift multiplies it by the typography's font size, other writers leave "
        + "such tokens out"
    case .vw, .vh, .percent:
      reading =
        "relative to the viewport or the containing element (IBM Carbon writes vw): CSS writes it as is, the "
        + "Swift, Android and Compose writers leave such tokens out"
    case .dp: reading = "Android's density-independent pixel (Adobe Spectrum's idiom): read as px at 1x"
    case .pt: reading = "read as Apple points (px at 1x) on Apple, Android and Compose; CSS writes 'pt' (4/3 px)"
    case .unitless: reading = "Microsoft Fluent's idiom: read as 0 in every unit"
    case .px, .rem: reading = "read as written"
    }
    return Self(
      id: "unit.beyond-dtcg", severity: .warning,
      "\(name) is not DTCG 2025.10, which allows only px and rem; \(reading) (\(pathList(paths)))")
  }

  package static func unitUnsupported(writer: String, units: [String], paths: [String]) -> Self {
    Self(
      id: "unit.unsupported", severity: .warning,
      "the \(writer) writer has no \(units.map { "'\($0)'" }.joined(separator: ", ")) and leaves out "
        + "\(pathList(paths))")
  }

  package static func valueAlphaInvalid(_ text: String) -> Self {
    Self(id: "value.alpha", "invalid alpha \(quoted(text)); expected a number from 0 to 1 or a percentage")
  }

  package static func valueAlphaOnNonColor(_ type: TokenType) -> Self {
    Self(id: "value.alpha-type", "an alpha modifier applies to colors, not to a \(type.rawValue)")
  }

  package static func valueInvalid(_ type: TokenType, reason: String, appearance: String? = nil) -> Self {
    Self(id: "value.invalid", "invalid \(type.rawValue): \(reason)\(inAppearance(appearance))")
  }

  /// A line height written as a size (or aliasing one) read as `multiplier` (over `fontSize` when it has one),
  /// or, with no multiplier, divided by the font size in each appearance.
  package static func valueLineHeightSize(_ text: String, multiplier: Double?, over fontSize: String?) -> Self {
    let reading =
      multiplier.map { "\(NumberText.shortest($0)), " + (fontSize.map { "\(text) over the font size \($0)" } ?? text) }
      ?? "\(quoted(text)) over the font size in each appearance"
    return Self(
      id: "value.line-height-size", severity: .warning,
      "a typography line height of \(quoted(text)) (a size, as Figma writes it) is not DTCG 2025.10, which wants "
        + "a multiple of the font size; read as \(reading)")
  }

  /// `inner`, a problem with one member of a composite value, said of that member; the id stays `inner`'s.
  package static func valueInMember(_ inner: Self, member: String, of composite: TokenType) -> Self {
    Self(id: inner.id, severity: inner.severity, "\(inner.text) in \(composite.rawValue) member '\(member)'")
  }

  package static func valueMemberMissing(_ members: [String], of type: TokenType) -> Self {
    let list = members.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      id: "value.member-missing",
      "\(type.rawValue) value has no \(list); \(type == .material ? "Swatch" : "DTCG") requires every one of its members"
    )
  }

  package static func valueMemberSpelling(_ written: [String], as names: [String], of type: TokenType) -> Self {
    let pairs = zip(written, names).map { "'\($0)' as '\($1)'" }.joined(separator: ", ")
    let (members, names) = written.count == 1 ? ("member", "name") : ("members", "names")
    return Self(
      id: "value.member-spelling", severity: .note, "read \(type.rawValue) \(members) \(pairs) (DTCG's \(names))")
  }

  package static func valueMemberUnknown(_ members: [String], of type: TokenType, expected: [String]) -> Self {
    let list = members.map { "'\($0)'" }.joined(separator: ", ")
    return Self(
      id: "value.member-unknown", severity: .warning,
      "unknown \(type.rawValue) member \(list) is left out; expected \(expected.joined(separator: ", "))")
  }

  package static func valueOutOfRange(_ path: String, value: String, limit: String, writer: String) -> Self {
    Self(
      id: "value.out-of-range",
      "\(quoted(path)) holds \(value), more than the \(writer) writer can write (at most \(limit))")
  }

  package static func valuePrecision(_ path: String, value: String, written: String, writer: String) -> Self {
    Self(
      id: "value.precision", severity: .warning,
      "\(quoted(path)) holds \(value), which the \(writer) writer's 32-bit float holds as \(written); a whole number "
        + "past 16,777,216 keeps its digits only when a float can hold it")
  }

  package static func valueTooLarge(_ type: TokenType, size: Int, unit: String, limit: Int, together: Bool) -> Self {
    let count = size >= Int.max / 4 ? "more" : String(size)
    let (what, its, after) =
      together
      ? (
        "the \(type.rawValue) tokens", "\(unit) in all appearances together once their", "; this is one of the largest"
      )
      : ("this \(type.rawValue)", "\(unit) once its", "; reference fewer values, or fewer times")
    return Self(
      id: "value.too-large",
      "\(what) would have \(count) \(its) references are filled in, more than the \(limit) Swatch writes\(after)")
  }

  package static func writerUnknown(_ name: String) -> Self {
    Self(id: "writer.unknown", "unknown writer \(quoted(name))")
  }

  package static func xcassetsUnrepresentable(_ paths: [String]) -> Self {
    let shown = paths.prefix(5).map { "\(quoted($0))" }.joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    return Self(
      id: "xcassets.unrepresentable", severity: .warning,
      "an asset catalog holds only light/dark and normal/high contrast; \(paths.count) color(s) differ in other"
        + " appearances (an elevated level, another contrast, a trait of the project's own), which only the Swift"
        + " writer carries: \(shown)")
  }

  package static func yamlDuplicateKey(_ key: String) -> Self {
    Self(id: "yaml.duplicate-key", "duplicate key \(quoted(key)) in mapping")
  }

  package static func yamlExpansionLimit(_ limit: Int) -> Self {
    Self(id: "yaml.expansion-limit", "YAML aliases expand to more than \(limit) nodes; the file is rejected")
  }

  package static let yamlNonScalarKey = Self(id: "yaml.key", "mapping keys must be scalars")

  package static let yamlMergeKey = Self(
    id: "yaml.merge-key",
    "YAML merge keys ('<<') are not supported; write the keys out, or alias a whole token or group with '{…}'")

  package static let yamlMultipleDocuments = Self(
    id: "yaml.multiple-documents", "a token file holds one YAML document; found a second")

  /// `format` is the file's: `JSON` for a JSON file, which libyaml reads too.
  package static func yamlSyntax(_ problem: String, format: String = "YAML") -> Self {
    Self(id: "yaml.syntax", "invalid \(format): \(problem)")
  }

  package static func yamlTag(_ tag: String) -> Self {
    let core = "tag:yaml.org,2002:"
    let shown = tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    return Self(
      id: "yaml.tag", severity: .warning,
      "YAML tag \(quoted(shown)) is ignored; values are read by their token type, not their tag")
  }

  package static func yamlTooDeep(_ limit: Int) -> Self {
    Self(id: "yaml.too-deep", "YAML collections nest more than \(limit) levels deep; the file is rejected")
  }

  package static func yamlUnknownAnchor(_ name: String) -> Self {
    Self(id: "yaml.unknown-anchor", "unknown YAML anchor \(quoted("*" + name))")
  }

  /// `'first'`, then ` and N other(s)` when `count` is more than one.
  private static func firstOf(_ count: Int, _ first: String) -> String {
    quoted(first) + (count > 1 ? " and \(count - 1) other(s)" : "")
  }

  private static func pathList(_ paths: [String]) -> String {
    "\(paths.count) token(s): " + paths.prefix(5).map { quoted($0) }.joined(separator: ", ")
      + (paths.count > 5 ? ", …" : "")
  }

  private static func inAppearances(_ appearances: [String]?) -> String {
    guard let appearances, !appearances.isEmpty else { return "" }
    let names = appearances.map(quoted)
    return names.count == 1 ? " in appearance \(names[0])" : " in appearances \(listed(names, separator: ", "))"
  }

  private static func inAppearance(_ appearance: String?) -> String {
    appearance.map { " in appearance \(quoted($0))" } ?? ""
  }
}
