/// The output of resolution: every token with a concrete value in every appearance.
///
/// This type cannot hold an unresolved alias; it is all a writer ever sees.
public struct ResolvedTokenGraph: Sendable {
  /// The traits and the appearances they combine into.
  public let traits: TraitSet
  /// The tokens, sorted by path.
  public let tokens: [ResolvedToken]
  /// The token files, relative as given, in the order they were read.
  public let sourceFiles: [String]
  private let indexByPath: [String: Int]
  /// Tokens that declare no `$type` and took one from their alias that differs from the nearest group's
  /// `$type`, by path, with that group type. DTCG allows it; `swatch lint` reports it.
  public var typesDifferingFromGroup: [String: TokenType] = [:]
  /// The files of a design tool's dialect whose strings are a value's text, written into CSS as they are (Style
  /// Dictionary's classic files, Tokens Studio's: `-160ms`, `0 1px 1px`, `background-color, color`), not text
  /// to show (Figma's string variables, DTCG's strings).
  public var valueTextFiles: Set<String> = []
  /// What writers make from this graph and share (`GraphMemo`): made from its traits and tokens alone, so a
  /// copy with other source files shares it.
  package let memo: GraphMemo
  /// The positions of the tokens made again when this graph was patched from the last build's graph (every
  /// other token is that graph's, at the same position with the same path), in order; nil when every token was
  /// made. Later stages can carry what they made from the last graph for the other tokens.
  public let remadeTokens: [Int]?

  /// Each distinct value once, and where each token's value in each appearance is among them; made on first
  /// use and shared by the writers.
  public var distinctValues: DistinctValues {
    memo.value(DistinctValues.self) { DistinctValues(tokens, appearanceCount: traits.appearances.count) }
  }

  /// Creates a resolved graph; `tokens` must be sorted by path.
  public init(traits: TraitSet, tokens: [ResolvedToken], sourceFiles: [String]) {
    self.traits = traits
    self.tokens = tokens
    self.sourceFiles = sourceFiles
    self.indexByPath = Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1.path.string, $0) })
    memo = GraphMemo()
    remadeTokens = nil
  }

  /// Creates a resolved graph whose path index is already built: `indexByPath` maps each token's path
  /// string to its position in `tokens`, as the token graph's own index does. `remadeTokens` is set when the
  /// graph was patched, and `memo` then carries the previous graph's.
  init(
    traits: TraitSet, tokens: [ResolvedToken], sourceFiles: [String], indexByPath: [String: Int],
    memo: GraphMemo = GraphMemo(), remadeTokens: [Int]? = nil
  ) {
    self.traits = traits
    self.tokens = tokens
    self.sourceFiles = sourceFiles
    self.indexByPath = indexByPath
    self.memo = memo
    self.remadeTokens = remadeTokens
  }

  /// The same graph with `files` as its source files, sharing what was made from its tokens (the memo).
  package func replacingSourceFiles(_ files: [String]) -> ResolvedTokenGraph {
    var graph = ResolvedTokenGraph(
      traits: traits, tokens: tokens, sourceFiles: files, indexByPath: indexByPath, memo: memo,
      remadeTokens: remadeTokens)
    graph.typesDifferingFromGroup = typesDifferingFromGroup
    graph.valueTextFiles = valueTextFiles
    return graph
  }

  /// Every appearance, in trait order.
  public var appearances: [Appearance] { traits.appearances }

  /// The token at `path`, if there is one.
  public func token(_ path: String) -> ResolvedToken? {
    indexByPath[path].map { tokens[$0] }
  }

  /// The token path closest to `path`, for a did-you-mean hint, if one is near enough.
  public func suggestion(for path: String) -> String? {
    Suggestion.closest(to: path, in: indexByPath.keys)
  }

  /// The position of the token at `path` in `tokens`, if there is one.
  public func index(of path: String) -> Int? { indexByPath[path] }
}

