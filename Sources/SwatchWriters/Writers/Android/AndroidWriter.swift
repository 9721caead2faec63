/// Writes Android value resources: colors, dimensions and integers, with night variants; and image tokens as
/// drawables in `drawable/` and `drawable-night/` (`AndroidDrawables`).
///
/// Reads: color, dimension, duration, fontWeight, border, shadow, transition and typography tokens. Writes:
/// `values/colors.xml` (`#AARRGGBB`), `values/dimens.xml` (`dp`, `sp` for font sizes, 1rem = 16dp),
/// `values/integers.xml` (durations in ms, font weights), `values/styles.xml` (a `TextAppearance.<name>`
/// style per typography token), composites as one resource per member (`AndroidPart`), holding the default
/// appearance, and `values-night/…` holding only what differs when the
/// `appearance` trait is `dark`. Android has no qualifier for the other traits (contrast, level, custom
/// ones), so their non-default values become name suffixes — `background_primary_high_contrast_elevated` —
/// emitted only for tokens every suffixed trait changes. Reports: two tokens, or a token and a suffixed
/// variant, sharing one resource name. Status bar styles become `values/bools.xml` flags (`AndroidPlatformEnums`).
public struct AndroidWriter: TemplatedWriter {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// Prepended to every resource name; default none. Must itself be a valid name start.
    public var prefix = ""

    public init() {}

    public static let keys: [WriterOption<Self>] = [.init("prefix", \.prefix)]
  }

  public static let name = "android"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 7
  public static let needsEveryAppearance = true

  static let template = "android/resources.xml.mustache"
  public static let templates = [template]
  public static let contextShape: MustacheShape? = resourcesShape

  /// Creates the writer.
  public init() {}

  public func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext)
    -> TemplatedFiles
  {
    let set = AndroidResourceSet(graph: graph, prefix: options.prefix, output: context.entryRange)
    let drawables = AndroidDrawables(
      graph: graph, prefix: options.prefix, images: context.images, output: context.entryRange)
    let collisions = set.diagnostics + drawables.diagnostics
    guard collisions.isEmpty else { return TemplatedFiles([], diagnostics: collisions) }
    let header = AndroidContext.header(for: graph)
    var files: [TemplatedFile] = []
    for (folder, entries) in [("values", set.day), ("values-night", set.night)] {
      let rows = Dictionary(grouping: entries.indices) { entries[$0].kind }
      for kind in AndroidResourceSet.Kind.allCases {
        guard let selected = rows[kind] else { continue }
        let value = MustacheValue.object(AndroidContext(header: header, entries: entries, rows: selected))
        files.append(TemplatedFile(template: Self.template, context: value, path: "\(folder)/\(kind.file)"))
      }
    }
    return TemplatedFiles(files, copies: drawables.files + AndroidPlatformEnums.files(graph, prefix: options.prefix))
  }
}
