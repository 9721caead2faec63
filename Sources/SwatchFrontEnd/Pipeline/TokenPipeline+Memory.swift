extension TokenPipeline {
  /// Stages 5 to 7, and with `memory` what to keep of them for the next build (`ResolveRecord`). When
  /// `patchable` (no stage before reported an error) and `memory` holds a record of the same structure, the
  /// appearance selection and the resolved graph are patched from the record's (`GraphPatch`): only the tokens
  /// whose definitions changed are chosen again in each appearance, and only the tokens those reach are made
  /// again. Hashing the definitions and finding what they reach are measured with the appearance pass.
  func runPasses(
    _ bound: BoundTokenGraph, memory: DocumentMemory?, patchable: Bool
  ) -> (ResolvedTokenGraph?, [Diagnostic], ResolveRecord?) {
    let (typed, typeDiagnostics) = observer.measure(.types) { TypeResolutionPass().run(bound) }
    guard let memory else {
      let selection = observer.measure(.appearances) { AppearanceResolutionPass().run(typed) }
      let growth = ValueGrowthCheck.diagnostics(typed, selection: selection)
      guard growth.isEmpty else { return (nil, typeDiagnostics + growth, nil) }
      let (resolved, diagnostics) = observer.measure(.aliases) {
        AliasResolutionPass().run(typed, selection: selection)
      }
      return (resolved, typeDiagnostics + diagnostics, nil)
    }
    let structure = ResolveStructure(typed, unsupportedTypes: unsupportedTypes, keepGoing: keepGoing)
    let (definitions, patch, selection) = observer.measure(.appearances) {
      let definitions = TokenDefinitionHash.hashes(typed)
      let patch =
        patchable && !typeDiagnostics.containsErrors
        ? GraphPatch(record: memory.lastResolve, typed: typed, structure: structure, definitions: definitions) : nil
      let selection =
        patch.map { AppearanceResolutionPass().run(typed, carrying: $0.previousSelection, changed: $0.changed) }
        ?? AppearanceResolutionPass().run(typed)
      return (definitions, patch, selection)
    }
    let growth = ValueGrowthCheck.diagnostics(typed, selection: selection)
    guard growth.isEmpty else { return (nil, typeDiagnostics + growth, nil) }
    let (resolved, diagnostics) = observer.measure(.aliases) {
      AliasResolutionPass().run(typed, selection: selection, patch: patch)
    }
    resolved?.memo.keepForNextGraph()
    let record = resolved.map {
      ResolveRecord(
        structure: structure, definitions: definitions, catalog: typed.catalog, selection: selection, graph: $0)
    }
    return (resolved, typeDiagnostics + diagnostics, record)
  }
}