/// A token resolved in every appearance, with its metadata.
///
/// Its fields live in one immutable object, so a copy (every `for token in graph.tokens` makes one per token)
/// retains one reference instead of each string, array and set the token holds.
public struct ResolvedToken: Sendable {
  private let storage: Storage

  /// The token's path.
  public var path: TokenPath { storage.path }
  /// The token's type.
  public var type: TokenType { storage.type }
  /// The `$description`, if any.
  public var description: String? { storage.description }
  /// The `$deprecated` marker, if any.
  public var deprecation: Deprecation? { storage.deprecation }
  /// The `$extensions`, kept uninterpreted.
  public var extensions: JSONValue? { storage.extensions }
  /// Where the token's name is written.
  public var definedAt: SourceRange { storage.definedAt }
  /// The value in each appearance, by appearance index.
  public var values: [TokenValue] { storage.values }
  /// How each appearance's value was reached, by appearance index.
  public var origins: [ValueOrigin] { storage.origins }
  /// The members of a composite that alias other tokens, per appearance; empty when no member aliases a
  /// token anywhere.
  public var memberOrigins: [[MemberOrigin]] { storage.memberOrigins }
  /// The tokens whose values, or parts of them, this one's value takes without aliasing them whole: DTCG pointers
  /// into values and aliases inside a color's or a size's object (`PartsTemplate`), in any of its values; sorted,
  /// and empty for most tokens.
  public var partSources: [Int] { storage.partSources }
  /// Every token this one's values name, sorted: what its alias chains start at in any appearance, what its
  /// composite members alias, and what it takes parts of (`deprecated-reference` and `palette-unused` ask).
  public var referencedTokens: [Int] {
    let aliased = origins.compactMap(\.aliasTarget) + memberOrigins.flatMap { $0.map(\.target) }
    return Set(aliased + partSources).sorted()
  }
  /// The appearances (by index) where the token has no value: it exists only in some resolver contexts, or
  /// aliases such a token. `values` stays full length; an absent appearance holds the value of the first
  /// appearance that has one. Writers that need a value everywhere never see such a token
  /// (`AbsentTokens`); the others skip these appearances.
  public var absentAppearances: Set<Int> { storage.absentAppearances }

  /// Whether the value is the same in every appearance.
  public var isConstant: Bool {
    guard !storage.valueClasses.isEmpty else { return true }
    guard storage.absentAppearances.isEmpty else { return storage.values.allSatisfy { $0 == storage.values[0] } }
    return false
  }

  /// The first appearance where the token has the same value as in `appearance`, and is present or absent
  /// alike: two appearances hold the same value exactly when their classes are equal.
  public func valueClass(_ appearance: Int) -> Int {
    storage.valueClasses.isEmpty ? 0 : Int(storage.valueClasses[appearance])
  }

  /// Whether every appearance is in one value class: one value, present everywhere or absent everywhere.
  public var hasOneValueClass: Bool { storage.valueClasses.isEmpty }

  /// Whether the token has a value in `appearance`.
  public func isPresent(in appearance: Int) -> Bool {
    storage.absentAppearances.isEmpty || !storage.absentAppearances.contains(appearance)
  }

  /// Creates a token; the build's writers use it to renumber aliases when they leave tokens out.
  package init(
    path: TokenPath, type: TokenType, description: String?, deprecation: Deprecation?, extensions: JSONValue?,
    definedAt: SourceRange, values: [TokenValue], origins: [ValueOrigin], memberOrigins: [[MemberOrigin]] = [],
    partSources: [Int] = [], absentAppearances: Set<Int> = []
  ) {
    storage = Storage(
      path: path, type: type, description: description, deprecation: deprecation, extensions: extensions,
      definedAt: definedAt, values: values, origins: origins, memberOrigins: memberOrigins, partSources: partSources,
      absentAppearances: absentAppearances)
  }

