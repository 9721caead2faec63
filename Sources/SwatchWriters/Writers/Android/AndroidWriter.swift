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
/// variant, sharing one resource name.
public struct AndroidWriter: TemplatedWriter {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// Prepended to every resource name; default none. Must itself be a valid name start.
    public var prefix = ""

    public init() {}

    public static let keys: [WriterOption<Self>] = [.init("prefix", \.prefix)]
  }

  public static let name = "android"
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
    var files: [TemplatedFile] = []
    for (folder, entries) in [("values", set.day), ("values-night", set.night)] {
      for kind in AndroidResourceSet.Kind.allCases {
        let selected = entries.filter { $0.kind == kind }
        guard !selected.isEmpty else { continue }
        let value = Self.context(selected, graph: graph)
        files.append(TemplatedFile(template: Self.template, context: value, path: "\(folder)/\(kind.file)"))
      }
    }
    return TemplatedFiles(files, copies: drawables.files)
  }

  /// The template context: `header` (comment-safe lines) and `resources` (`element`, `name`, `value`, and for a
  /// `TextAppearance` style `isStyle` and `items`, each `name` and `value`).
  static func context(_ entries: [AndroidResourceSet.Entry], graph: ResolvedTokenGraph) -> JSONValue {
    .object([
      ("header", .array(GeneratedHeader.lines(for: graph).map { .string(AndroidValue.commentSafe($0)) })),
      (
        "resources",
        .array(
          entries.map { entry in
            var fields: [(String, JSONValue)] = [
              ("element", .string(entry.kind.element)), ("name", .string(entry.name)),
              ("attributes", .string(entry.kind.attributes)),
              ("value", .string(AndroidValue.escaped(entry.value))), ("isStyle", .bool(entry.kind == .style)),
              (
                "items",
                .array(
                  entry.items.map {
                    .object([("name", .string($0.name)), ("value", .string(AndroidValue.escaped($0.value)))])
                  })
              ),
            ]
            if let deprecation = entry.deprecation {
              fields.append(("comment", .string(DeprecationText.xmlComment(deprecation))))
            }
            return .object(fields)
          })
      ),
    ])
  }
}
