import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Swift context's item keys (`SwiftContext+Tokens.swift`, `SwiftContext+Color.swift`): two items with one key, in one build or across an
/// edit, have the same JSON form, and an edit of one token leaves most keys as they were. The graph has eight
/// appearances (light/dark × contrast × level), colors that alias palette colors, and varying dimensions,
/// shadows and typographies, so every keyed list has items. `TemplateItemKeyTests` reuses the graph and edits.
@Suite struct SwiftItemKeyTests {
  /// The tokens every edit starts from.
  static let base = """
    palette:
      $type: color
      blue: { $value: "#0000FF", $modes: { dark: "#000088" } }
      gray: { $value: "#888888", $modes: { high-contrast: "#444444", dark high-contrast: "#CCCCCC" } }
      red: "#FF0000"
    semantic:
      $type: color
      accent: { $value: "{palette.blue}", $description: Accent }
      border: "{palette.gray}"
      danger: "{palette.red}"
    shadow:
      $type: shadow
      low: { $value: { color: "{palette.gray}", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px } }
    space:
      $type: dimension
      card: { $value: 8px, $modes: { dark: 12px } }
      gap: { $value: 2px, $modes: { elevated: 3px } }
      small: 4px
    type:
      $type: typography
      body: { $value: { fontFamily: Inter, fontSize: 16px, fontWeight: 400, letterSpacing: 0px, lineHeight: 1.5 } }

    """

  /// An edit of `base`: each `(old, new)` replaces one text that must be there.
  struct Edit: Sendable, CustomTestStringConvertible {
    let name: String
    let replacements: [(String, String)]
    /// How many of the base's distinct keys the edit changes in the Swift and in the template context.
    let swiftLost: Int
    var templateLost = 0
    var testDescription: String { name }

    func apply(to text: String) -> String {
      replacements.reduce(text) { text, replacement in
        #expect(text.contains(replacement.0), "\(name): no \(replacement.0)")
        return text.replacingOccurrences(of: replacement.0, with: replacement.1)
      }
    }
  }

  /// The edits, each with the keys it changes: an item's whose token record changes (a retargeted alias
  /// changes its record: the target's path), and in Swift a color's whose row or palette positions move, and
  /// the first dynamic's. Additions change none.
  static let edits: [Edit] = [
    Edit(name: "palette value", replacements: [("\"#FF0000\"", "\"#EE0000\"")], swiftLost: 3, templateLost: 2),
    Edit(name: "shared palette line", replacements: [("\"#0000FF\"", "\"#888888\"")], swiftLost: 7, templateLost: 2),
    Edit(
      name: "description added",
      replacements: [("danger: \"{palette.red}\"", "danger: { $value: \"{palette.red}\", $description: Danger }")],
      swiftLost: 1, templateLost: 1),
    Edit(name: "description changed", replacements: [("Accent }", "Accent color }")], swiftLost: 1, templateLost: 1),
    Edit(
      name: "renamed", replacements: [("blue:", "navy:"), ("{palette.blue}", "{palette.navy}")], swiftLost: 4,
      templateLost: 2),
    Edit(name: "color deleted", replacements: [("  border: \"{palette.gray}\"\n", "")], swiftLost: 2, templateLost: 1),
    Edit(
      name: "first dynamic moved last", replacements: [("shadow:\n  $type", "zshadow:\n  $type")], swiftLost: 3,
      templateLost: 2),
    Edit(
      name: "alias retargeted",
      replacements: [("accent: { $value: \"{palette.blue}\"", "accent: { $value: \"{palette.red}\"")], swiftLost: 1,
      templateLost: 1),
    Edit(
      name: "reordered in source", replacements: [("  gap:", "  small: 4px\n  gap:"), ("  small: 4px\ntype", "type")],
      swiftLost: 0),
    Edit(
      name: "names swapped", replacements: [("blue:", "tmp:"), ("red:", "blue:"), ("tmp:", "red:")], swiftLost: 6,
      templateLost: 4),
    Edit(
      name: "deprecated", replacements: [("small: 4px", "small: { $value: 4px, $deprecated: use space.card }")],
      swiftLost: 1, templateLost: 1),
    Edit(name: "inserted first", replacements: [("  blue:", "  aqua: \"#00FFFF\"\n  blue:")], swiftLost: 6),
    Edit(
      name: "name collides",
      replacements: [("shadow:\n", "spaceCard: { $type: dimension, $value: 8px, $modes: { dark: 12px } }\nshadow:\n")],
      swiftLost: 0),
  ]

  static func graph(_ yaml: String, traits: TraitSet = .standard) throws -> ResolvedTokenGraph {
    let result = TokenPipeline(traits: traits).resolve([SourceText(path: "tokens.yaml", text: yaml)])
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    return try #require(result.resolved)
  }

