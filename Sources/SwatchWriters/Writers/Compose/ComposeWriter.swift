/// Writes a Kotlin file for Jetpack Compose: every color token in one immutable set per appearance.
///
/// Reads: color tokens in every appearance. Writes: `<name>Colors.kt` in package `package` — a `<name>Colors`
/// class with one `Color(0xAARRGGBB)` property per token, `<name>ColorSets` with one instance per appearance,
/// a `<name>Appearance` (one parameter per trait: a Boolean for two values, an enum for more) that picks its
/// set, `Local<name>Colors` / `Local<name>Appearance` (`staticCompositionLocalOf`), and a `<name>Theme`
/// composable that follows `isSystemInDarkTheme()` and Android 14's contrast level (≥ 0.5 is high contrast)
/// and keeps the scoped traits (level, custom ones) of the enclosing theme unless told otherwise, so a
/// dialog writes `<name>Theme(elevated = true) { … }`. Reports: two tokens with one property name.
public struct ComposeWriter: Writer {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// The Kotlin package; default `dev.swatch.tokens`.
    public var package = "dev.swatch.tokens"
    /// The prefix of every generated type; default `Swatch`.
    public var name = "Swatch"

    public init() {}

    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      package = try c.value(.package, default: "dev.swatch.tokens")
      name = try c.value(.name, default: "Swatch")
    }

    private enum CodingKeys: String, CodingKey { case package, name }
  }

  public static let name = "compose"

  static let template = "compose/Colors.kt.mustache"

  /// Creates the writer.
  public init() {}

  public func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult {
    let (names, diagnostics) = PlatformNames.assign(
      graph, writer: Self.name, output: context.entryRange,
      include: { $0.type == .color || ComposeValue.type($0.type, prefix: "") != nil },
      makeName: { KotlinName.identifier(NameStyle.camelCase.name(for: $0)) })
    guard diagnostics.isEmpty else { return WriterResult(files: [], diagnostics: diagnostics) }
    let value = ComposeContext(graph: graph, names: names.names, options: options).json
    let type = KotlinName.typeName(options.name)
    return context.result(rendering: Self.template, value, as: "\(type)Colors.kt")
  }
}
