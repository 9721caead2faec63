/// Every Android resource the tokens make, by folder, with name collisions found.
struct AndroidResourceSet {
  /// The resource files and the element each holds.
  enum Kind: CaseIterable, Sendable {
    case color, dimen, integer, style, number, string, stringArray, interpolator

    /// The file in a `values` folder; an interpolator is a file of its own (`AndroidInterpolators`).
    var file: String {
      switch self {
      case .color: return "colors.xml"
      case .dimen: return "dimens.xml"
      case .integer: return "integers.xml"
      case .style: return "styles.xml"
      case .number: return "floats.xml"
      case .string: return "strings.xml"
      case .stringArray: return "arrays.xml"
      case .interpolator: return ""
      }
    }

    /// The XML element.
    var element: String {
      switch self {
      case .color: return "color"
      case .dimen: return "dimen"
      case .integer: return "integer"
      case .style: return "style"
      case .number: return "item"
      case .string: return "string"
      case .stringArray: return "string-array"
      case .interpolator: return "pathInterpolator"
      }
    }

    /// Attributes after `name`: a number is a dimension resource in `float` format, read with
    /// `ResourcesCompat.getFloat` (fractions would scale it by 100 or by a base).
    var attributes: String { self == .number ? #" type="dimen" format="float""# : "" }
  }

  /// One resource: its kind, name and value text, or a style's items.
  struct Entry: Sendable {
    var kind: Kind
    var name: String
    var value: String
    var items: [AndroidPart.Item] = []
    /// The token's `$deprecated`, written as a comment before the resource.
    var deprecation: Deprecation? = nil

    /// The attributes after `name`: the kind's, and `formatted="false"` on a string or string array whose text
    /// holds `%`, so aapt2 takes the text as it is rather than checking it as a format string.
    var attributes: String {
      guard kind == .string || kind == .stringArray else { return kind.attributes }
      let percent = UInt8(ascii: "%")
      let holdsPercent = value.utf8.contains(percent) || items.contains { $0.value.utf8.contains(percent) }
      return holdsPercent ? kind.attributes + #" formatted="false""# : kind.attributes
    }
  }

  /// `values/`: every resource in the default appearance.
  let day: [Entry]
  /// `values-night/`: the resources whose value differs when `appearance` is `dark`.
  let night: [Entry]
  /// Name collisions.
  let diagnostics: [Diagnostic]

  /// The resources of `graph`'s tokens, each resource name starting with `prefix`; `output` is where collisions
  /// say the output is configured.
  ///
  /// Each token's resources are kept in the graph's memo (`TokenResources`): a graph a watching process patched
  /// makes them again only for the tokens made again, since a token's resources read nothing but the token,
  /// the trait set and other tokens' paths; its collisions are looked for again only when one of those now
  /// names its resources otherwise, or the last build's had any.
  init(graph: ResolvedTokenGraph, prefix: String, output: SourceRange? = nil) {
    let table = graph.memo.value(
      TokenResources.self, named: prefix + "\u{0}" + String(reflecting: output),
      carry: { old, remade in
        var maker = Maker(graph, prefix: prefix)
        var table = TokenResources(reservingLike: old)
        let isRemade = Set(remade)
        let remakesAll = old.starts.count != graph.tokens.count + 1
        var renamed = !old.diagnostics.isEmpty || remakesAll
        for index in graph.tokens.indices {
          guard remakesAll || isRemade.contains(index) else {
            table.append(token: index, of: old)
            continue
          }
          maker.append(index, to: &table)
          renamed = renamed || table.owners(of: index) != old.owners(of: index)
        }
        table.diagnostics = renamed ? Self.collisions(table, graph, maker.variants.suffixes, output: output) : []
        return table
      },
      make: {
        var maker = Maker(graph, prefix: prefix)
        var table = TokenResources()
        for index in graph.tokens.indices { maker.append(index, to: &table) }
        table.diagnostics = Self.collisions(table, graph, maker.variants.suffixes, output: output)
        return table
      })
    (day, night, diagnostics) = (table.day, table.night, table.diagnostics)
  }

  /// Every token's resources in token order, where each token's start, and the collisions among their names.
  struct TokenResources: Sendable {
    var day: [Entry] = []
    var night: [Entry] = []
    /// Each resource's identity and the appearance it was made for, in the order made.
    var owners: [OwnerAt] = []
    /// Where each token's resources start in `day`, `night` and `owners`, by position, and where they end.
    var starts: [(day: Int, night: Int, owners: Int)] = [(0, 0, 0)]
    var diagnostics: [Diagnostic] = []

    init() {}

    /// An empty table with room for what `other` holds.
    init(reservingLike other: TokenResources) {
      day.reserveCapacity(other.day.count)
      night.reserveCapacity(other.night.count)
      owners.reserveCapacity(other.owners.count)
      starts.reserveCapacity(other.starts.count)
    }

    /// The owners of token `index`, or none when the table holds no such token.
    func owners(of index: Int) -> ArraySlice<OwnerAt> {
      guard index + 1 < starts.count else { return [] }
      return owners[starts[index].owners..<starts[index + 1].owners]
    }

    /// Appends token `index`'s resources as `other` holds them.
    mutating func append(token index: Int, of other: TokenResources) {
      let (start, end) = (other.starts[index], other.starts[index + 1])
      day += other.day[start.day..<end.day]
      night += other.night[start.night..<end.night]
      owners += other.owners[start.owners..<end.owners]
      closeToken()
    }

    /// Ends the token being appended.
    mutating func closeToken() { starts.append((day.count, night.count, owners.count)) }
  }

  /// A resource's identity and the appearance whose value it holds.
  struct OwnerAt: Equatable, Sendable {
    var owner: Owner
    var appearance: Int
  }

