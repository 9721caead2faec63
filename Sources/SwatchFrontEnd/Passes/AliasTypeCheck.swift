/// The check an alias passes where it stands for a value of a known type: a whole `$value` alias (in the
/// type pass) or a composite member's (as binding reads the composite).
enum AliasTypeCheck {
  /// Whether an alias to `target` with `alpha` fits a value of `type`, given every token's `types`; reports
  /// an alias to a token of another type and an alpha on a value that is not a color. An alias to a token
  /// with no type does not fit and is not reported (the token is).
  static func fits(
    target: Int, alpha: Double?, type: TokenType, types: [TokenType?], catalog: TokenCatalog, at range: SourceRange,
    diagnostics: inout [Diagnostic]
  ) -> Bool {
    guard let targetType = types[target] else { return false }
    if targetType != type {
      diagnostics.append(mismatch(target, found: targetType, expected: type, in: catalog, at: range))
      return false
    }
    if alpha != nil && type != .color {
      diagnostics.append(Diagnostic(.valueAlphaOnNonColor(type), at: range))
      return false
    }
    return true
  }

  /// The error for an alias at `range` to the token `target`, of type `found`, where a value of `expected` is
  /// wanted, with a note at where the target is defined.
  static func mismatch(
    _ target: Int, found: TokenType, expected: TokenType, in catalog: TokenCatalog, at range: SourceRange
  ) -> Diagnostic {
    Diagnostic(
      .aliasTypeMismatch(catalog.paths[target].string, found: found, expected: expected), at: range,
      notes: [definedHere(target, in: catalog)])
  }

  /// The note pointing at where the token at `index`, the target of a reference that does not fit, is defined.
  static func definedHere(_ index: Int, in catalog: TokenCatalog) -> Diagnostic.Note {
    .init("\(DiagnosticMessage.quoted(catalog.paths[index].string)) is defined here", at: catalog.nameRanges[index])
  }
}
