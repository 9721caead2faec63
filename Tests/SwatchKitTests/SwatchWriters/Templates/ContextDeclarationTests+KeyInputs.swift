import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A declaration's key covers its fields' inputs: over the golden cases and the key tests' edits, items of one
/// key show equal fields, and leaving out any one declared input, or reading an input no field declares, makes
/// two items of one key show a field differently, which the same check finds.
@Suite struct ContextDeclarationKeyInputTests {
  /// Every context of every graph of `ContextDeclarationTests.graphs()`, built once.
  static let contexts: [MustacheValue] = {
    let graphs = (try? ContextDeclarationTests.graphs()) ?? []
    return graphs.flatMap(ContextDeclarationTests.contexts)
  }()

  /// The golden cases' and the key tests' graphs, with the options and appearance names that vary what only some inputs cover: the
  /// contexts each input left out is looked for in.
  static let variedContexts: [String: [MustacheValue]] = {
    guard let graphs = try? ContextDeclarationTests.graphs() else { return [:] }
    var swift: [MustacheValue] = []
    var compose: [MustacheValue] = []
    for graph in graphs {
      for change in SwiftItemKeyTests.options.map(\.1) {
        var options = SwiftWriter.Options()
        change(&options)
        swift.append(SwiftItemKeyTests.context(graph, options: options))
      }
      for options in ComposeItemKeyTests.options {
        let context = WriterContext(templates: .builtIn, entryRange: nil)
        compose += ComposeWriter().templatedFiles(for: graph, options: options, context: context).files.map(\.context)
      }
    }
    return ["Swift": swift, "Compose": compose, "Token": graphs.map { TemplateContext.typed($0) }]
  }()

  /// The declared items templates get in keyed lists.
  static let keyed = [
    "SwiftColor", "SwiftConstant", "SwiftDynamic", "ComposeColor", "ComposeStyle", "ComposeValue", "ComposeConstant",
    "ComposeARGB", "ComposeChunkValue", "ComposeWideColor", "CSSRule", "CSSDeclaration", "AndroidResource", "Token",
  ]

  @Test func equalKeysShowEqualFieldsInEveryDeclaredItem() {
    #expect(Self.contexts.count > 400)
    let fields = ContextDeclarationTests.fields(Self.contexts)
    #expect(fields.conflicts.sorted() == [])
    for name in Self.keyed { #expect(fields.counts[name, default: 0] > 20, "\(name)") }
  }

  /// Each shared input of each keyed declaration, left out, lets two items of one key differ in a field that
  /// reads it: every declared input is needed, and the check would catch a field that reads it undeclared.
  /// It builds every golden case's contexts under every option (about 20 s on two cores), so
  /// it runs when `SWATCH_EXHAUSTIVE` is set, as `.ci/checks/key-inputs.sh` sets it; `swift test` stays quick.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["SWATCH_EXHAUSTIVE"] != nil, "set SWATCH_EXHAUSTIVE=1"),
    arguments: [
      inputs(SwiftContext.Color.self), inputs(SwiftContext.Constant.self), inputs(SwiftContext.Dynamic.self),
      inputs(ComposeContext.Color.self), inputs(ComposeContext.Style.self), inputs(ComposeContext.Value.self),
      inputs(ComposeContext.Constant.self), inputs(ComposeContext.ARGB.self), inputs(ComposeContext.ChunkValue.self),
      inputs(ComposeContext.WideColor.self), inputs(TemplateContext.Token.self),
    ])
  func everySharedInputIsNeeded(_ declaration: Inputs) {
    let family = Self.variedContexts.keys.first { declaration.name.hasPrefix($0) }
    let contexts = family.map { Self.variedContexts[$0]! } ?? []
    #expect(contexts.count > 20)
    let witnessed = Self.witnessed(declaration, in: contexts)
    let uncaught = declaration.rekeys.map(\.0).filter { !witnessed.contains($0) }
    #expect(uncaught == Self.unwitnessed[declaration.name, default: []], "\(declaration.name)")
  }

