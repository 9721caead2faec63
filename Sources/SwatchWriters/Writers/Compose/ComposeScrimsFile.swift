/// The Compose writer's material tokens: `<name>Scrims.kt`, written when the project has material tokens
/// (docs/materials.md).
///
/// Reads: the material tokens and the traits as Kotlin parameters. Produces: `object <name>Scrims` with, per
/// token, `fun <member>(appearance)` and `fun <member>Fallback(appearance)` giving its scrim (the translucent
/// fill: the tint, or the fallback at the thickness's alpha; the opaque fallback where the appearance selects
/// Reduce Transparency) and its opaque fallback as `Color`s, and composable `val`s for the current appearance.
/// Compose has no system blur material (`Modifier.blur` blurs a view's own content, not what lies behind it),
/// so the scrim is drawn over the content it covers. Reports: two material tokens with one Kotlin name.
struct ComposeScrimsFile {
  let context: ComposeContext
  /// The Kotlin member of each material token, by position.
  let members: [String]

  /// The accessors of `context`'s material tokens, or the name collisions among them; nil without materials.
  static func make(_ context: ComposeContext, at range: SourceRange?) -> (ComposeScrimsFile?, [Diagnostic]) {
    let graph = context.graph
    guard graph.tokens.contains(where: { $0.type == .material }) else { return (nil, []) }
    let (members, problems) = PlatformNames.assign(
      graph, writer: ComposeWriter.name, output: range, rule: "scrims", include: { $0.type == .material },
      nameFromWords: { KotlinName.identifier(NameStyle.camelCase.name(fromWords: $0)) })
    guard problems.isEmpty else { return (nil, problems) }
    return (ComposeScrimsFile(context: context, members: members.names), [])
  }

  /// The file to write.
  var file: OutputFile { OutputFile(path: "\(context.prefix)Scrims.kt", contents: text) }

  /// The file's text.
  var text: String {
    let prefix = context.prefix
    var lines = context.filePrologue(imports: [
      "androidx.compose.runtime.Composable", "androidx.compose.ui.graphics.Color",
    ])
    lines += [
      "", "/**", " * Every material token as a scrim color drawn over the content it covers (Compose has no system",
      " * blur material), and its opaque fallback: the composable properties read the current `\(prefix)Appearance`.",
      " */", "object \(prefix)Scrims {",
    ]
    for token in context.graph.tokens.indices where context.graph.tokens[token].type == .material {
      let values = MaterialSupport.values(of: context.graph.tokens[token])
      lines += accessor(token, member: members[token], colors: values.map(MaterialSupport.fill), what: "scrim")
      lines += accessor(token, member: members[token] + "Fallback", colors: values.map(\.fallback), what: "fallback")
    }
    if lines.last == "" { lines.removeLast() }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// The composable property and the function of one color of one token, `colors` by appearance.
  private func accessor(_ token: Int, member: String, colors: [ColorValue], what: String) -> [String] {
    let path = KotlinName.comment(context.graph.tokens[token].path.string)
    let appearance = "\(context.prefix)Appearance"
    let literals = colors.map { "Color(\(KotlinName.argbLiteral($0)))" }
    let header = [
      "    /** `\(path)`'s \(what) in the current appearance. */", "    val \(member): Color",
      "        @Composable get() = \(member)(Local\(appearance).current)", "",
      "    /** `\(path)`'s \(what) in `appearance`. */",
    ]
    let variants = self.variants(literals)
    guard !variants.isEmpty else {
      return header + [
        "    @Suppress(\"UNUSED_PARAMETER\")", "    fun \(member)(appearance: \(appearance)): Color = \(literals[0])",
        "",
      ]
    }
    return header + ["    fun \(member)(appearance: \(appearance)): Color = when {"]
      + variants.map { "        \($0.condition) -> \($0.literal)" } + ["        else -> \(literals[0])", "    }", ""]
  }

  /// The appearances whose color differs from the default one's, most non-default trait values first (so the
  /// first condition that holds is the appearance's own), each with its Kotlin condition.
  private func variants(_ literals: [String]) -> [(condition: String, literal: String)] {
    let found = context.graph.traits.appearances.filter { !$0.isDefault && literals[$0.index] != literals[0] }.map {
      appearance -> (condition: String, literal: String, count: Int) in
      let set = appearance.values.enumerated().filter { $0.element != 0 }
      let test = set.map { condition(trait: $0.offset, value: $0.element) }.joined(separator: " && ")
      return (test, literals[appearance.index], set.count)
    }
    // Stable: among as many values, appearance order.
    return found.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map {
      ($0.element.condition, $0.element.literal)
    }
  }

  /// `appearance.dark`, or `appearance.theme == AppTheme.Sepia` for an enum trait.
  private func condition(trait: Int, value: Int) -> String {
    guard let parameter = context.parameters.first(where: { $0.trait == trait }) else { return "false" }
    guard let enumType = parameter.enumType else { return "appearance.\(parameter.name)" }
    return "appearance.\(parameter.name) == \(enumType).\(parameter.cases[value])"
  }
}
