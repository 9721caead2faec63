/// What the last resolve without errors made, kept by `DocumentMemory` so that the next resolve makes again
/// only the tokens an edit reaches (`GraphPatch`).
///
/// It holds the resolved graph the alias pass made (before any token is left out for reference-only files or
/// images), the appearance selection it was made from and, to tell which tokens changed, each token's
/// definition hash and catalog.
struct ResolveRecord: Sendable {
  /// The settings and the shape the graph was resolved with.
  let structure: ResolveStructure
  /// Each token's definition hash (`TokenDefinitionHash`), by position.
  let definitions: [UInt64]
  /// Each token's place, description, deprecation and extensions.
  let catalog: TokenCatalog
  /// Which candidate each token took in each appearance.
  let selection: AppearanceSelection
  /// The graph the alias pass made from them.
  let graph: ResolvedTokenGraph
}

/// What two resolves must share for the later one to be patched from the earlier one's graph: the traits
/// (and so the appearances), the policy for unsupported types, the keep-going setting, and the same token paths
/// in the same order with the same types. Token positions then name the same tokens in both graphs, and a
/// token's value depends only on its own candidates and those of the tokens its aliases and templates reach.
///
/// Anything else may differ: values, mode keys, alias targets, descriptions, extensions, where each token is
/// written, and the files the tokens come from.
struct ResolveStructure: Equatable, Sendable {
  /// The traits the appearances are built from.
  let traits: TraitSet
  /// What is done with tokens of types Swatch cannot read.
  let unsupportedTypes: UnsupportedTypeFilter.Policy
  /// Whether tokens with errors would be left out.
  let keepGoing: Bool
  /// Each token's path, in graph order.
  let paths: [TokenPath]
  /// Each token's type.
  let types: [TokenType?]

  /// The structure of `typed`, resolved with `unsupportedTypes` and `keepGoing`.
  init(_ typed: TypedTokenGraph, unsupportedTypes: UnsupportedTypeFilter.Policy, keepGoing: Bool) {
    (traits, self.unsupportedTypes, self.keepGoing) = (typed.traits, unsupportedTypes, keepGoing)
    (paths, types) = (typed.catalog.paths, typed.types)
  }
}
