/// Writes Swift: a platform-neutral token table and dynamic colors for UIKit, AppKit and SwiftUI.
///
/// Reads: every token in every appearance. Writes two files: `<file>.swift` (default `SwatchTokens.swift`),
/// Foundation only, so it compiles on Linux: the traits as enums, every color's RGBA in every appearance with a
/// resolve function, and every non-color token as a constant; and `<colorsFile>.swift` (default
/// `SwatchColors.swift`): for each color a `UIColor(dynamicProvider:)` reading `userInterfaceStyle`,
/// `accessibilityContrast`, `userInterfaceLevel` and custom iOS 17 traits, an `NSColor(name:dynamicProvider:)`
/// reading `NSAppearance.bestMatch`, and a SwiftUI `Color` wrapping either; every non-color token that differs
/// per appearance as a dynamic value, and the runtime for custom traits. Traits map as `AppleTraitMapping`
/// documents. With image tokens, also `SwatchImages.swift` (`SwiftImagesFile`); `<file>+PlatformEnums.swift` comes
/// with string tokens that name a platform enum (`SwiftPlatformEnums`), `<file>+Accessibility.swift` with a
/// `motion` or `transparency` trait (`SwiftAccessibilityTraits`), `<file>+TextStyles.swift` with typography
/// tokens that name their text color (`SwiftTextStylesFile`) and `<file>+Materials.swift` with material tokens
/// (`SwiftMaterialsFile`). Reports: two tokens with one Swift name; a trait
/// whose Swift type cannot be declared.
///
/// Both files are Mustache templates (`templates/swift/`) rendered with the context `SwiftContext` builds, typed
/// objects whose fields are made as the templates read them (`SwiftContext.Root`).
public struct SwiftWriter: TemplatedWriter {
  /// Where the colors live.
  public enum Style: String, Decodable, Sendable, CaseIterable {
    /// `SwatchColors.backgroundPrimary` and `SwatchColors.Color.backgroundPrimary`.
    case namespace
    /// `UIColor.backgroundPrimary`, `NSColor.backgroundPrimary` and `Color.backgroundPrimary`.
    case extensions
  }

  /// The access level of every generated declaration.
  public enum AccessLevel: String, Decodable, Sendable, CaseIterable { case `public`, `internal` }

  /// The writer's options.
  public struct Options: WriterOptions {
    /// `public` (default) for a package or framework, `internal` for an app target.
    public var access: AccessLevel = .public
    /// Namespace enum or extensions on the color types; default `namespace`.
    public var style: Style = .namespace
    /// The enum holding the colors in the `namespace` style; default `SwatchColors`.
    public var namespace = "SwatchColors"
    /// The enum holding the platform-neutral table and constants; default `SwatchTokens`.
    public var tokensNamespace = "SwatchTokens"
    /// Words put before every token name: `sw` makes `swBackgroundPrimary`; default none.
    public var prefix = ""
    /// The platform-neutral file's name without `.swift`; default `SwatchTokens`.
    public var file = "SwatchTokens"
    /// The colors file's name without `.swift`; default `SwatchColors`.
    public var colorsFile = "SwatchColors"

    public init() {}

    public static let keys: [WriterOption<Self>] = [
      .init("access", \.access), .init("style", \.style),
      .init("namespace", \.namespace, check: OptionCheck.swiftTypeName),
      .init("tokensNamespace", \.tokensNamespace, check: OptionCheck.swiftTypeName), .init("prefix", \.prefix),
      .init("file", \.file, check: OptionCheck.outputFileName),
      .init("colorsFile", \.colorsFile, check: OptionCheck.outputFileName),
    ]
  }

  public static let name = "swift"
  /// Measured at 10,000 tokens (`Writer.relativeCost`).
  public static let relativeCost = 7
  public static let needsEveryAppearance = true

  /// Creates the writer.
  public init() {}

  public static let templates = ["swift/SwatchTokens.swift.mustache", "swift/SwatchColors.swift.mustache"]
  public static let contextShape: MustacheShape? = SwiftContext.shape

  public func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext)
    -> TemplatedFiles
  {
    // Image tokens are `SwatchImages.swift`'s (`SwiftImagesFile`), material tokens `+Materials.swift`'s
    // (`SwiftMaterialsFile`), not values.
    let (images, imageProblems) = SwiftImagesFile.make(graph, options: options, at: context.entryRange)
    let (materials, materialProblems) = SwiftMaterialsFile.make(graph, options: options, at: context.entryRange)
    let leftOut = Set(graph.tokens.indices.filter { [.image, .material].contains(graph.tokens[$0].type) })
    let graph = leftOut.isEmpty ? graph : graph.removing(leftOut)
    let (names, diagnostics) = PlatformNames.assign(
      graph, writer: Self.name, output: context.entryRange, rule: "tokens " + options.prefix
    ) {
      (words: [String]) in SwiftIdentifier.tokenMember(words: words, prefix: options.prefix)
    }
    let traitProblems =
      SwiftTraitNames.problems(graph.traits, namespace: options.tokensNamespace, at: context.entryRange) + imageProblems
      + materialProblems + Self.namespaceProblems(options, at: context.entryRange)
    guard traitProblems.isEmpty else { return TemplatedFiles([], diagnostics: diagnostics + traitProblems) }
    let value = SwiftContext(graph: graph, names: names, options: options).value
    let files = zip(Self.templates, [options.file, options.colorsFile]).map {
      TemplatedFile(template: $0, context: value, path: $1 + ".swift")
    }
    let enums = SwiftPlatformEnums.file(graph, names: names, options: options)
    let accessibility = SwiftAccessibilityTraits.file(graph, options: options)
    let textStyles = SwiftTextStylesFile.file(graph, names: names, options: options)
    let copies =
      (images.map { [$0.file] } ?? []) + [enums, accessibility, textStyles, materials].compactMap { $0 }
    return TemplatedFiles(files, copies: copies, diagnostics: diagnostics)
  }

  /// The colors' `namespace` and the tokens' `tokensNamespace` name two types, so one name for both is an error.
  static func namespaceProblems(_ options: Options, at range: SourceRange?) -> [Diagnostic] {
    guard options.namespace == options.tokensNamespace else { return [] }
    let reason =
      "'namespace' and 'tokensNamespace' both name \(DiagnosticMessage.quoted(options.namespace)); they are two types"
    return [Diagnostic(.optionInvalid(reason), at: range)]
  }
}
