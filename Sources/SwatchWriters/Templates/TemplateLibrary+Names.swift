extension TemplateLibrary {
  /// The names template `name` reads that its context, of `shape`, cannot have, each reported where it is
  /// written (in the template or in a partial it includes) as `template.unknown-name`; empty when the template
  /// does not exist or does not parse, which other checks report.
  public func nameDiagnostics(of name: String, against shape: MustacheShape) -> [Diagnostic] {
    guard let template = template(named: name) else { return [] }
    let library = self
    var check = MustacheNameCheck(partials: { library.template(named: $0) })
    check.check(template, named: name, against: shape)
    return check.problems.map { problem in
      let origin = origin(of: problem.template) ?? problem.template
      let notes = problem.suggestion.map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
      return Diagnostic(
        .templateUnknownName(problem.name, in: problem.shapes), at: SourceRange(file: origin, at: problem.position),
        notes: notes)
    }
  }
}
