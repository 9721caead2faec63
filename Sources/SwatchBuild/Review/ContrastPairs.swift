/// The contrast pairs a project asks for, measured in every appearance.
///
/// Reads: the resolved graph and `lint: contrast:` plus each token's `dev.swatch.contrast` extension.
/// Produces: `[ContrastMeasurement]` for every pair in every appearance. Reports: a pattern that matches no
/// color token, a malformed extension, a translucent background with no `canvas` configured.
public struct ContrastPairs: Sendable {
  /// The `$extensions` key under which a token declares the backgrounds it is meant to be read on.
  public static let extensionKey = "dev.swatch.contrast"

  let context: LintContext

  /// Creates the pair list for `context`.
  public init(_ context: LintContext) {
    self.context = context
  }

  /// Every configured and declared pair measured in every appearance, with where each is required.
  func measure() -> (measurements: [(ContrastMeasurement, ContrastPair)], errors: [Diagnostic]) {
    var (pairs, errors) = configuredPairs()
    let declared = declaredPairs()
    pairs += declared.pairs
    errors += declared.errors
    let measured = measure(pairs)
    return (measured.measurements, errors + measured.errors)
  }

  /// `pairs` measured in every appearance; a translucent background with no canvas is reported.
  func measure(_ pairs: [ContrastPair]) -> (measurements: [(ContrastMeasurement, ContrastPair)], errors: [Diagnostic]) {
    var errors: [Diagnostic] = []
    let canvas = canvasIndex(&errors)
    var measurements: [(ContrastMeasurement, ContrastPair)] = []
    var reported = Set<String>()
    for pair in pairs {
      for appearance in context.graph.appearances {
        guard let value = measure(pair, in: appearance, canvas: canvas, &errors, reported: &reported) else { continue }
        let measurement = ContrastMeasurement(
          foreground: path(pair.foreground), background: path(pair.background), appearance: appearance.name,
          value: value, minimum: pair.minimum, algorithm: pair.algorithm)
        measurements.append((measurement, pair))
      }
    }
    return (measurements, errors)
  }

  /// Every configured and declared pair measured in every appearance, for the preview; with none, the pairs
  /// `swatch lint` infers (`inferredPairs`), unless its `contrast-inferred` rule is `off`.
  public func measurements() -> [ContrastMeasurement] {
    let measured = measure().measurements
    guard measured.isEmpty, context.config.severities["contrast-inferred"]?.value != .off else {
      return measured.map(\.0)
    }
    return measure(inferredPairs()).measurements.map(\.0)
  }

  /// The pairs `ContrastInference` guesses from token names when no pair is configured or declared; none
  /// otherwise (configured pairs replace inference).
  func inferredPairs() -> [ContrastPair] {
    guard context.config.contrast.isEmpty, declaredPairs().pairs.isEmpty else { return [] }
    return ContrastInference.pairs(in: context.graph)
  }

  private func path(_ index: Int) -> String { context.graph.tokens[index].path.string }

  private var colorIndices: [Int] { context.graph.tokens.indices.filter { context.graph.tokens[$0].type == .color } }

  private func configuredPairs() -> ([ContrastPair], [Diagnostic]) {
    var pairs: [ContrastPair] = []
    var errors: [Diagnostic] = []
    let colors = colorIndices
    for requirement in context.config.contrast {
      let matched = [requirement.foreground, requirement.background].map { pattern in
        let pattern = (pattern, TokenPattern(pattern.value))
        return colors.filter { pattern.1.matches(context.graph.tokens[$0].path) }
      }
      for (pattern, indices) in zip([requirement.foreground, requirement.background], matched) where indices.isEmpty {
        errors.append(Diagnostic(.lintPatternUnmatched(pattern.value), at: pattern.range))
      }
      for foreground in matched[0] {
        for background in matched[1] where background != foreground {
          pairs.append(
            ContrastPair(
              foreground: foreground, background: background, minimum: requirement.minimum,
              algorithm: requirement.algorithm, requirement: requirement.range))
        }
      }
    }
    return (pairs, errors)
  }

  private func canvasIndex(_ errors: inout [Diagnostic]) -> Int? {
    guard let canvas = context.config.canvas else { return nil }
    guard let index = context.graph.index(of: canvas.value), context.graph.tokens[index].type == .color else {
      errors.append(Diagnostic(.lintCanvasUnknown(canvas.value), at: canvas.range))
      return nil
    }
    return index
  }

  /// The pair's contrast in `appearance`, or nil when a translucent background has no canvas (reported once
  /// per background).
  private func measure(
    _ pair: ContrastPair, in appearance: Appearance, canvas: Int?, _ errors: inout [Diagnostic],
    reported: inout Set<String>
  ) -> Double? {
    let tokens = context.graph.tokens
    // Where either has no value (a Tokens Studio token one theme's set defines) there is no pair to measure.
    guard case .color(let foreground)? = tokens[pair.foreground].presentValue(appearance.index),
      case .color(let background)? = tokens[pair.background].presentValue(appearance.index)
    else { return nil }
    var base = ContrastMath.opaque(background)
    if background.srgb8.alpha < 255 {
      guard let canvas, case .color(let canvasColor)? = tokens[canvas].presentValue(appearance.index) else {
        if reported.insert(path(pair.background)).inserted {
          let message = DiagnosticMessage.lintCanvasMissing(path(pair.background), appearance: appearance.name)
          errors.append(Diagnostic(message, at: tokens[pair.background].definedAt))
        }
        return nil
      }
      base = ContrastMath.composite(background, over: ContrastMath.opaque(canvasColor))
    }
    let text = ContrastMath.composite(foreground, over: base)
    switch pair.algorithm {
    case .wcag: return ContrastMath.wcagRatio(text, base)
    case .apca: return abs(ContrastMath.apcaContrast(text: text, background: base))
    }
  }
}
