extension TemplateLibrary {
  /// How many nodes a template may expand to through its partials, counted once per inclusion: far above
  /// any real template, far below partials that double at every level.
  static let maximumExpansion = 1_000_000

  /// The problems between templates, found before anything renders: a partial that names no template
  /// (`template.missing`), partials that include themselves directly or through others (`template.recursive`,
  /// naming every hop), and a template whose partials expand past `maximumExpansion` (`template.tooLarge`).
  /// Each is located at the partial tag. Dynamic partials (`{{>*name}}`) are checked when they render.
  public func linkDiagnostics() -> [Diagnostic] {
    var walk = PartialWalk(library: self)
    for name in names { walk.visit(name) }
    return walk.diagnostics + expansionDiagnostics(walk.acyclicSizes)
  }

  private func expansionDiagnostics(_ sizes: [String: Int]) -> [Diagnostic] {
    names.compactMap { name in
      guard let size = sizes[name], size > Self.maximumExpansion, let template = template(named: name),
        let origin = origin(of: name)
      else { return nil }
      // Report only where the growth happens: a template whose partials are each within the limit.
      let partials = template.partials
      guard partials.allSatisfy({ (sizes[$0.name] ?? 0) <= Self.maximumExpansion }) else { return nil }
      let position = partials.first?.position ?? SourcePosition(line: 1, column: 1)
      return Diagnostic(
        .templateExpansion(name, limit: Self.maximumExpansion), at: SourceRange(file: origin, at: position))
    }
  }
}

/// A depth-first walk over the partials of a library: unknown partials, cycles, and each template's size
/// with its partials expanded.
private struct PartialWalk {
  let library: TemplateLibrary
  var diagnostics: [Diagnostic] = []
  /// Nodes with partials expanded, saturating just past the limit; cyclic templates are left out.
  var acyclicSizes: [String: Int] = [:]
  private var path: [String] = []
  private var done: Set<String> = []

  init(library: TemplateLibrary) { self.library = library }

  mutating func visit(_ name: String) {
    guard !done.contains(name), let template = library.template(named: name), let origin = library.origin(of: name)
    else { return }
    path.append(name)
    var size = template.nodeCount
    var cyclic = false
    for (partial, position) in template.partials {
      let range = SourceRange(file: origin, at: position)
      if let start = path.firstIndex(of: partial) {
        diagnostics.append(Diagnostic(.templateRecursive(path[start...] + [partial]), at: range))
        cyclic = true
        continue
      }
      guard library.contains(partial) else {
        diagnostics.append(Diagnostic(.templateMissing(partial), at: range))
        continue
      }
      visit(partial)
      guard let partialSize = acyclicSizes[partial] else {
        cyclic = true
        continue
      }
      size = min(size + partialSize, TemplateLibrary.maximumExpansion + 1)
    }
    path.removeLast()
    done.insert(name)
    if !cyclic { acyclicSizes[name] = size }
  }
}
