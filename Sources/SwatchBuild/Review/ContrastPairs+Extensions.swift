extension ContrastPairs {
  /// Pairs tokens declare in `$extensions`:
  /// `dev.swatch.contrast: {background: path, minimum: 4.5 | level: AA, algorithm: wcag}`, or a list of those.
  /// The token is the foreground.
  func declaredPairs() -> (pairs: [ContrastPair], errors: [Diagnostic]) {
    var pairs: [ContrastPair] = []
    var errors: [Diagnostic] = []
    for (index, token) in context.graph.tokens.enumerated() {
      guard let declared = token.extensions?[Self.extensionKey] else { continue }
      let entries: [JSONValue]
      if case .array(let items) = declared { entries = items } else { entries = [declared] }
      for entry in entries {
        switch pair(from: entry, foreground: index) {
        case .success(let pair): pairs.append(pair)
        case .failure(let problem):
          errors.append(
            Diagnostic(.lintContrastExtension(Self.extensionKey, problem: problem.text), at: token.definedAt))
        }
      }
    }
    return (pairs, errors)
  }

  struct Problem: Error {
    var text: String
  }

  private func pair(from entry: JSONValue, foreground: Int) -> Result<ContrastPair, Problem> {
    guard case .object(let fields) = entry else { return .failure(Problem(text: "expected a mapping")) }
    let known = ["algorithm", "background", "level", "minimum"]
    if let unknown = fields.first(where: { !known.contains($0.0) }) {
      return .failure(
        Problem(text: "unknown key '\(unknown.0)'; expected one of 'background', 'minimum', 'level', 'algorithm'"))
    }
    guard case .string(let background)? = entry["background"] else {
      return .failure(Problem(text: "'background' must name a color token"))
    }
    guard let target = context.graph.index(of: background), context.graph.tokens[target].type == .color,
      target != foreground
    else { return .failure(Problem(text: "'\(background)' is not another color token")) }
    var algorithm = ContrastAlgorithm.wcag
    if let value = entry["algorithm"] {
      guard case .string(let text) = value, let parsed = ContrastAlgorithm(rawValue: text) else {
        return .failure(Problem(text: "'algorithm' must be 'wcag' or 'apca'"))
      }
      algorithm = parsed
    }
    let minimum: Double?
    switch (entry["minimum"], entry["level"]) {
    case (.number(let number)?, nil): minimum = number.isFinite && number > 0 ? number : nil
    case (nil, .string(let level)?): minimum = ContrastRequirement.levels[level]
    default: minimum = nil
    }
    guard let minimum else {
      return .failure(Problem(text: "give a positive 'minimum' or a 'level' of 'AA', 'AAA' or 'AA-large'"))
    }
    return .success(
      ContrastPair(
        foreground: foreground, background: target, minimum: minimum, algorithm: algorithm, requirement: nil))
  }
}
