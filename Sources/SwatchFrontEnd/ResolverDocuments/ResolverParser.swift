/// Reads a DTCG 2025.10 resolver document's YAML tree (JSON is read by the same reader).
///
/// Reads: the resolver file's `YAMLNode`. Produces: `ResolverDocument`. Reports, located in the resolver:
/// a missing or malformed `resolutionOrder`, `$ref`s to sets or modifiers that do not exist (with a
/// did-you-mean note), JSON-pointer fragments into files, sources that are neither a `$ref` nor a token
/// tree, `#/sets/…` references that loop, and a `default` that names no context.
public struct ResolverParser: Sendable {
  /// The `$extensions` key Swatch's DTCG writer uses to map contexts back to trait values.
  public static let appearancesExtension = "org.swatch.appearances"

  /// Creates a parser.
  public init() {}

  /// The document `root` describes; `path` is the resolver file's path.
  public func parse(_ root: YAMLNode, path: String) -> (ResolverDocument, [Diagnostic]) {
    var state = State(root: root, directory: FilePath.directory(of: path))
    guard root.pairs != nil else {
      state.expected("the resolver", "a mapping", root)
      return (ResolverDocument(path: path, steps: []), state.diagnostics)
    }
    if let version = root["version"], version.text != "2025.10" {
      state.diagnostics.append(Diagnostic(.resolverVersion(version.text ?? version.kindName), at: version.range))
    }
    guard let order = root["resolutionOrder"], let items = order.items, !items.isEmpty else {
      state.diagnostics.append(Diagnostic(.resolverNoOrder(), at: root["resolutionOrder"]?.range ?? root.range))
      return (ResolverDocument(path: path, steps: []), state.diagnostics)
    }
    let steps = items.compactMap { state.step($0) }
    return (ResolverDocument(path: path, steps: steps), state.diagnostics)
  }
}

extension ResolverParser {
  fileprivate struct State {
    let root: YAMLNode
    let directory: String
    var diagnostics: [Diagnostic] = []

    mutating func expected(_ what: String, _ expected: String, _ node: YAMLNode) {
      diagnostics.append(Diagnostic(.configExpected(what, expected: expected, found: node.kindName), at: node.range))
    }

    /// One `resolutionOrder` item: a `$ref` to a set or modifier, or one written inline with `type` and `name`.
    mutating func step(_ item: YAMLNode) -> ResolverDocument.Step? {
      if let ref = item["$ref"] {
        guard let text = ref.text else {
          expected("$ref", "a string", ref)
          return nil
        }
        for (prefix, kind) in [("#/sets/", "sets"), ("#/modifiers/", "modifiers")] where text.hasPrefix(prefix) {
          guard let (name, node) = lookUp(String(text.dropFirst(prefix.count)), in: kind, ref: ref) else { return nil }
          return kind == "sets" ? .set(set(name, node, visiting: [])) : modifier(name, node, nameRange: ref.range)
        }
        diagnostics.append(
          Diagnostic(.resolverRefUnknown(text, expected: "'#/sets/…' or '#/modifiers/…'"), at: ref.range))
        return nil
      }
      guard let name = item["name"]?.text, let type = item["type"]?.text, type == "set" || type == "modifier" else {
        expected("resolutionOrder item", "a '$ref' or an inline set or modifier with 'type' and 'name'", item)
        return nil
      }
      return type == "set" ? .set(set(name, item, visiting: [])) : modifier(name, item, nameRange: item.range)
    }

    /// The entry `name` of the top-level mapping `kind`, or a diagnostic at `ref` with a did-you-mean note.
    mutating func lookUp(_ name: String, in kind: String, ref: YAMLNode) -> (String, YAMLNode)? {
      if let node = root[kind]?[name] { return (name, node) }
      let known = root[kind]?.pairs?.compactMap(\.key.text) ?? []
      let notes =
        Suggestion.closest(to: name, in: known).map {
          [Diagnostic.Note("did you mean \(DiagnosticMessage.quoted($0))?")]
        } ?? []
      diagnostics.append(
        Diagnostic(
          .resolverRefUnknown(ref.text ?? "", expected: "a name under \(DiagnosticMessage.quoted(kind))"),
          at: ref.range, notes: notes)
      )
      return nil
    }

    mutating func set(_ name: String, _ node: YAMLNode, visiting: Set<String>) -> ResolverSet {
      ResolverSet(name: name, sources: sources(node["sources"], owner: node, visiting: visiting.union([name])))
    }

    mutating func modifier(_ name: String, _ node: YAMLNode, nameRange: SourceRange) -> ResolverDocument.Step? {
      guard let pairs = node["contexts"]?.pairs, !pairs.isEmpty else {
        expected("contexts", "a mapping of context names to source lists", node["contexts"] ?? node)
        return nil
      }
      let contexts = pairs.compactMap { pair in
        pair.key.text.map { ($0, sources(pair.value, owner: pair.value, visiting: [])) }
      }
      var defaultContext: String?
      if let node = node["default"] {
        if let text = node.text, contexts.contains(where: { $0.0 == text }) {
          defaultContext = text
        } else {
          diagnostics.append(Diagnostic(.resolverDefaultUnknown(node.text ?? node.kindName), at: node.range))
        }
      }
      return .modifier(
        ResolverModifier(
          name: name, range: nameRange, contexts: contexts, defaultContext: defaultContext,
          swatchAppearances: node["$extensions"]?[ResolverParser.appearancesExtension]))
    }

    /// A source list; `visiting` holds the sets being expanded, to catch a set that includes itself.
    mutating func sources(_ node: YAMLNode?, owner: YAMLNode, visiting: Set<String>) -> [ResolverSource] {
      guard let items = node?.items else {
        expected("sources", "a list of token sources", node ?? owner)
        return []
      }
      return items.flatMap { source($0, visiting: visiting) }
    }

    mutating func source(_ item: YAMLNode, visiting: Set<String>) -> [ResolverSource] {
      guard let ref = item["$ref"] else {
        guard item.pairs != nil else {
          expected("source", "a '$ref' or a token tree", item)
          return []
        }
        return [.inline(item)]
      }
      guard let text = ref.text, !text.isEmpty else {
        expected("$ref", "a string", ref)
        return []
      }
      if text.hasPrefix("#/sets/") { return setReference(String(text.dropFirst(7)), ref: ref, visiting: visiting) }
      // A file's whole document (`x.json#`, `x.json#/`) is the file; a pointer into it is refused.
      let (file, fragment) = text.firstIndex(of: "#").map { (text[..<$0], text[$0...].dropFirst()) } ?? (text[...], "")
      guard !file.isEmpty, fragment.isEmpty || fragment == "/" else {
        let message: DiagnosticMessage =
          file.isEmpty
          ? .resolverRefUnknown(text, expected: "a token file or '#/sets/…'")
          : .resolverRefFragment(text, file: String(file))
        diagnostics.append(Diagnostic(message, at: ref.range))
        return []
      }
      // `../base/x.json` from `design/` is `base/x.json`, as diagnostics, the stamp and Xcode's lists name it.
      return [.file(FilePath.normalize(FilePath.join(directory, String(file))), range: ref.range)]
    }

    mutating func setReference(_ name: String, ref: YAMLNode, visiting: Set<String>) -> [ResolverSource] {
      guard !visiting.contains(name) else {
        diagnostics.append(Diagnostic(.resolverSetCycle(name), at: ref.range))
        return []
      }
      guard let (name, node) = lookUp(name, in: "sets", ref: ref) else { return [] }
      return set(name, node, visiting: visiting).sources
    }
  }
}
