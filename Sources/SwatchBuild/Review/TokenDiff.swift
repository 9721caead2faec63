/// What changed between two resolved versions of a project, appearance by appearance.
///
/// Reads: two `ResolvedTokenGraph`s and their contrast findings. Produces: `TokenDiff`. Appearances are
/// matched by their trait values, a trait one side lacks standing at its default there
/// (`AppearancePairs`): a trait added compares each new appearance with the one its users saw before, so only
/// the values it changes are reported. Image values are compared by their files' contents, since each side's
/// paths lie in its own folder (a git revision is read into a temporary one).
public struct TokenDiff: Sendable {
  /// The token changes, sorted by path.
  public var changes: [TokenChange]
  /// Contrast findings that exist on one side only.
  public var contrast: [ContrastChange]

  /// Whether the two versions are the same.
  public var isEmpty: Bool { changes.isEmpty && contrast.isEmpty }

  /// Compares `old` with `new`; `oldFindings` and `newFindings` are each side's lint findings.
  public init(
    old: ResolvedTokenGraph, new: ResolvedTokenGraph, oldFindings: [LintFinding] = [], newFindings: [LintFinding] = [],
    oldImages: ImageFiles = ImageFiles(), newImages: ImageFiles = ImageFiles()
  ) {
    let images = (old: oldImages, new: newImages)
    var changes: [TokenChange] = []
    var added = new.tokens.filter { old.token($0.path.string) == nil }
    var removed = old.tokens.filter { new.token($0.path.string) == nil }
    let pairs = AppearancePairs(old: old.traits, new: new.traits)
    for token in new.tokens {
      guard let before = old.token(token.path.string) else { continue }
      let differences = Self.differences(before, token, pairs: pairs, images: images)
      if !differences.isEmpty {
        changes.append(TokenChange(token: token.path.string, kind: .changed, appearances: differences))
      }
    }
    changes += Self.renames(added: &added, removed: &removed, old: old, new: new, images: images)
    changes += added.map {
      TokenChange(
        token: $0.path.string, kind: .added, appearances: Self.values($0, in: new, old: false),
        isEverywhere: $0.absentAppearances.isEmpty)
    }
    changes += removed.map {
      TokenChange(
        token: $0.path.string, kind: .removed, appearances: Self.values($0, in: old, old: true),
        isEverywhere: $0.absentAppearances.isEmpty)
    }
    self.changes = changes.sorted { ($0.token, $0.kind.rawValue) < ($1.token, $1.kind.rawValue) }
    self.contrast = ContrastChange.between(oldFindings, newFindings)
  }

  /// The appearances, paired across both sides (`pairs`), where the two tokens' values differ.
  private static func differences(
    _ old: ResolvedToken, _ new: ResolvedToken, pairs: AppearancePairs, images: (old: ImageFiles, new: ImageFiles)
  ) -> [AppearanceChange] {
    pairs.pairs.compactMap { pair in
      let (before, after) = (old.presentValue(pair.old), new.presentValue(pair.new))
      guard comparable(before, images.old) != comparable(after, images.new) else { return nil }
      return AppearanceChange(appearance: pair.name, old: before, new: after)
    }
  }

  /// What two sides' values are compared by: an image by its file's content hash when the file was read
  /// (its path differs between a revision's temporary folder and the working directory), else the value.
  private static func comparable(_ value: TokenValue?, _ files: ImageFiles) -> ComparedValue? {
    guard let value else { return nil }
    guard case .image(let image) = value, let file = files[image.path] else { return .value(value) }
    return .image(hash: file.hash, format: image.format)
  }

  /// A value as the diff compares it.
  private enum ComparedValue: Hashable {
    case value(TokenValue)
    case image(hash: UInt64, format: ImageFormat)
  }

  /// The value of a token that exists on one side only in each appearance where it has one (a Tokens Studio
  /// token only one theme's set defines has none in the others).
  private static func values(_ token: ResolvedToken, in graph: ResolvedTokenGraph, old: Bool) -> [AppearanceChange] {
    graph.appearances.compactMap { appearance in
      guard let value = token.presentValue(appearance.index) else { return nil }
      return AppearanceChange(appearance: appearance.name, old: old ? value : nil, new: old ? nil : value)
    }
  }

