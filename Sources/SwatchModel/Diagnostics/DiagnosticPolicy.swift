/// How a project wants diagnostics of given ids reported: left out, as warnings or as errors.
///
/// Set per id under `diagnostics:` in `swatch.yaml`, so a warning the project has looked at and accepted
/// (`xcassets.unrepresentable: ignore`) no longer shows in every build, and one it wants to stop a build
/// (`dtcg.string-type: error`) does. Ids not named keep the catalogue's severity; `lint:` rules keep their own
/// settings under `lint: rules:`.
public struct DiagnosticPolicy: Hashable, Sendable {
  /// What happens to a diagnostic of one id.
  public enum Setting: String, Sendable, CaseIterable {
    case ignore, warning, error
  }

  /// The setting for each named id.
  public var settings: [String: Setting]

  /// A policy naming `settings`' ids; by default none.
  public init(_ settings: [String: Setting] = [:]) {
    self.settings = settings
  }

  /// `diagnostics` with the named ids' severities changed and ignored ones left out. Notes never change:
  /// they belong to a diagnostic. An error stays an error, so a setting cannot let a broken input build.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard !settings.isEmpty else { return diagnostics }
    return diagnostics.compactMap { diagnostic in
      // A note standing for diagnostics left unshown goes with them: dropped when their id is ignored.
      if let stands = diagnostic.stands {
        guard settings[stands.id] != .ignore, settings[diagnostic.id] != .ignore else { return nil }
        var note = diagnostic
        note.grouped = apply(to: note.grouped)
        return note
      }
      guard diagnostic.severity != .error, let setting = settings[diagnostic.id] else { return diagnostic }
      var changed = diagnostic
      switch setting {
      case .ignore: return nil
      case .warning: changed.severity = .warning
      case .error: changed.severity = .error
      }
      return changed
    }
  }
}