  static func context(_ graph: ResolvedTokenGraph, options: SwiftWriter.Options = .init()) -> MustacheValue {
    let names = PlatformNames.assign(graph, writer: "swift", output: nil) {
      SwiftIdentifier.tokenMember($0, prefix: options.prefix)
    }.0
    return SwiftContext(graph: graph, names: names, options: options).value
  }

  static func keyed(_ values: MustacheValue...) -> KeyedItems {
    var items = KeyedItems()
    for value in values { items.add(value) }
    return items
  }

  /// Checks that `before` and `after` keep the promise together, and returns how many of `before`'s keys
  /// `after` lost.
  static func lostKeys(_ before: MustacheValue, _ after: MustacheValue) -> Int {
    let both = keyed(before, after)
    #expect(both.conflicts.isEmpty, "\(both.conflicts.map { "\($0.first)\n≠ \($0.second)" })")
    let (old, new) = (keyed(before), keyed(after))
    return old.forms.count - old.sharedKeys(with: new)
  }

  @Test func everyTokenListIsKeyedAndItsKeysAreSound() throws {
    let items = Self.keyed(Self.context(try Self.graph(Self.base)))
    // colors, palette (blue twice, gray three times, red once), constants, shadows, typographies, dynamics.
    #expect(items.keyedLists == 6)
    #expect(items.itemCount == 6 + 6 + 5 + 1 + 1 + 3)
    #expect(items.conflicts.isEmpty)
  }

  @Test(arguments: edits) func anEditKeepsThePromiseAndMostKeys(_ edit: Edit) throws {
    let before = Self.context(try Self.graph(Self.base))
    let after = Self.context(try Self.graph(edit.apply(to: Self.base)))
    let lost = Self.lostKeys(before, after)
    #expect(lost == edit.swiftLost)
  }

  static var options: [(String, (inout SwiftWriter.Options) -> Void)] {
    [
      ("access", { $0.access = .internal }), ("style", { $0.style = .extensions }),
      ("namespace", { $0.namespace = "Colors" }), ("tokensNamespace", { $0.tokensNamespace = "Tokens" }),
      ("prefix", { $0.prefix = "sw" }), ("file", { $0.file = "Tokens" }),
    ]
  }

  @Test func anOptionChangeKeepsThePromise() throws {
    let graph = try Self.graph(Self.base)
    let before = Self.context(graph)
    var lost: [String: Int] = [:]
    for (name, change) in Self.options {
      var options = SwiftWriter.Options()
      change(&options)
      lost[name] = Self.lostKeys(before, Self.context(graph, options: options))
    }
    // The access level, style, colors namespace and file name show in no item; the tokens namespace shows
    // in the accessor lines of the 4 varying colors and the 3 varying others (each a constant and a dynamic),
    // the prefix in the name of every token (14 distinct items: `shadow.low` is one in two lists).
    #expect(lost == ["access": 0, "style": 0, "namespace": 0, "file": 0, "tokensNamespace": 10, "prefix": 14])
  }

  /// Traits with the standard traits' shape but other names for the level: the same values in every
  /// appearance, under other appearance names.
  static let renamedLevel = TraitSet([
    Trait(name: "appearance", values: ["light", "dark"]),
    Trait(name: "contrast", values: ["normal", "high-contrast"]),
    Trait(name: "level", values: ["ground", "elevated"]),
  ])

  @Test func renamedAppearancesKeepThePromise() throws {
    let before = Self.context(try Self.graph(Self.base))
    let after = Self.context(try Self.graph(Self.base, traits: Self.renamedLevel))
    // Every token lists its values by appearance name in its doc lines; the palette lines stay.
    #expect(Self.lostKeys(before, after) == 14)
  }

  /// The UTF-8 bytes of the JSON form of the last item of `constants` in `context`.
  static func lastConstantBytes(_ context: MustacheValue) throws -> [UInt8] {
    guard case .object(let root) = context, case .items(let constants)? = root.child(named: "constants") else {
      throw CancellationError()
    }
    return Array(JSONSerializer().string(from: constants.item(constants.count - 1).json).utf8)
  }

  @Test func equalTextsOfOtherScalarsKeepThePromise() throws {
    // `a.first` is "é" decomposed, `b.second` composed: Swift strings equal, so the value table makes both
    // doc lines from the first, and `b.second`'s doc line changes when `a.first` goes. Its JSON forms are
    // equal as Swift strings compare, so only their bytes (what the renderer copies) tell them apart.
    let second = "b:\n  $type: string\n  second: \"\u{E9}\"\n"
    let both = "a:\n  $type: string\n  first: \"e\u{301}\"\n" + second
    let (before, after) = (Self.context(try Self.graph(both)), Self.context(try Self.graph(second)))
    #expect(try Self.lastConstantBytes(before) != Self.lastConstantBytes(after))
    #expect(Self.lostKeys(before, after) == 2)
  }
}
