extension DiagnosticMessage {
  /// Every id the catalogue (`DiagnosticMessage+Catalogue.swift`) uses, sorted: what `diagnostics:` in
  /// `swatch.yaml` may name. A test checks it against the catalogue's text.
  public static let knownIDs: [String] = [
    "alias.cycle", "alias.embedded", "alias.group", "alias.malformed", "alias.type-mismatch", "alias.unresolved",
    "android.type-left-out", "color.hex-fallback", "compose.material-role", "compose.material-token",
    "compose.material-type", "compose.package", "config.context-unknown", "config.context-unmapped",
    "config.diagnostic-unknown", "config.keep-going", "config.missing", "config.modifier-unknown",
    "config.modifiers-unused", "config.no-outputs", "config.no-tokens", "config.output", "config.output-pattern",
    "config.output-pattern-unmatched", "config.templates", "config.trait-conflict", "config.trait-empty",
    "config.trait-value-duplicate", "config.trait-value-invalid", "config.traits-ignored", "config.type",
    "config.unknown-key", "document.not-mapping", "document.theo", "dtcg.string-type", "enum.type", "enum.unknown",
    "enum.value", "extends.ancestor", "extends.cycle", "extends.limit", "extends.token", "extends.unknown",
    "format.detected", "format.flat-keys", "format.grouped", "format.mode-files", "format.modifier-mapping",
    "format.unmapped", "group.too-deep", "group.type-conflict", "image.missing", "image.not-file", "image.outside",
    "image.scale-size", "image.too-large", "image.unreadable", "image.unsupported", "input.encoding", "io.locked",
    "io.unreadable", "io.unwritable", "keep-going.dropped", "lint.canvas", "lint.contrast", "lint.contrast-entry",
    "lint.contrast-extension", "lint.contrast-inferred", "lint.contrast-none", "lint.deprecated-reference",
    "lint.mode-redundant", "lint.palette-unused", "lint.pattern", "lint.trait-incomplete", "lint.trait-value-unused",
    "lint.type-through-alias", "mode.conflict", "mode.duplicate", "mode.empty", "mode.unknown", "name.collision",
    "name.invalid", "name.not-scalar", "option.invalid", "option.unknown", "output.conflict", "output.foreign",
    "output.modified", "output.outside", "output.path", "output.removed", "path.outside", "reference.invalid",
    "reference.with-value", "resolver.default", "resolver.modifier-appearance", "resolver.not-alone", "resolver.order",
    "resolver.ref", "resolver.set-cycle", "resolver.swatch-appearances", "resolver.version", "state.damaged",
    "swift.trait-name", "template.missing", "template.recursive", "template.reuse-mismatch", "template.syntax",
    "template.tooDeep", "template.tooLarge", "template.unknown-name", "token.alpha-member", "token.attributes",
    "token.context-only", "token.duplicate", "token.group-conflict", "token.mixed", "token.modes", "token.no-type",
    "token.no-value", "token.property-unknown", "traits.limit", "type.skipped", "type.unknown", "unit.beyond-dtcg",
    "unit.unsupported", "value.alpha", "value.alpha-type", "value.invalid", "value.member-missing",
    "value.member-unknown", "writer.unknown", "xcassets.unrepresentable", "yaml.duplicate-key", "yaml.expansion-limit",
    "yaml.key", "yaml.merge-key", "yaml.multiple-documents", "yaml.syntax", "yaml.tag", "yaml.too-deep",
    "yaml.unknown-anchor",
  ]
}
