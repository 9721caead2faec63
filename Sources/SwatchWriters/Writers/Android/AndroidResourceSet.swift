/// Every Android resource the tokens make, by folder, with name collisions found.
struct AndroidResourceSet {
  /// The resource files and the element each holds.
  enum Kind: CaseIterable {
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
  struct Entry {
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
  private(set) var day: [Entry] = []
  /// `values-night/`: the resources whose value differs when `appearance` is `dark`.
  private(set) var night: [Entry] = []
  /// Name collisions.
  private(set) var diagnostics: [Diagnostic] = []
  /// The pairs of token paths already reported.
  private var reported: Set<[String]> = []

  init(graph: ResolvedTokenGraph, prefix: String, output: SourceRange? = nil) {
    let traits = graph.traits
    let appearanceTrait = traits.traits.firstIndex { $0.name == "appearance" }
    let darkValue = appearanceTrait.flatMap { traits.traits[$0].values.firstIndex(of: "dark") }
    let suffixTraits = Set(traits.traits.indices).subtracting(appearanceTrait.map { [$0] } ?? [])
    let strides = traits.appearanceStrides
    let suffixedAppearances = Self.suffixedAppearances(traits)
    // These depend only on the trait set; working them out once keeps them out of the per-token loop.
    let finder = TraitDependencies(traits)
    let suffixes = traits.appearances.map {
      Self.suffix($0, traits: traits, skipping: appearanceTrait, except: suffixedAppearances)
    }
    // Every token makes a resource or more: sized so the table grows once or twice, not a dozen times.
    var owners: [Owner: (token: Int, appearance: Int)] = [:]
    owners.reserveCapacity(graph.tokens.count * 2)
    var colors = ColorTexts(graph.distinctValues)
    let words = graph.pathWords
    let textColors = graph.textStyleColors
    for (index, token) in graph.tokens.enumerated() {
      let parts = AndroidPart.parts(
        of: token, textColor: textColors[index].map { prefix + AndroidValue.resourceName(words: words[$0]) })
      guard !parts.isEmpty else { continue }
      let dependencies = finder.of(token, among: suffixTraits)
      let appearanceValues = Self.changingAppearances(token, among: suffixedAppearances, traits: traits)
      let base = prefix + AndroidValue.resourceName(words: words[index])
      for appearance in traits.appearances
      where Self.isVariant(appearance, appearanceTrait, dependencies, appearanceValues: appearanceValues) {
        // The same appearance with `appearance` dark: one stride of the appearance trait away. A suffixed
        // appearance value (`_dim`) is one of its own, with no night twin.
        let darkIndex = appearanceTrait.flatMap { trait in
          appearance.values[trait] != 0
            ? nil : darkValue.map { appearance.index + ($0 - appearance.values[trait]) * strides[trait] }
        }
        for part in parts {
          var name = base + part.suffix + suffixes[appearance.index]
          if part.kind == .style { name = AndroidPart.styleName(name) }
          let owner = Owner(kind: part.kind, name: name)
          if let first = owners[owner] {
            let suffixed = [
              (graph.tokens[first.token], suffixes[first.appearance]), (token, suffixes[appearance.index]),
            ]
            report(name, graph.tokens[first.token], token, suffixed: suffixed.filter { !$0.1.isEmpty }, output: output)
            continue
          }
          owners[owner] = (index, appearance.index)
          let day = colors.render(part, index, appearance.index, token)
          self.day.append(
            Entry(kind: part.kind, name: name, value: day.value, items: day.items, deprecation: token.deprecation))
          guard let darkIndex else { continue }
          guard !colors.isSame(part, token, index, appearance.index, darkIndex) else { continue }
          let dark = colors.render(part, index, darkIndex, token)
          if dark != day { night.append(Entry(kind: part.kind, name: name, value: dark.value, items: dark.items)) }
        }
      }
    }
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
  private struct Owner: Hashable {
    var kind: Kind
    var name: String
  }

  /// Whether `appearance` names a variant to emit: the appearance trait at its default or at one of
  /// `appearanceValues` (suffixed values that change the token), and every other non-default value one that
  /// changes the token.
  static func isVariant(
    _ appearance: Appearance, _ appearanceTrait: Int?, _ dependencies: Set<Int>, appearanceValues: Set<Int> = []
  ) -> Bool {
    appearance.values.enumerated().allSatisfy { trait, value in
      value == 0
        || (trait == appearanceTrait ? appearanceValues.contains(value) : dependencies.contains(trait))
    }
  }

  /// The `appearance` trait's values besides its default and `dark` (a `dim` one): no qualifier holds them, so
  /// they are suffixes as other traits' values are.
  static func suffixedAppearances(_ traits: TraitSet) -> Set<Int> {
    guard let trait = traits.traits.firstIndex(where: { $0.name == "appearance" }) else { return [] }
    let values = traits.traits[trait].values
    return Set(values.indices.dropFirst()).subtracting(values.firstIndex(of: "dark").map { [$0] } ?? [])
  }

  /// The values among `values` (`suffixedAppearances`) of the `appearance` trait that change `token`
  /// somewhere: some appearance with that value holds another value than the same appearance with the trait's
  /// default.
  static func changingAppearances(_ token: ResolvedToken, among values: Set<Int>, traits: TraitSet) -> Set<Int> {
    guard !values.isEmpty, !token.hasOneValueClass,
      let trait = traits.traits.firstIndex(where: { $0.name == "appearance" })
    else { return [] }
    let stride = traits.appearanceStrides[trait]
    return values.filter { value in
      traits.appearances.contains { appearance in
        appearance.values[trait] == value
          && token.valueClass(appearance.index) != token.valueClass(appearance.index - value * stride)
      }
    }
  }

  /// `_high_contrast_elevated`: each non-default value in trait order, snake_cased; the trait `skipping` only
  /// at a value among `except`.
  static func suffix(_ appearance: Appearance, traits: TraitSet, skipping: Int?, except: Set<Int> = []) -> String {
    appearance.values.enumerated().filter { trait, value in
      value != 0 && (trait != skipping || except.contains(value))
    }.map { trait, value in
      "_" + NameStyle.words(traits.traits[trait].values[value]).map { $0.lowercased() }.joined(separator: "_")
    }.joined()
  }

  /// Reports `second` taking `first`'s name, once per pair however many appearances collide; a note says
  /// where a name took the suffix of an appearance's trait values (`suffixed`), which the token's own name does
  /// not show (NVE's `boolean.NVE` in brand `RME` is `boolean_nve_rme`, as is the token `boolean.NVE_RME`).
  private mutating func report(
    _ name: String, _ first: ResolvedToken, _ second: ResolvedToken, suffixed: [(ResolvedToken, String)],
    output: SourceRange?
  ) {
    guard reported.insert([first.path.string, second.path.string]).inserted else { return }
    var collision = PlatformNames.collision(name, second, first, writer: AndroidWriter.name, output: output)
    for (token, suffix) in suffixed {
      collision.notes.append(
        Diagnostic.Note(
          "the android writer names the value of \(DiagnosticMessage.quoted(token.path.string)) in another appearance "
            + "with that appearance's trait values after its name ('\(suffix)'); rename one of the tokens"))
    }
    diagnostics.append(collision)
  }
}
