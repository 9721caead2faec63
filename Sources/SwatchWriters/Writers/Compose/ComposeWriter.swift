/// Writes a Kotlin file for Jetpack Compose: every token in one immutable set per appearance.
///
/// Reads: every token in every appearance (relative-unit dimensions are left out before, by `UnitSupport`). Writes: `<name>Colors.kt` in package `package` — a `<name>Colors`
/// class with one `Color(0xAARRGGBB)` property per token, `<name>ColorSets` with one instance per appearance,
/// a `<name>Appearance` (one parameter per trait: a Boolean for two values, an enum for more) that picks its
/// set, `Local<name>Colors` / `Local<name>Appearance` (`staticCompositionLocalOf`), and a `<name>Theme`
/// composable that follows `isSystemInDarkTheme()` and Android 14's contrast level (≥ 0.5 is high contrast)
/// and keeps the scoped traits (level, custom ones) of the enclosing theme unless told otherwise, so a
/// dialog writes `<name>Theme(elevated = true) { … }`. A color outside sRGB is also given in Display P3
/// (`ColorSpaces.DisplayP3`). Single values (dimensions in dp or sp, numbers, durations, strings, font weights
/// and families, curves) are properties of `<name>Values` (`<name>ValueSets`, `Local<name>Values`), read from a
/// constant of `<name>Constants` when the same in every appearance; composites are in `<name>Styles`.
/// With `materialColorScheme`, also `<name>Material.kt` (`ComposeMaterialFile`); with `drawables` and image
/// tokens, `<name>Drawables.kt` (`ComposeDrawablesFile`); with text styles, `<name>TextStyles.kt`
/// (`ComposeTextStylesFile`); with material tokens, `<name>Scrims.kt` (`ComposeScrimsFile`).
/// Reports: two tokens with one property name; a role or token of `materialColorScheme` that is unknown or not
/// a color; a `package` that is not a Kotlin package name; a missing `package` (a warning).
public struct ComposeWriter: TemplatedWriter {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// The Kotlin package, the app's own: without one the output is in package `tokens`, with a warning.
    public var package = ""
    /// The prefix of every generated type; default `Swatch`.
    public var name = "Swatch"
    /// The color token of each Material 3 role; with some, `<name>Material.kt` bridges to `MaterialTheme`.
    public var materialColorScheme = MaterialColorScheme()
    /// The package of the app's `R` class; with it, `<name>Drawables.kt` gives image tokens' drawable ids.
    public var drawables = ""

    public init() {}

    public static let keys: [WriterOption<Self>] = [
      .init("package", \.package), .init("name", \.name), .init("materialColorScheme", \.materialColorScheme),
      .init("drawables", \.drawables, check: OptionCheck.kotlinPackage),
    ]
  }

  public static let name = "compose"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 9
  public static let needsEveryAppearance = true

  static let template = "compose/Colors.kt.mustache"
  public static let templates = [template]
  public static let contextShape: MustacheShape? = ComposeContext.shape

  /// Creates the writer.
  public init() {}

  public func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext)
    -> TemplatedFiles
  {
    let valid = KotlinName.package(options.package)
    if KotlinName.isPackage(options.package), valid != options.package {
      // Written as the user spelled it, or refused: a package other than theirs would not be found by the app.
      let problem = Diagnostic(.composePackageInvalid(options.package, valid: valid), at: context.entryRange)
      return TemplatedFiles([], diagnostics: [problem])
    }
    let traitProblems =
      ComposeContext.traitProblems(graph.traits, at: context.entryRange)
      + PlatformRange.problems(graph, writer: Self.name, checksFloats: true, output: context.entryRange)
    guard traitProblems.isEmpty else { return TemplatedFiles([], diagnostics: traitProblems) }
    let (names, diagnostics) = PlatformNames.assign(
      graph, writer: Self.name, output: context.entryRange, rule: "tokens",
      include: {
        $0.type == .color || ComposeValue.type($0.type, prefix: "") != nil || ComposeValue.scalarType($0) != nil
      },
      nameFromWords: { KotlinName.identifier(NameStyle.camelCase.name(fromWords: $0)) })
    guard diagnostics.isEmpty else { return TemplatedFiles([], diagnostics: diagnostics) }
    // A property's getter adds `get` to its name, and a set's class adds its own prefix: 64 bytes spare.
    let tooLong = JVMName.problems(names.names, graph, extra: 64, writer: Self.name, output: context.entryRange)
    guard tooLong.isEmpty else { return TemplatedFiles([], diagnostics: tooLong) }
    let (mappings, problems) = options.materialColorScheme.mappings(in: graph, entryRange: context.entryRange)
    guard problems.isEmpty else { return TemplatedFiles([], diagnostics: problems) }
    let composeContext = ComposeContext(graph: graph, names: names.names, options: options)
    let (drawables, drawableProblems) = ComposeDrawablesFile.make(
      composeContext, resources: options.drawables, at: context.entryRange)
    guard drawableProblems.isEmpty else { return TemplatedFiles([], diagnostics: drawableProblems) }
    let (scrims, scrimProblems) = ComposeScrimsFile.make(composeContext, at: context.entryRange)
    guard scrimProblems.isEmpty else { return TemplatedFiles([], diagnostics: scrimProblems) }
    let material = mappings.isEmpty ? nil : ComposeMaterialFile(context: composeContext, mappings: mappings).file
    let textStyles = ComposeTextStylesFile.file(composeContext, members: names.names)
    let copies: [OutputFile] = [material, drawables?.file, scrims?.file, textStyles].compactMap { $0 }
    let warnings =
      (KotlinName.isPackage(options.package)
        ? [] : [Diagnostic(.composePackageMissing(KotlinName.package(options.package)), at: context.entryRange)])
      + PlatformRange.precisionWarnings(graph, writer: Self.name, output: context.entryRange)
    let path = "\(composeContext.prefix)Colors.kt"
    return TemplatedFiles(
      [TemplatedFile(template: Self.template, context: composeContext.value, path: path)], copies: copies,
      diagnostics: warnings)
  }
}
