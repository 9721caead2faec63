/// The `lint:` section of `swatch.yaml`: contrast requirements, the canvas, palette groups and rule severities.
public struct LintConfig: Sendable {
  /// The contrast requirements, in the order written.
  public var contrast: [ContrastRequirement] = []
  /// The opaque color translucent backgrounds are composited over, with where it is named.
  public var canvas: Located<String>?
  /// The groups whose tokens are palette entries, for `palette-unused`.
  public var palettes: [Located<String>] = []
  /// Severity overrides by rule id, with where each is written.
  public var severities: [String: Located<LintSeverity>] = [:]
  /// Where the `lint:` key is written, if the file has one.
  public var range: SourceRange?

  /// An empty configuration: every rule at its default severity, no contrast requirement.
  public init() {}
}

/// The severity a rule reports with, or `off`.
public enum LintSeverity: String, Sendable, CaseIterable {
  case error, warning, off

  /// The diagnostic severity, or nil for `off`.
  public var severity: Severity? {
    switch self {
    case .error: return .error
    case .warning: return .warning
    case .off: return nil
    }
  }
}

/// How contrast is measured.
public enum ContrastAlgorithm: String, Sendable, CaseIterable {
  /// The WCAG 2.x contrast ratio, 1 to 21.
  case wcag
  /// APCA lightness contrast, as an absolute Lc value.
  case apca
}

/// One contrast requirement: foreground and background patterns and the minimum every matched pair must reach.
public struct ContrastRequirement: Sendable {
  /// The foreground pattern; `*` matches one or more path segments.
  public var foreground: Located<String>
  /// The background pattern.
  public var background: Located<String>
  /// The minimum ratio (WCAG) or absolute Lc (APCA).
  public var minimum: Double
  /// How contrast is measured.
  public var algorithm: ContrastAlgorithm
  /// Where the requirement is written.
  public var range: SourceRange?

  /// The minimum a WCAG level names: AA 4.5, AAA 7, AA-large 3.
  public static let levels: [String: Double] = ["AA": 4.5, "AAA": 7, "AA-large": 3]

  /// Creates a requirement.
  public init(
    foreground: Located<String>, background: Located<String>, minimum: Double, algorithm: ContrastAlgorithm,
    range: SourceRange?
  ) {
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
    self.algorithm = algorithm
    self.range = range
  }
}
