/// Writes Android value resources: colors, dimensions and integers, with night variants; and image tokens as
/// drawables in `drawable/` and `drawable-night/` (`AndroidDrawables`).
///
/// Reads: color, dimension, duration, fontWeight, fontFamily, cubicBezier, number, string, border, shadow,
/// transition and typography tokens. Writes: `values/colors.xml` (`#AARRGGBB`), `values/dimens.xml` (`dp`,
/// `sp` for font sizes, 1rem = 16dp), `values/integers.xml` (durations in ms, font weights),
/// `values/floats.xml`, `values/strings.xml`, `values/arrays.xml` (a `<string-array>` of family names per
/// font family token), `interpolator/<name>.xml` (a `<pathInterpolator>` per cubic Bézier,
/// `AndroidInterpolators`), `values/styles.xml` (a `TextAppearance.<name>` style per typography token), composites as one resource per member (`AndroidPart`), holding the default
/// appearance, and `values-night/…` holding only what differs when the
/// `appearance` trait is `dark`. Android has no qualifier for the other traits (contrast, level, custom
/// ones), so their non-default values become name suffixes — `background_primary_high_contrast_elevated` —
/// emitted only for tokens every suffixed trait changes. Reports: two tokens, or a token and a suffixed
/// variant, sharing one resource name; one warning per type no resource holds (gradients, stroke styles).
/// Status bar styles become `values/bools.xml` flags (`AndroidPlatformEnums`).
public struct AndroidWriter: TemplatedWriter {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// Prepended to every resource name; default none. Must itself be a valid name start.
    public var prefix = ""

    public init() {}

    public static let keys: [WriterOption<Self>] = [.init("prefix", \.prefix, check: OptionCheck.androidPrefix)]
  }

  public static let name = "android"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 7
  public static let needsEveryAppearance = true

  static let template = "android/resources.xml.mustache"
  public static let templates = [template]
  public static let contextShape: MustacheShape? = AndroidContext.shape

  /// Creates the writer.
  public init() {}

  public func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext)
    -> TemplatedFiles
  {
    let set = AndroidResourceSet(graph: graph, prefix: options.prefix, output: context.entryRange)
    let drawables = AndroidDrawables(
      graph: graph, prefix: options.prefix, images: context.images, output: context.entryRange)
    let collisions =
      set.diagnostics + drawables.diagnostics
      + PlatformRange.problems(
        graph, writer: Self.name, checksFloats: true, largestDimension: PlatformRange.largestAndroidDimension,
        output: context.entryRange)
    guard collisions.isEmpty else { return TemplatedFiles([], diagnostics: collisions) }
    let header = AndroidContext.header(for: graph)
    var files: [TemplatedFile] = []
    for (folder, entries) in [("values", set.day), ("values-night", set.night)] {
      let rows = Dictionary(grouping: entries.indices) { entries[$0].kind }
      for kind in AndroidResourceSet.Kind.allCases where kind != .interpolator {
        guard let selected = rows[kind] else { continue }
        let file = AndroidContext.File(header: header, resources: selected.map { entries[$0] })
        let value = MustacheValue.object(AndroidContext(file))
        files.append(TemplatedFile(template: Self.template, context: value, path: "\(folder)/\(kind.file)"))
      }
    }
    let interpolators = AndroidInterpolators.files(
      day: set.day, night: set.night, header: GeneratedHeader.lines(for: graph))
    return TemplatedFiles(
      files, copies: interpolators + drawables.files + AndroidPlatformEnums.files(graph, prefix: options.prefix),
      diagnostics: leftOut(graph, at: context.entryRange)
        + PlatformRange.precisionWarnings(graph, writer: Self.name, output: context.entryRange))
  }

  /// One warning per type no Android resource holds (gradients, stroke styles), naming its tokens.
  private func leftOut(_ graph: ResolvedTokenGraph, at range: SourceRange?) -> [Diagnostic] {
    [TokenType.gradient, .strokeStyle].compactMap { type in
      let paths = graph.tokens.filter { $0.type == type }.map(\.path.string)
      return paths.isEmpty ? nil : Diagnostic(.androidTypeLeftOut(type, paths: paths), at: range)
    }
  }
}
