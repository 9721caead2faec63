/// A project's configuration, from `swatch.yaml` or the defaults.
public struct SwatchConfig: Sendable {
  /// The token files and folders, relative to the working directory.
  public var tokenSources: [String]
  /// The traits appearances are built from.
  public var traits: TraitSet
  /// The folder holding `swatch.yaml`, relative to the working directory ("" for the working directory).
  public var baseDirectory: String

  /// The configuration used when there is no `swatch.yaml`: the `tokens` folder and the standard traits.
  public static let standard = SwatchConfig(tokenSources: ["tokens"], traits: .standard, baseDirectory: "")

  /// Creates a configuration.
  public init(tokenSources: [String], traits: TraitSet, baseDirectory: String) {
    self.tokenSources = tokenSources
    self.traits = traits
    self.baseDirectory = baseDirectory
  }
}
