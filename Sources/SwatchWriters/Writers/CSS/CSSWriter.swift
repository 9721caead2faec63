/// Writes every appearance of every token as CSS custom properties in one file.
///
/// Reads: every token in every appearance. Writes: `<file>.css` — `:root` holds the default appearance;
/// `appearance` follows `prefers-color-scheme` and `contrast` follows `prefers-contrast`, both forceable with
/// `data-appearance` / `data-contrast` on `<html>`; every other trait (`level`, a team's `theme`) applies to
/// the subtree of an element carrying `data-<trait>="<value>"`. Wide gamut colors (Display P3 tokens, and HSL or
/// OKLCH colors outside sRGB, as Swift and the asset catalog decide) get an sRGB fallback and a
/// `@media (color-gamut: p3)` override. Composites are written as the value of the property they feed
/// (`box-shadow`, `border`, `font`, `transition`, `background-image`); a typography token also gets one
/// property per member and a utility class (`CSSTypography`); an image token is a `url()` of a copy of its file
/// beside the stylesheet (`CSSImage`). Typography tokens that name their text color get classes setting it in
/// `<file>-text-styles.css` (`CSSTextStylesFile`). Reports: two tokens with one property name.
///
/// The rule list is derived by `CSSCascade`; `templates/css/tokens.css.mustache` lays it out.
/// The design, its selectors and its limits are in `docs/web-android.md`.
public struct CSSWriter: TemplatedWriter {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// Prepended to every property name after `--`; default none.
    public var prefix = ""
    /// Whether aliases are written as `var()` of their target; default false (every value literal).
    ///
    /// An alias that applies an alpha is always written as its literal color.
    public var references = false
    /// The file name without extension; default `tokens`.
    public var file = "tokens"

    public init() {}

    public static let keys: [WriterOption<Self>] = [
      .init("prefix", \.prefix, check: OptionCheck.cssPrefix), .init("references", \.references),
      .init("file", \.file, check: OptionCheck.outputFileName),
    ]
  }

  public static let name = "css"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 7

  /// The template the writer renders.
  static let template = "css/tokens.css.mustache"
  public static let templates = [template]
  public static let contextShape: MustacheShape? = CSSContext.Root.shape

  /// Creates the writer.
  public init() {}

  public func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext)
    -> TemplatedFiles
  {
    let (names, diagnostics) = PlatformNames.assign(
      graph, writer: Self.name, output: context.entryRange, rule: options.prefix
    ) {
      (words: [String]) in options.prefix + NameStyle.kebabCase.name(fromWords: words)
    }
    guard diagnostics.isEmpty else { return TemplatedFiles([], diagnostics: diagnostics) }
    let cascade = CSSCascade(graph: graph, names: names.names, usesReferences: options.references)
    let value = Self.context(
      CSSStylesheet(cascade: cascade), graph: graph, comments: Self.deprecationComments(graph, names: names.names))
    return TemplatedFiles(
      [TemplatedFile(template: Self.template, context: value, path: "\(options.file).css")],
      copies: CSSImage.copies(graph, beside: options.file, images: context.images)
        + (CSSTextStylesFile.file(graph, names: names.names, file: options.file).map { [$0] } ?? []))
  }

  /// The template context (`CSSContext.Root`), with `comments` shown beside the properties they name in the
  /// first page rule.
  static func context(_ sheet: CSSStylesheet, graph: ResolvedTokenGraph, comments: [String: String] = [:])
    -> MustacheValue
  {
    let sheet = CSSContext.Sheet(
      header: GeneratedHeader.lines(for: graph).map(CSSName.comment),
      page: CSSContext.Rules(sheet.pageRules, comments: comments), scope: CSSContext.Rules(sheet.scopeRules),
      utilities: CSSContext.Rules(sheet.utilityRules))
    return .object(CSSContext.Root(sheet))
  }

  /// A comment for each deprecated token's custom property, by property name, for the first page rule: the
  /// `:root` block every value starts from, so the note appears once, beside the default value.
  static func deprecationComments(_ graph: ResolvedTokenGraph, names: [String]) -> [String: String] {
    var comments: [String: String] = [:]
    for (index, token) in graph.tokens.enumerated() {
      if let deprecation = token.deprecation { comments["--" + names[index]] = DeprecationText.cssComment(deprecation) }
    }
    return comments
  }
}