  /// What making one token's resources reads besides the token: the trait set's qualifiers and suffixes,
  /// worked out once, and the texts of the colors made so far.
  private struct Maker {
    let graph: ResolvedTokenGraph
    let prefix: String
    let variants: AndroidVariants
    let words: [[String]]
    let textColors: [Int?]
    var colors: ColorTexts

    init(_ graph: ResolvedTokenGraph, prefix: String) {
      self.graph = graph
      self.prefix = prefix
      variants = AndroidVariants(graph.traits)
      words = graph.pathWords
      textColors = graph.textStyleColors
      colors = ColorTexts(graph.distinctValues)
    }

    /// Appends the resources of token `index` to `made`, in appearance order and each appearance's parts in
    /// order.
    mutating func append(_ index: Int, to made: inout TokenResources) {
      defer { made.closeToken() }
      let token = graph.tokens[index]
      let parts = AndroidPart.parts(
        of: token, textColor: textColors[index].map { prefix + AndroidValue.resourceName(words: words[$0]) })
      guard !parts.isEmpty else { return }
      let base = prefix + AndroidValue.resourceName(words: words[index])
      for appearance in variants.appearances(of: token) {
        let darkIndex = variants.night(of: appearance)
        for part in parts {
          var name = base + part.suffix + variants.suffixes[appearance.index]
          if part.kind == .style { name = AndroidPart.styleName(name) }
          made.owners.append(OwnerAt(owner: Owner(kind: part.kind, name: name), appearance: appearance.index))
          let day = colors.render(part, index, appearance.index, token)
          made.day.append(
            Entry(kind: part.kind, name: name, value: day.value, items: day.items, deprecation: token.deprecation))
          guard let darkIndex else { continue }
          guard !colors.isSame(part, token, index, appearance.index, darkIndex) else { continue }
          let dark = colors.render(part, index, darkIndex, token)
          if dark != day { made.night.append(Entry(kind: part.kind, name: name, value: dark.value, items: dark.items)) }
        }
      }
    }
  }

  /// A resource name past the JVM's bound (`JVMName`), once per token; and two resources of one kind and name,
  /// in token order: the first keeps the name, and each pair of tokens is reported once however many
  /// appearances collide; a note says where a name took the suffix of an
  /// appearance's trait values, which the token's own name does not show (NVE's `boolean.NVE` in brand `RME`
  /// is `boolean_nve_rme`, as is the token `boolean.NVE_RME`).
  static func collisions(
    _ table: TokenResources, _ graph: ResolvedTokenGraph, _ suffixes: [String], output: SourceRange?
  ) -> [Diagnostic] {
    // Every token makes a resource or more: sized so the table grows once or twice, not a dozen times.
    var owners: [Owner: (token: Int, appearance: Int)] = [:]
    owners.reserveCapacity(graph.tokens.count * 2)
    var reported: Set<[Int]> = []
    var diagnostics: [Diagnostic] = []
    for index in graph.tokens.indices {
      for taken in table.owners(of: index) {
        if JVMName.isTooLong(taken.owner.name), reported.insert([index]).inserted {
          diagnostics.append(
            JVMName.problem(taken.owner.name, graph.tokens[index], writer: AndroidWriter.name, output: output))
        }
        guard let first = owners[taken.owner] else {
          owners[taken.owner] = (index, taken.appearance)
          continue
        }
        guard reported.insert([first.token, index]).inserted else { continue }
        let (token, other) = (graph.tokens[index], graph.tokens[first.token])
        var collision = PlatformNames.collision(
          taken.owner.name, token, other, writer: AndroidWriter.name, output: output)
        let suffixed = [(other, suffixes[first.appearance]), (token, suffixes[taken.appearance])]
        for (token, suffix) in suffixed where !suffix.isEmpty {
          collision.notes.append(
            Diagnostic.Note(
              "the android writer names the value of \(DiagnosticMessage.quoted(token.path.string)) in another "
                + "appearance with that appearance's trait values after its name ('\(suffix)'); rename one of the "
                + "tokens"))
        }
        diagnostics.append(collision)
      }
    }
    return diagnostics
  }

  /// The text of a color token's resource by the distinct value it holds, each made once: a palette color
  /// that many semantic tokens alias is converted to 8-bit sRGB once. Other parts render as they are.
  private struct ColorTexts {
    let distinct: DistinctValues
    var texts: [String?]

    init(_ distinct: DistinctValues) {
      self.distinct = distinct
      texts = [String?](repeating: nil, count: distinct.values.count)
    }

    /// `part` of token `index` (`token`) in `appearance`.
    mutating func render(_ part: AndroidPart, _ index: Int, _ appearance: Int, _ token: ResolvedToken)
      -> AndroidPart.Rendered
    {
      guard token.type == .color, part.kind == .color else { return part.render(token.values[appearance]) }
      let position = distinct.position(index, appearance)
      if let text = texts[position] { return AndroidPart.Rendered(value: text) }
      let rendered = part.render(distinct.values[position])
      texts[position] = rendered.value
      return rendered
    }

    /// Whether color token `index` (`token`) holds one value in both appearances, so it renders the same in
    /// both. Only colors are asked: equal numbers may print apart (`-0` and `0`), equal colors never do.
    func isSame(_ part: AndroidPart, _ token: ResolvedToken, _ index: Int, _ first: Int, _ second: Int) -> Bool {
      token.type == .color && part.kind == .color && distinct.position(index, first) == distinct.position(index, second)
    }
  }

  /// A resource's identity: names collide only within one kind.
  struct Owner: Hashable, Sendable {
    var kind: Kind
    var name: String
  }
}