  /// Removed and added tokens with the same type and the same value in every appearance, paired as renames;
  /// a removed token with the same name as the added one is preferred. Paired tokens leave both lists.
  private static func renames(
    added: inout [ResolvedToken], removed: inout [ResolvedToken], old: ResolvedTokenGraph, new: ResolvedTokenGraph,
    images: (old: ImageFiles, new: ImageFiles)
  ) -> [TokenChange] {
    func signature(_ token: ResolvedToken, _ graph: ResolvedTokenGraph, _ files: ImageFiles) -> [String] {
      [token.type.rawValue]
        + graph.appearances.map { "\($0.name)=\(String(describing: comparable(token.presentValue($0.index), files)))" }
    }
    var candidates = Dictionary(grouping: removed.indices) { signature(removed[$0], old, images.old) }
    var changes: [TokenChange] = []
    var renamedOld = Set<Int>()
    added = added.filter { token in
      let key = signature(token, new, images.new)
      guard var pool = candidates[key], !pool.isEmpty else { return true }
      let pick = pool.firstIndex { removed[$0].path.name == token.path.name } ?? pool.startIndex
      let source = pool.remove(at: pick)
      candidates[key] = pool
      renamedOld.insert(source)
      changes.append(TokenChange(token: token.path.string, kind: .renamed, from: removed[source].path.string))
      return false
    }
    removed = removed.indices.filter { !renamedOld.contains($0) }.map { removed[$0] }
    return changes
  }
}

/// One token that was added, removed, renamed or changed.
public struct TokenChange: Sendable {
  /// What happened to the token.
  public enum Kind: String, Sendable {
    case added, removed, renamed, changed
  }

  /// The token's path (the new path for a rename).
  public var token: String
  /// What happened.
  public var kind: Kind
  /// The old path of a renamed token.
  public var from: String?
  /// For `changed`, each appearance whose value differs (nil on a side where the token has none there); for
  /// `added` and `removed`, the value in each appearance where the token has one.
  public var appearances: [AppearanceChange] = []
  /// For `added` and `removed`, whether the token has a value in every appearance, so that one value everywhere
  /// is written once, as `all`.
  public var isEverywhere = true
}

extension ResolvedToken {
  /// The value in `appearance`, or nil where the token has none (`isPresent(in:)`): the review tools show, compare
  /// and measure what the outputs hold there (CSS `initial`), never the token's `$value`.
  public func presentValue(_ appearance: Int) -> TokenValue? {
    isPresent(in: appearance) ? values[appearance] : nil
  }
}

/// A token's value in one appearance before and after; nil where the token or appearance does not exist.
public struct AppearanceChange: Sendable {
  /// The appearance's name.
  public var appearance: String
  /// The old value.
  public var old: TokenValue?
  /// The new value.
  public var new: TokenValue?
}

/// A contrast finding present in one version only.
public struct ContrastChange: Sendable {
  /// Whether the finding is new or gone.
  public var appeared: Bool
  /// The failing measurement.
  public var measurement: ContrastMeasurement

  /// Findings keyed by pair, appearance, algorithm and minimum that exist on one side only.
  static func between(_ old: [LintFinding], _ new: [LintFinding]) -> [ContrastChange] {
    func keyed(_ findings: [LintFinding]) -> [String: ContrastMeasurement] {
      var result: [String: ContrastMeasurement] = [:]
      for measurement in findings.compactMap(\.contrast) {
        result[
          [
            measurement.foreground, measurement.background, measurement.appearance, measurement.algorithm.rawValue,
            "\(measurement.minimum)",
          ].joined(separator: "\u{0}")] = measurement
      }
      return result
    }
    let (before, after) = (keyed(old), keyed(new))
    let appeared = after.filter { before[$0.key] == nil }.map { ContrastChange(appeared: true, measurement: $0.value) }
    let gone = before.filter { after[$0.key] == nil }.map { ContrastChange(appeared: false, measurement: $0.value) }
    return (appeared + gone).sorted {
      let (a, b) = ($0.measurement, $1.measurement)
      return (a.foreground, a.background, a.appearance, a.minimum, $0.appeared ? 1 : 0)
        < (b.foreground, b.background, b.appearance, b.minimum, $1.appeared ? 1 : 0)
    }
  }
}

extension TokenDiff {
  /// Compares two loaded projects, each linted with its own configuration; nil when either did not resolve.
  public static func between(_ old: Project, _ new: Project) -> TokenDiff? {
    guard let oldGraph = old.resolved, let newGraph = new.resolved else { return nil }
    return TokenDiff(
      old: oldGraph, new: newGraph, oldFindings: Linter(graph: oldGraph, config: old.config).run().findings,
      newFindings: Linter(graph: newGraph, config: new.config).run().findings, oldImages: old.images,
      newImages: new.images)
  }
}
