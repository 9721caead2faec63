import Foundation

/// A token file or folder that `swatch.yaml` says holds the values of some trait values, such as
/// `{ path: tokens/dark.json, appearance: dark }`.
public struct TokenSourceValues: Sendable {
  /// The file or folder, joined to the configuration's folder.
  public var path: String
  /// The trait values it holds, `(trait, value)` in the order written.
  public var values: [(trait: String, value: Located<String>)]
  /// Where the entry is written.
  public var range: SourceRange

  /// Creates an entry.
  public init(path: String, values: [(trait: String, value: Located<String>)], range: SourceRange) {
    self.path = path
    self.values = values
    self.range = range
  }
}

extension ToolExportLoader {
  /// Reads `sources` (plain ones and ones holding trait values) as a resolver would: plain files are one set,
  /// each token defined once, as plain files are without such entries (but a later file winning when a plain
  /// entry is a design tool's project, whose files layer), less the files another entry names; the files of
  /// each distinct combination of trait values are one context of one modifier, mapped to those values, so
  /// their tokens are `$modes` entries of the tokens of the same path. Contexts holding only each trait's
  /// default value (`light`) come first.
  public func load(
    _ sources: [(path: String, values: TokenSourceValues?)], traits: TraitSet, confinement: PathConfinement
  ) -> ResolverLoader.Result {
    var diagnostics: [Diagnostic] = []
    var loader = TokenSourceLoader(confinement: confinement)
    loader.namedElsewhere = sources.map { FilePath.absolute($0.path) }
    var plain: [ResolverSource] = []
    var contexts: [(name: String, entry: TokenSourceValues, sources: [ResolverSource])] = []
    // A file or folder an entry holding trait values names is its own, not also a plain folder's around it.
    let held = sources.filter { $0.values != nil }.map { FilePath.absolute($0.path) }
    for source in sources {
      var files = loader.files(source.path, diagnostics: &diagnostics)
      guard let entry = source.values else {
        files.removeAll { file in
          let path = FilePath.absolute(file)
          return held.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        plain += files.map { ResolverSource.file($0, range: .file($0)) }
        continue
      }
      let name = Self.contextName(entry)
      let named = files.map { ResolverSource.file($0, range: entry.range) }
      if let index = contexts.firstIndex(where: { $0.name == name }) {
        contexts[index].sources += named
      } else {
        contexts.append((name, entry, named))
      }
    }
    let isDefault = { (entry: TokenSourceValues) in
      entry.values.allSatisfy { value in
        traits.traits.first { $0.name == value.trait }?.values.first == value.value.value
      }
    }
    contexts = contexts.filter { isDefault($0.entry) } + contexts.filter { !isDefault($0.entry) }
    guard var first = contexts.first else { return ResolverLoader.Result(diagnostics: diagnostics) }
    if !isDefault(first.entry), let defaults = Self.defaultContext(of: contexts.map(\.entry), traits: traits) {
      // No file holds the defaults: they are a context of no files, so a token only `dark.json` defines is
      // absent in light rather than given its dark value there.
      first = (Self.contextName(defaults), defaults, [])
      contexts.insert(first, at: 0)
    }
    let modifier = ResolverModifier(
      name: "tokens", range: first.entry.range, contexts: contexts.map { ($0.name, $0.sources) },
      defaultContext: nil, swatchAppearances: nil)
    let mapping = ModifierMapping(
      modifier: Located("tokens", at: first.entry.range),
      rule: .contexts(
        contexts.map { ContextMapping(context: Located($0.name, at: $0.entry.range), values: $0.entry.values) }))
    let layered = sources.contains { $0.values == nil && Self.isToolProject($0.path) }
    let set = ResolverSet(name: "tokens", sources: plain, definesOnce: !layered)
    let document = ResolverDocument(path: first.entry.range.file, steps: [.set(set), .modifier(modifier)])
    let (plan, planDiagnostics) = ResolverPlan.make(document, mappings: [mapping])
    diagnostics += planDiagnostics
    let input = ResolverLoader().readFiles(
      plan, resolverPath: first.entry.range.file, allows: { _ in true }, diagnostics: &diagnostics)
    return ResolverLoader.Result(input: input, traits: plan.traits, diagnostics: diagnostics)
  }

  /// The context of each trait's default value, for the traits `entries` name, placed at the first entry; nil
  /// when one of those traits has no default in `traits`.
  static func defaultContext(of entries: [TokenSourceValues], traits: TraitSet) -> TokenSourceValues? {
    guard let first = entries.first else { return nil }
    var values: [(trait: String, value: Located<String>)] = []
    for entry in entries {
      for value in entry.values where !values.contains(where: { $0.trait == value.trait }) {
        guard let initial = traits.traits.first(where: { $0.name == value.trait })?.values.first else { return nil }
        values.append((value.trait, Located(initial, at: first.range)))
      }
    }
    return TokenSourceValues(path: first.path, values: values, range: first.range)
  }

  /// A context's name: its trait values, `appearance=dark contrast=high-contrast`.
  private static func contextName(_ entry: TokenSourceValues) -> String {
    entry.values.map { "\($0.trait)=\($0.value.value)" }.joined(separator: " ")
  }

  /// Whether the folder `path` is a Style Dictionary project or a design tool's export, whose files layer (a
  /// `source` file over an `include` one, a later set over an earlier one) rather than define each token once.
  private static func isToolProject(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      return false
    }
    return StyleDictionaryProject.globs(in: path) != nil || Self.detect([path]) != nil
  }
}