  /// The shared inputs of `declaration` whose leaving out lets two of its items of one key show a field
  /// differently somewhere in `contexts`: one walk, each item's fields written out once and grouped by every
  /// input's key at once (`DeclaredFields` does it for one key).
  static func witnessed(_ declaration: Inputs, in contexts: [MustacheValue]) -> Set<String> {
    var forms: [String: [UInt64: [String: [UInt8]]]] = [:]  // input, key, the first item's fields
    var witnessed = Set<String>()
    for context in contexts {
      DeclaredFields.forEachListed(in: context) { object, _ in
        guard type(of: object).shape.name == declaration.name else { return }
        let fields = DeclaredFields.written(object)
        for (input, rekey) in declaration.rekeys {
          guard let key = rekey(object) else { continue }
          guard let first = forms[input]?[key] else {
            forms[input, default: [:]][key] = fields
            continue
          }
          if first != fields { witnessed.insert(input) }
        }
      }
    }
    return witnessed
  }

  /// The inputs no two items of the varied contexts tell apart but by another input they also read, so
  /// leaving one out changes no field there: a Kotlin name is made from the path (names collide in no
  /// fixture), no fixture token keeps its path and changes its type, the few composites' last one and
  /// deprecations change only with their paths, and the dynamics' doc values (`"é"` composed or not) and names
  /// (the prefix option) vary only in the constants' fixtures. Their fields read them all the same, so each
  /// stays declared; the list is exact, so a new witness or a lost one fails the test.
  static let unwitnessed: [String: [String]] = [
    "ComposeColor": ["name", "path"], "ComposeStyle": ["name", "type", "deprecation", "path"],
    "ComposeValue": ["name", "type", "path"], "ComposeConstant": ["name", "type", "path"],
    "SwiftDynamic": ["name", "docValues"],
  ]

  /// A declaration's shared inputs, each with the key its items would have without it.
  struct Inputs: Sendable, CustomTestStringConvertible {
    let name: String
    let rekeys: [(String, @Sendable (any SwatchWriters.MustacheObject) -> UInt64?)]
    var testDescription: String { name }
  }

  static func inputs<O: DeclaredObject>(_ type: O.Type) -> Inputs {
    Inputs(
      name: O.declaration.shape.name,
      rekeys: O.declaration.sharedInputs.map { ($0.name, ContextDeclarationTests.keyWithout($0.name, of: O.self)) })
  }

  /// Two numbers, and an item showing them.
  struct Pair: Sendable {
    let a: Int
    let b: Int
  }

  /// Declares both inputs.
  final class Sound: DeclaredObject {
    static let a = KeyInput<Pair>.word("a") { UInt64($0.a) }
    static let b = KeyInput<Pair>.word("b") { UInt64($0.b) }
    static let declaration = ItemDeclaration<Pair>(
      "Sound", [.text("a", "a", reads: [a]) { "\($0.a)" }, .text("b", "b", reads: [b]) { "\($0.b)" }])
    let item: Pair
    init(_ item: Pair) { self.item = item }
  }

  /// Its field `b` reads `b` but declares only `a`.
  final class Unsound: DeclaredObject {
    static let declaration = ItemDeclaration<Pair>(
      "Unsound", [.text("a", "a", reads: [Sound.a]) { "\($0.a)" }, .text("b", "b", reads: [Sound.a]) { "\($0.b)" }])
    let item: Pair
    init(_ item: Pair) { self.item = item }
  }

  @Test func aFieldReadingAnUndeclaredInputIsCaught() {
    let pairs = [Pair(a: 1, b: 1), Pair(a: 1, b: 2), Pair(a: 2, b: 2)]
    let sound = ContextDeclarationTests.fields([Sound.list(pairs, keys: pairs.map(Sound.declaration.key))])
    let unsound = ContextDeclarationTests.fields([Unsound.list(pairs, keys: pairs.map(Unsound.declaration.key))])
    #expect(sound.conflicts.isEmpty)
    #expect(sound.counts["Sound"] == 3)
    #expect(unsound.conflicts == ["Unsound.b"])
  }

  @Test func aSharedInputIsHashedOnceHoweverManyFieldsReadIt() {
    #expect(SwiftContext.Color.declaration.sharedInputs.filter { $0.name == "record" }.count == 1)
    let reads = SwiftContext.Color.declaration.fields.filter { $0.reads.contains { $0.name == "record" } }
    #expect(reads.count > 5)
  }
}