  /// The same token with other values and alias targets: the graph's tokens renumbered or its image paths
  /// rewritten.
  package func replacing(
    values: [TokenValue]? = nil, origins: [ValueOrigin]? = nil, memberOrigins: [[MemberOrigin]]? = nil,
    partSources: [Int]? = nil
  ) -> ResolvedToken {
    ResolvedToken(
      path: path, type: type, description: description, deprecation: deprecation, extensions: extensions,
      definedAt: definedAt, values: values ?? self.values, origins: origins ?? self.origins,
      memberOrigins: memberOrigins ?? self.memberOrigins, partSources: partSources ?? self.partSources,
      absentAppearances: absentAppearances)
  }

  /// The token's fields, shared by every copy.
  private final class Storage: Sendable {
    let path: TokenPath
    let type: TokenType
    let description: String?
    let deprecation: Deprecation?
    let extensions: JSONValue?
    let definedAt: SourceRange
    let values: [TokenValue]
    let origins: [ValueOrigin]
    let memberOrigins: [[MemberOrigin]]
    let partSources: [Int]
    let absentAppearances: Set<Int>
    /// Per appearance, its value class (`valueClass(_:)`); empty when every appearance is in class 0.
    let valueClasses: [Int32]

    init(
      path: TokenPath, type: TokenType, description: String?, deprecation: Deprecation?, extensions: JSONValue?,
      definedAt: SourceRange, values: [TokenValue], origins: [ValueOrigin], memberOrigins: [[MemberOrigin]],
      partSources: [Int], absentAppearances: Set<Int>
    ) {
      (self.path, self.type, self.description, self.deprecation) = (path, type, description, deprecation)
      (self.extensions, self.definedAt, self.values) = (extensions, definedAt, values)
      (self.origins, self.memberOrigins, self.absentAppearances) = (origins, memberOrigins, absentAppearances)
      self.partSources = partSources
      valueClasses = Self.valueClasses(values, absent: absentAppearances)
    }

    /// Each appearance's value class, made once per token rather than by each writer that asks which traits
    /// change it. A value is first compared with the one before it, then with one value of each class found
    /// so far, so a token with one value costs one comparison per appearance.
    private static func valueClasses(_ values: [TokenValue], absent: Set<Int>) -> [Int32] {
      let present = { (appearance: Int) in absent.isEmpty || !absent.contains(appearance) }
      var classes = [Int32](repeating: 0, count: values.count)
      var representatives: [Int] = [0]
      var isOneClass = true
      values.withUnsafeBufferPointer { values in
        for appearance in values.indices.dropFirst() {
          let isPresent = present(appearance)
          if isPresent == present(appearance - 1) && values[appearance] == values[appearance - 1] {
            classes[appearance] = classes[appearance - 1]
            continue
          }
          var match = appearance
          for candidate in representatives
          where present(candidate) == isPresent && values[candidate] == values[appearance] {
            match = candidate
            break
          }
          if match == appearance { representatives.append(appearance) }
          classes[appearance] = Int32(match)
          isOneClass = isOneClass && match == 0
        }
      }
      return isOneClass ? [] : classes
    }
  }
}

/// How one appearance's value was chosen: which mode key won and which token it aliases.
///
/// Every token holds one per appearance, so the alias target is stored in 32 bits (-1 for none): 32 bytes
/// rather than 48 a piece.
public struct ValueOrigin: Hashable, Sendable {
  /// The winning `$modes` key, or nil when `$value` applied.
  public let mode: String?
  /// The alpha the alias applied, if any.
  public let alpha: Double?
  private let storedTarget: Int32

  /// The position of the aliased token in `ResolvedTokenGraph.tokens`, or nil for a literal.
  public var aliasTarget: Int? { storedTarget < 0 ? nil : Int(storedTarget) }

  package init(mode: String?, aliasTarget: Int?, alpha: Double?) {
    self.mode = mode
    self.alpha = alpha
    self.storedTarget = aliasTarget.map { Int32($0) } ?? -1
  }
}
