/// Writes Swift: a platform-neutral token table and dynamic colors for UIKit, AppKit and SwiftUI.
///
/// Reads: every token in every appearance. Writes two files: `<file>.swift` (default `SwatchTokens.swift`),
/// Foundation only, so it compiles on Linux: the traits as enums, every color's RGBA in every appearance with a
/// resolve function, and every non-color token as a constant; and `<colorsFile>.swift` (default
/// `SwatchColors.swift`): for each color a `UIColor(dynamicProvider:)` reading `userInterfaceStyle`,
/// `accessibilityContrast`, `userInterfaceLevel` and custom iOS 17 traits, an `NSColor(name:dynamicProvider:)`
/// reading `NSAppearance.bestMatch`, and a SwiftUI `Color` wrapping either. Traits map as
/// `AppleTraitMapping` documents. Reports: two tokens with one Swift name.
///
/// Both files are Mustache templates (`templates/swift/`) rendered with the context `SwiftContext` builds.
public struct SwiftWriter: Writer {
  /// Where the colors live.
  public enum Style: String, Decodable, Sendable {
    /// `SwatchColors.backgroundPrimary` and `SwatchColors.Color.backgroundPrimary`.
    case namespace
    /// `UIColor.backgroundPrimary`, `NSColor.backgroundPrimary` and `Color.backgroundPrimary`.
    case extensions
  }

  /// The access level of every generated declaration.
  public enum AccessLevel: String, Decodable, Sendable { case `public`, `internal` }

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

    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      access = try c.value(.access, default: .public)
      style = try c.value(.style, default: .namespace)
      namespace = try c.value(.namespace, default: "SwatchColors")
      tokensNamespace = try c.value(.tokensNamespace, default: "SwatchTokens")
      prefix = try c.value(.prefix, default: "")
      file = try c.value(.file, default: "SwatchTokens")
      colorsFile = try c.value(.colorsFile, default: "SwatchColors")
    }

    private enum CodingKeys: String, CodingKey {
      case access, style, namespace, tokensNamespace, prefix, file, colorsFile
    }
  }

  public static let name = "swift"

  /// Creates the writer.
  public init() {}

  public func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult {
    let (names, diagnostics) = PlatformNames.assign(graph, writer: Self.name, output: context.entryRange) {
      SwiftIdentifier.tokenMember($0, prefix: options.prefix)
    }
    let value = SwiftContext(graph: graph, names: names, options: options).json
    var files: [OutputFile] = []
    var problems = diagnostics
    for (template, file) in [
      ("swift/SwatchTokens.swift.mustache", options.file), ("swift/SwatchColors.swift.mustache", options.colorsFile),
    ] {
      switch context.render(template, value, as: file + ".swift") {
      case .success(let output): files.append(output)
      case .failure(let failure): problems.append(failure.diagnostic)
      }
    }
    return WriterResult(files: files, diagnostics: problems)
  }
}
