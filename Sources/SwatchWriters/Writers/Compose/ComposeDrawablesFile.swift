/// The Compose writer's image accessors: `<name>Drawables.kt`, written when the `drawables` option names the
/// package of the app's `R` class and the project has image tokens Android can draw.
///
/// Reads: the image tokens and the traits as Kotlin parameters. Produces: `object <name>Drawables` with, per
/// token, `fun <member>(appearance)` giving the id of the `android` writer's drawable (its names, without its
/// `prefix`) for that appearance, and a composable `val <member>` for the current one, for
/// `painterResource(...)`. Android picks night and density itself; contrast, elevation and custom traits are name
/// suffixes in the `android` writer (`brand_logo_high_contrast`), which the `when` here picks, most specific
/// first. Reports: two image tokens with one Kotlin name.
struct ComposeDrawablesFile {
  let context: ComposeContext
  /// The package of the app's `R` class.
  let resources: String
  /// The Kotlin member of each image token, by position.
  let members: [String]
  /// The appearances the `android` writer gives a drawable of their own, and their suffixes.
  let androidVariants: AndroidVariants

  /// The accessors of `context`'s image tokens, or the name collisions among them; nil without images.
  static func make(_ context: ComposeContext, resources: String, at range: SourceRange?) -> (
    ComposeDrawablesFile?, [Diagnostic]
  ) {
    let graph = context.graph
    guard !resources.isEmpty, graph.tokens.contains(where: { $0.type == .image }) else { return (nil, []) }
    let (members, problems) = PlatformNames.assign(
      graph, writer: ComposeWriter.name, output: range, rule: "drawables", include: { $0.type == .image },
      nameFromWords: { KotlinName.identifier(NameStyle.camelCase.name(fromWords: $0)) })
    guard problems.isEmpty else { return (nil, problems) }
    let file = ComposeDrawablesFile(
      context: context, resources: resources, members: members.names, androidVariants: AndroidVariants(graph.traits))
    return (file, [])
  }

  /// The file to write.
  var file: OutputFile { OutputFile(path: "\(context.prefix)Drawables.kt", contents: text) }

  /// The file's text.
  var text: String {
    let prefix = context.prefix
    var lines = context.filePrologue(imports: [
      "androidx.compose.runtime.Composable", "\(KotlinName.package(resources)).R",
    ])
    lines += [
      "", "/**", " * Every image token as the id of the android writer's drawable, for `painterResource(...)`: the",
      " * composable properties read the current `\(prefix)Appearance`. Android picks night and density itself.",
      " */", "object \(prefix)Drawables {",
    ]
    for token in context.graph.tokens.indices where context.graph.tokens[token].type == .image {
      lines += accessor(token)
    }
    if lines.last == "" { lines.removeLast() }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// The composable property and the function of one token.
  private func accessor(_ token: Int) -> [String] {
    let member = members[token]
    let path = KotlinName.comment(context.graph.tokens[token].path.string)
    let variants = self.variants(token)
    var lines = [
      "    /** `\(path)` in the current appearance. */", "    val \(member): Int",
      "        @Composable get() = \(member)(Local\(context.prefix)Appearance.current)", "",
      "    /** `\(path)` in `appearance`. */",
    ]
    let base = "R.drawable." + AndroidValue.resourceName(context.graph.tokens[token].path)
    guard !variants.isEmpty else {
      return lines + [
        "    @Suppress(\"UNUSED_PARAMETER\")",
        "    fun \(member)(appearance: \(context.prefix)Appearance): Int = \(base)", "",
      ]
    }
    lines.append("    fun \(member)(appearance: \(context.prefix)Appearance): Int = when {")
    lines += variants.map { "        \($0.condition) -> \(base)\($0.suffix)" }
    return lines + ["        else -> \(base)", "    }", ""]
  }

  /// The drawables the `android` writer names with a suffix for `token`, most non-default values first, each
  /// with its Kotlin condition on the appearance.
  private func variants(_ token: Int) -> [(condition: String, suffix: String, count: Int)] {
    let found = androidVariants.appearances(of: context.graph.tokens[token]).filter { !$0.isDefault }.map {
      appearance -> (condition: String, suffix: String, count: Int) in
      let set = androidVariants.suffixValues(of: appearance)
      let test = set.map { self.condition(trait: $0.trait, value: $0.value) }.joined(separator: " && ")
      return (test, androidVariants.suffixes[appearance.index], set.count)
    }
    // Stable: among as many values, appearance order.
    return found.enumerated().sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }.map {
      $0.element
    }
  }

  /// `appearance.highContrast`, or `appearance.theme == AppTheme.Sepia` for an enum trait.
  private func condition(trait: Int, value: Int) -> String {
    guard let parameter = context.parameters.first(where: { $0.trait == trait }) else { return "false" }
    guard let enumType = parameter.enumType else { return "appearance.\(parameter.name)" }
    return "appearance.\(parameter.name) == \(enumType).\(parameter.cases[value])"
  }
}
