/// A foreground and background token to measure, the minimum, and where the requirement is written.
struct ContrastPair: Sendable {
  var foreground: Int
  var background: Int
  var minimum: Double
  var algorithm: ContrastAlgorithm
  /// The requirement in `swatch.yaml`, or nil when the foreground's `$extensions` declares the pair.
  var requirement: SourceRange?
}
