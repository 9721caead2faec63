/// The version of Swatch, in one place: `swatch --version` prints it, and a build stamp can record it so
/// that a new tool never trusts outputs an older one wrote.
public enum SwatchVersion {
  /// The version as `major.minor.patch`, with a pre-release suffix while unreleased.
  public static let current = "0.7.0-dev"
}
