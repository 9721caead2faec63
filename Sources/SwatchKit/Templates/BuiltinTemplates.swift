// Generated from the repository's templates/ folder by `UPDATE_GOLDENS=1 swift test --filter BuiltinTemplates`.
// Do not edit: change the files in templates/ instead. A test fails when the two differ.

/// The built-in templates, compiled in so a `swatch` binary copied alone still has them.
enum BuiltinTemplates {
  /// Template text by name (its path under `templates/`).
  static let all: [String: String] = [
    "example/tokens.txt.mustache": ####"""
    {{#header}}
    # {{.}}
    {{/header}}

    {{#tokens}}
    {{path}} ({{type}}): {{value.text}}
    {{/tokens}}

    """####
  ]
}
