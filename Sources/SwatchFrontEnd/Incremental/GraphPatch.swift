/// Which tokens a resolve makes again when the last resolve's graph can be patched rather than rebuilt.
///
/// Reads: the last `ResolveRecord` and this resolve's `TypedTokenGraph`, structure and definition hashes.
/// Produces: the tokens to make again, or nil when the structure differs (`ResolveStructure`) and every token
/// is made. A token is made again when its definition hash differs (its mode keys or expressions changed), or
/// when its alias or a template in any of its candidates reaches such a token, in any appearance: the reverse
/// links are taken over every candidate, not only the winners, which is conservative and needs no appearance.
/// A token whose place, description, deprecation or extensions changed is made again itself, but its
/// dependents are not: they read only its values. Reports nothing.
struct GraphPatch: Sendable {
  /// The graph the last resolve made, whose other tokens are carried as they are.
  let previous: ResolvedTokenGraph
  /// The last resolve's appearance selection, whose winners the tokens not in `changed` keep.
  let previousSelection: AppearanceSelection
  /// The tokens whose definition hashes differ, in order: their mode keys may differ too.
  let changed: [Int]
  /// Whether each token is made again, by position.
  let isRemade: [Bool]
  /// The positions of the tokens made again, in order.
  let remade: [Int]
  /// Whether every token's own `$type` and every group's `$type` are as before, so that the tokens whose type
  /// differs from their group's (`ResolvedTokenGraph.typesDifferingFromGroup`) are the previous graph's too.
  let keepsGroupTypes: Bool

  /// The patch from `record` to `typed`, whose structure is `structure` and whose definition hashes are
  /// `definitions`; nil when there is no record or the structures differ.
  init?(record: ResolveRecord?, typed: TypedTokenGraph, structure: ResolveStructure, definitions: [UInt64]) {
    guard let record, record.structure == structure, record.definitions.count == definitions.count else { return nil }
    let changed = definitions.indices.filter { definitions[$0] != record.definitions[$0] }
    var isRemade = Self.dependents(of: changed, in: typed)
    for index in Self.movedOrRedescribed(record.catalog, typed.catalog) { isRemade[index] = true }
    (previous, previousSelection, self.changed) = (record.graph, record.selection, changed)
    keepsGroupTypes = Self.sameDeclaredTypes(record.catalog, typed.catalog)
    self.isRemade = isRemade
    remade = isRemade.indices.filter { isRemade[$0] }
  }

  /// `changed` and every token whose candidates reach one of them through aliases and templates, transitively.
  static func dependents(of changed: [Int], in typed: TypedTokenGraph) -> [Bool] {
    var reached = [Bool](repeating: false, count: typed.candidates.count)
    guard !changed.isEmpty else { return reached }
    let links = ReverseLinks(typed)
    var stack = changed
    for token in changed { reached[token] = true }
    while let token = stack.popLast() {
      for source in links.sources(of: token) where !reached[Int(source)] {
        reached[Int(source)] = true
        stack.append(Int(source))
      }
    }
    return reached
  }

  /// The tokens whose catalog fields differ between `old` and `new`, which hold the same paths.
  static func movedOrRedescribed(_ old: TokenCatalog, _ new: TokenCatalog) -> Set<Int> {
    var found = Set(new.nameRanges.indices.filter { new.nameRanges[$0] != old.nameRanges[$0] })
    found.formUnion(differing(old.descriptions, new.descriptions))
    found.formUnion(differing(old.deprecations, new.deprecations))
    found.formUnion(differing(old.extensions, new.extensions))
    return found
  }

  /// Whether `old` and `new` give each token and each group the same own `$type`.
  static func sameDeclaredTypes(_ old: TokenCatalog, _ new: TokenCatalog) -> Bool {
    old.declaredTypes == new.declaredTypes && old.groupTypes.count == new.groupTypes.count
      && new.groupTypes.allSatisfy { old.groupTypes[$0.key]?.value == $0.value.value }
      && old.rootTypes == new.rootTypes
  }

  /// The keys whose values differ between `old` and `new`, including keys only one of them has.
  private static func differing<Value: Equatable>(_ old: [Int: Value], _ new: [Int: Value]) -> [Int] {
    new.keys.filter { old[$0] != new[$0] } + old.keys.filter { new[$0] == nil }
  }
}
