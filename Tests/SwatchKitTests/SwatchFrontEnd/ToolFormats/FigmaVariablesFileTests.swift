import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// Figma's variables as its REST API returns them, or as a plugin lists them: collections become sets and
/// modifiers, values DTCG values, aliases references by name.
@Suite struct FigmaVariablesFileTests {
  /// `GET /v1/files/:key/variables/local`'s shape: objects keyed by id under `meta`.
  static let restResponse = ##"""
    {"status": 200, "error": false, "meta": {
      "variableCollections": {
        "C:1": {"id": "C:1", "name": "Primitives", "modes": [{"modeId": "1:0", "name": "Value"}], "defaultModeId": "1:0"},
        "C:2": {"id": "C:2", "name": "Color scheme", "modes": [{"modeId": "2:1", "name": "Dark"}, {"modeId": "2:0", "name": "Light"}]}
      },
      "variables": {
        "V:1": {"id": "V:1", "name": "gray/900", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": {"r": 0.1, "g": 0.1, "b": 0.1, "a": 1}}, "description": "", "scopes": ["ALL_SCOPES"]},
        "V:2": {"id": "V:2", "name": "gray/50", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 0.5}}, "description": "Lightest", "scopes": []},
        "V:3": {"id": "V:3", "name": "space/md", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                "valuesByMode": {"1:0": 16}, "scopes": ["GAP", "WIDTH_HEIGHT"]},
        "V:4": {"id": "V:4", "name": "weight/bold", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                "valuesByMode": {"1:0": 700}, "scopes": ["FONT_WEIGHT"]},
        "V:5": {"id": "V:5", "name": "count", "variableCollectionId": "C:1", "resolvedType": "FLOAT",
                "valuesByMode": {"1:0": 3}, "scopes": ["ALL_SCOPES"]},
        "V:6": {"id": "V:6", "name": "flags/beta", "variableCollectionId": "C:1", "resolvedType": "BOOLEAN",
                "valuesByMode": {"1:0": true}, "scopes": []},
        "V:7": {"id": "V:7", "name": "bg / primary", "variableCollectionId": "C:2", "resolvedType": "COLOR",
                "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:2"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "V:1"}}},
        "V:8": {"id": "V:8", "name": "bg/brand", "variableCollectionId": "C:2", "resolvedType": "COLOR",
                "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:99"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "V:98"}}}
      }}}
    """##

  private func resolve(_ text: String) throws -> (PipelineResult, ResolvedTokenGraph) {
    let result = try run(text)
    return (result, try #require(result.resolved, "\(result.diagnostics.map(\.message))"))
  }

  /// The pipeline's result for the variables file `text`, with the loader's diagnostics first.
  private func run(_ text: String) throws -> PipelineResult {
    let root = NSTemporaryDirectory() + "swatch-figma-api-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/variables.json"))
    #expect(ToolExportLoader.detect([root]) == .figmaVariablesFile)
    #expect(ToolExportLoader.detect([root + "/variables.json"]) == .figmaVariablesFile)
    let loaded = ToolExportLoader().load(root + "/variables.json", format: .figmaVariablesFile)
    let input = try #require(loaded.input, "\(loaded.diagnostics.map(\.message))")
    var result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(input)
    result.diagnostics = loaded.diagnostics + result.diagnostics
    return result
  }

  /// A plugin's bare list of variables, without the collections that name their modes, is said to be so
  /// (`format.empty`), not "a token file must hold a mapping".
  @Test func aBareListOfVariablesSaysItLacksItsCollections() {
    let text = ##"[{"id": "V:1", "name": "white", "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 1}}}]"##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "design/figma-variables.json", text: text)])
    #expect(result.diagnostics.map(\.id) == ["format.empty"])
    #expect(result.diagnostics.first?.message.contains("'figma-variables.json' looks like Figma's variables") == true)
  }

  /// Two variables of one collection with one name (SEED's `fg/brand-contrast`): the later is `token.duplicate`
  /// at its name, and nothing is built (an alias to it by id would take the first one's value).
  @Test func twoVariablesOfOneNameAreADuplicateNotOneToken() throws {
    let color = { (r: Int, g: Int, b: Int) in ##"{"r": \##(r), "g": \##(g), "b": \##(b), "a": 1}"## }
    let text = ##"""
      {"meta": {"variableCollections": {"C:1": {"id": "C:1", "name": "Color", "modes": [{"modeId": "1:0", "name": "Value"}]}},
       "variables": {
        "V:1": {"id": "V:1", "name": "fg/contrast", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": \##(color(1, 0, 0))}},
        "V:2": {"id": "V:2", "name": "fg/contrast", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": \##(color(0, 0, 1))}},
        "V:3": {"id": "V:3", "name": "button/bg", "variableCollectionId": "C:1", "resolvedType": "COLOR",
                "valuesByMode": {"1:0": {"type": "VARIABLE_ALIAS", "id": "V:2"}}}}}}
      """##
    let root = NSTemporaryDirectory() + "swatch-figma-namesakes-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/variables.json"))
    let loaded = ToolExportLoader().load(root + "/variables.json", format: .figmaVariablesFile)
    let duplicate = try #require(loaded.diagnostics.first { $0.id == "token.duplicate" })
    #expect(duplicate.severity == .error && duplicate.range?.start.line == 5, "\(duplicate)")
    #expect(duplicate.notes.first?.range?.start.line == 3)
    #expect(loaded.input != nil, "the rest is read, for keeping going")
    // The error stops the build; keeping going builds the rest, the later variable left out, with a warning.
    let config = "tokens: [variables.json]\noutputs: [{ writer: json, path: out }]\n"
    try Data(config.utf8).write(to: URL(fileURLWithPath: root + "/swatch.yaml"))
    let stopped = Project.load(configPath: root + "/swatch.yaml", tokenPaths: [])
    #expect(stopped.status == .errors && stopped.resolved == nil)
    let kept = Project.load(configPath: root + "/swatch.yaml", tokenPaths: [], keepGoing: true)
    #expect(!kept.diagnostics.containsErrors, "\(kept.diagnostics.map(\.message))")
    #expect(kept.diagnostics.contains { $0.id == "token.duplicate" && $0.severity == .warning })
    let graph = try #require(kept.resolved)
    #expect(graph.hex("fg.contrast") == "#FF0000FF" && graph.token("button.bg") == nil)
  }

  @Test func aRESTResponseIsReadAsSetsAndAnAppearanceModifier() throws {
    let (result, graph) = try resolve(Self.restResponse)
    #expect(graph.traits.traits.map(\.name) == ["appearance"])
    #expect(graph.hex("bg.primary", in: "light") == "#FFFFFF80" && graph.hex("bg.primary", in: "dark") == "#1A1A1AFF")
    #expect(graph.token("gray.50")?.description == "Lightest")
    #expect(graph.value("space.md") == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(graph.value("weight.bold") == .fontWeight(700))
    #expect(graph.value("count") == .number(3))
    #expect(graph.token("flags.beta") == nil && graph.token("bg.brand") == nil)
    let unmapped = result.diagnostics.filter { $0.id == "format.unmapped" }.map(\.message)
    #expect(unmapped.count == 2, "\(unmapped)")
    #expect(unmapped.contains { $0.contains("boolean") && $0.contains("'flags.beta'") && !$0.contains("other") })
    #expect(unmapped.contains { $0.contains("does not hold") && $0.contains("'bg.brand'") })
    let detected = try #require(result.diagnostics.first { $0.id == "format.detected" })
    #expect(detected.message.contains("Figma's variables"))
  }

  @Test func aPluginsListsAreReadAlike() throws {
    let plugin = ##"""
      {"collections": [{"id": "C:2", "name": "Theme", "modes": [{"modeId": "a", "name": "Light"}, {"modeId": "b", "name": "Dark"}]}],
       "variables": [{"id": "V:1", "name": "text", "variableCollectionId": "C:2", "resolvedType": "STRING",
                      "valuesByMode": {"a": "Day", "b": "Night"}},
                     {"id": "V:3", "name": "greeting", "variableCollectionId": "C:2", "resolvedType": "STRING",
                      "valuesByMode": {"a": "Hello, {name}!", "b": "Good night, {name}!"}},
                     {"id": "V:2", "name": "ink", "variableCollectionId": "C:2", "resolvedType": "COLOR",
                      "valuesByMode": {"a": {"r": 0, "g": 0, "b": 0, "a": 1}, "b": {"r": 1, "g": 1, "b": 1, "a": 1}}}]}
      """##
    let (_, graph) = try resolve(plugin)
    #expect(graph.value("text", in: "light") == .string("Day") && graph.value("text", in: "dark") == .string("Night"))
    #expect(graph.value("greeting", in: "dark") == .string("Good night, {name}!"))
    #expect(graph.hex("ink", in: "dark") == "#FFFFFFFF")
  }

  @Test func aPluginsNestedVariablesAndCollectionIdsAreReadToo() throws {
    let plugin = ##"""
      {"collections": [{"id": "C:1", "name": "Theme", "modes": [{"modeId": "a", "name": "Light"}, {"modeId": "b", "name": "Dark"}],
                        "variables": [{"id": "V:1", "name": "ink", "resolvedType": "COLOR",
                                       "valuesByMode": {"a": {"r": 0, "g": 0, "b": 0, "a": 1}, "b": {"r": 1, "g": 1, "b": 1, "a": 1}}}]}],
       "variables": [{"id": "V:2", "name": "space", "collectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["GAP"],
                      "valuesByMode": {"a": 8, "b": 8}}]}
      """##
    let (_, graph) = try resolve(plugin)
    #expect(graph.hex("ink", in: "light") == "#000000FF" && graph.hex("ink", in: "dark") == "#FFFFFFFF")
    #expect(graph.value("space") == .dimension(DimensionValue(value: 8, unit: .px)))
  }

  /// A plugin's collection that writes no ids, for itself or its variables (Confetti's export: one collection, its
  /// modes by id, its variables listed in it): each variable is a token. With no variable id they were all left
  /// out, and the build wrote an empty stylesheet with exit 0; with no collection id the file was `format.empty`.
  @Test func variablesAndCollectionsWithoutIdsAreRead() throws {
    let plugin = ##"""
      {"name": "Confetti Mobile", "modes": {"value": "Value"}, "defaultModeId": "value",
       "variables": [{"name": "color/primary", "resolvedType": "COLOR", "valuesByMode": {"value": {"r": 0.408, "g": 0.208, "b": 0.906, "a": 1}}},
                     {"name": "color/onPrimary", "resolvedType": "COLOR", "valuesByMode": {"value": {"r": 1, "g": 1, "b": 1, "a": 1}}}]}
      """##
    let (_, graph) = try resolve(plugin)
    #expect(graph.hex("color.primary") == "#6835E7FF" && graph.hex("color.onPrimary") == "#FFFFFFFF")
    #expect(graph.tokens.count == 2)
    // Objects keyed by id with no `id` inside take the key; two collections of one name and no ids stay two.
    let keyed = ##"""
      {"meta": {"variableCollections": {"VC:1": {"name": "Colors", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}]}},
                "variables": {"V:1": {"name": "a", "resolvedType": "COLOR", "variableCollectionId": "VC:1",
                                      "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 1}, "1:1": {"r": 0, "g": 0, "b": 0, "a": 1}}}}}}
      """##
    let (_, keyedGraph) = try resolve(keyed)
    #expect(keyedGraph.hex("a", in: "light") == "#FFFFFFFF" && keyedGraph.hex("a", in: "dark") == "#000000FF")
    let twins = ##"""
      {"collections": [
        {"name": "Colors", "modes": [{"modeId": "m1", "name": "Light"}, {"modeId": "m2", "name": "Dark"}],
         "variables": [{"name": "a", "type": "COLOR", "valuesByMode": {"m1": {"r": 1, "g": 1, "b": 1, "a": 1}, "m2": {"r": 0, "g": 0, "b": 0, "a": 1}}}]},
        {"name": "Colors", "modes": [{"modeId": "m1", "name": "Brand A"}, {"modeId": "m2", "name": "Brand B"}],
         "variables": [{"name": "b", "type": "COLOR", "valuesByMode": {"m1": {"r": 1, "g": 0, "b": 0, "a": 1}, "m2": {"r": 0, "g": 1, "b": 0, "a": 1}}}]}]}
      """##
    let (_, twinGraph) = try resolve(twins)
    #expect(
      twinGraph.hex("a", in: "dark Brand-B") == "#000000FF" && twinGraph.hex("a", in: "light Brand-B") == "#FFFFFFFF")
    #expect(
      twinGraph.hex("b", in: "dark Brand-B") == "#00FF00FF" && twinGraph.hex("b", in: "dark Brand-A") == "#FF0000FF")
  }

  /// The Export/Import Variables plugin writes a file per collection, its root the collection, its modes an object
  /// of names by id and a variable's type as `type`; an alias names a variable of another file. The folder is read
  /// as one export.
  @Test func aFileForEachCollectionIsReadTogether() throws {
    let primitives = ##"""
      {"id": "C:1", "name": "Primitives", "modes": {"1:0": "Mode 1"}, "variableIds": ["V:1"],
       "variables": [{"id": "V:1", "name": "gray/900", "type": "COLOR", "valuesByMode": {"1:0": {"r": 0.1, "g": 0.1, "b": 0.1, "a": 1}}}]}
      """##
    let theme = ##"""
      {"id": "C:2", "name": "Theme", "modes": {"2:0": "Light", "2:1": "Dark"},
       "variables": [{"id": "V:2", "name": "bg", "type": "COLOR",
                      "valuesByMode": {"2:0": {"r": 1, "g": 1, "b": 1, "a": 1}, "2:1": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}]}
      """##
    let folder = try TemporaryFolder(["primitive-colors.json": primitives, "theme-colors.json": theme])
    #expect(ToolExportLoader.detect([folder.path]) == .figmaVariablesFile)
    let loaded = ToolExportLoader().load(folder.path, format: .figmaVariablesFile)
    let input = try #require(loaded.input, "\(loaded.diagnostics.map(\.message))")
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(input)
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("bg", in: "light") == "#FFFFFFFF" && graph.hex("bg", in: "dark") == "#1A1A1AFF")
    #expect(graph.hex("gray.900") == "#1A1A1AFF")
  }

  /// A collection's modes keep the file's order with its default first (`defaultModeId`), so a trait of its own
  /// defaults to the mode Figma does, not to the first by name.
  @Test func modesKeepTheFilesOrderWithTheDefaultFirst() throws {
    let text = ##"""
      {"meta": {"variableCollections": {"C": {"id": "C", "name": "Density", "defaultModeId": "1:1",
         "modes": [{"modeId": "1:0", "name": "Spacious"}, {"modeId": "1:1", "name": "Regular"}, {"modeId": "1:2", "name": "Compact"}]}},
       "variables": {"V": {"id": "V", "name": "gap", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["GAP"],
                          "valuesByMode": {"1:0": 16, "1:1": 12, "1:2": 8}}}}}
      """##
    let (_, graph) = try resolve(text)
    #expect(graph.traits.traits.first { $0.name == "Density" }?.values == ["Regular", "Spacious", "Compact"])
    #expect(graph.value("gap") == .dimension(DimensionValue(value: 12, unit: .px)))
  }

  /// A file that looks like Figma's variables but holds no collection Swatch can read is an error that says so,
  /// never an exit status without a word.
  @Test func aFileOfNoReadableCollectionSaysSo() throws {
    let text = ##"{"collections": [{"name": "T", "modes": "x", "variables": [{"valuesByMode": {}}]}]}"##
    let folder = try TemporaryFolder(["v.json": text])
    let loaded = ToolExportLoader().load(folder.path + "/v.json", format: .figmaVariablesFile)
    #expect(loaded.input == nil)
    #expect(loaded.diagnostics.map(\.id) == ["format.empty"])
    #expect(loaded.diagnostics.first?.severity == .error)
  }

  /// Figma's numbers alias each other across scopes: a font size (px) aliasing a plain number reads it as px.
  @Test func aSizeAliasingAPlainNumberReadsItAsPixels() throws {
    let text = ##"""
      {"meta": {"variableCollections": {"C": {"id": "C", "name": "Scale", "modes": [{"modeId": "m", "name": "Value"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "scale/100", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["ALL_SCOPES"], "valuesByMode": {"m": 14}},
         "V:2": {"id": "V:2", "name": "font-size/100", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["FONT_SIZE"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}}}}
      """##
    let (_, graph) = try resolve(text)
    #expect(graph.value("scale.100") == .number(14))
    #expect(graph.value("font-size.100") == .dimension(DimensionValue(value: 14, unit: .px)))
  }

  /// Figma lets any number alias any other: one aliasing a weight (`FONT_WEIGHT`) reads its number.
  @Test func aNumberAliasingAWeightReadsItsNumber() throws {
    let text = ##"""
      {"meta": {"variableCollections": {"C": {"id": "C", "name": "Type", "modes": [{"modeId": "m", "name": "Value"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "weight/bold", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["FONT_WEIGHT"], "valuesByMode": {"m": 700}},
         "V:2": {"id": "V:2", "name": "semantic/weight", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["ALL_SCOPES"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}}}}
      """##
    let (_, graph) = try resolve(text)
    #expect(graph.value("weight.bold") == .fontWeight(700))
    #expect(graph.value("semantic.weight") == .number(700))
  }

  /// A variable aliasing the variable of the same name in another collection (`color/white` in the theme over the
  /// primitive `color/white`) takes its value, rather than naming itself: no cycle.
  @Test func anAliasToTheSameNameInAnotherCollectionTakesItsValue() throws {
    let text = ##"""
      {"meta": {"variableCollections": {
         "P": {"id": "P", "name": "Primitives", "modes": [{"modeId": "p", "name": "Value"}]},
         "T": {"id": "T", "name": "Theme", "modes": [{"modeId": "l", "name": "Light"}, {"modeId": "d", "name": "Dark"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "color/white", "variableCollectionId": "P", "resolvedType": "COLOR",
                 "valuesByMode": {"p": {"r": 1, "g": 1, "b": 1, "a": 1}}},
         "V:2": {"id": "V:2", "name": "color/white", "variableCollectionId": "T", "resolvedType": "COLOR",
                 "valuesByMode": {"l": {"type": "VARIABLE_ALIAS", "id": "V:1"}, "d": {"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}}}}}}
      """##
    let (result, graph) = try resolve(text)
    #expect(!result.diagnostics.contains { $0.id == "alias.cycle" || $0.id == "token.override" })
    #expect(graph.hex("color.white", in: "light") == "#FFFFFFFF")
    #expect(graph.hex("color.white", in: "dark") == "#E6E6E6FF")
  }

  /// A variable aliasing its namesake in another collection of several modes (BILD's `menuItemFontSize` of the
  /// breakpoints over the brands') takes the namesake's value in each of its modes, not in its default mode only;
  /// a size-scoped float over an unscoped one makes both px (they were a type conflict and `14` without a unit).
  @Test func anAliasToANamesakeOfSeveralModesTakesEachOfThem() throws {
    let text = ##"""
      {"collections": [
        {"id": "C:1", "name": "Brand", "defaultModeId": "1:0",
         "modes": [{"modeId": "1:0", "name": "BILD"}, {"modeId": "1:1", "name": "Sport"}],
         "variables": [
          {"id": "V:1", "name": "menu/fontSize", "resolvedType": "FLOAT", "scopes": [], "valuesByMode": {"1:0": 14, "1:1": 16}},
          {"id": "V:3", "name": "ink", "resolvedType": "COLOR",
           "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1}, "1:1": {"r": 0, "g": 0, "b": 1, "a": 1}}}]},
        {"id": "C:2", "name": "Breakpoint", "defaultModeId": "2:0",
         "modes": [{"modeId": "2:0", "name": "SM"}, {"modeId": "2:1", "name": "LG"}],
         "variables": [
          {"id": "V:2", "name": "menu/fontSize", "resolvedType": "FLOAT", "scopes": ["FONT_SIZE"],
           "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}, "2:1": 20}},
          {"id": "V:4", "name": "ink", "resolvedType": "COLOR",
           "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "V:3"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "V:3"}}}]}]}
      """##
    let (result, graph) = try resolve(text)
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
    let px = { Optional(TokenValue.dimension(DimensionValue(value: $0, unit: .px))) }
    let size = { graph.value("menu.fontSize", in: $0) }
    #expect(size("SM BILD") == px(14) && size("SM Sport") == px(16))
    #expect(size("LG BILD") == px(20) && size("LG Sport") == px(20))
    #expect(graph.hex("ink", in: "SM Sport") == "#0000FFFF" && graph.hex("ink", in: "LG Sport") == "#0000FFFF")
    #expect(graph.hex("ink", in: "LG BILD") == "#000000FF")
    // Namesakes that only alias each other define nothing: a cycle, said as one, not a token gone without a word.
    let cycle = text.replacingOccurrences(
      of: ##""1:0": 14, "1:1": 16"##,
      with: ##""1:0": {"type": "VARIABLE_ALIAS", "id": "V:2"}, "1:1": {"type": "VARIABLE_ALIAS", "id": "V:2"}"##
    )
    .replacingOccurrences(of: ##""2:1": 20"##, with: ##""2:1": {"type": "VARIABLE_ALIAS", "id": "V:1"}"##)
    #expect(cycle != text)
    let root = NSTemporaryDirectory() + "swatch-figma-cycle-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Data(cycle.utf8).write(to: URL(fileURLWithPath: root + "/variables.json"))
    let loaded = ToolExportLoader().load(root + "/variables.json", format: .figmaVariablesFile)
    let cycled = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    #expect(cycled.diagnostics.contains { $0.id == "alias.cycle" }, "\(cycled.diagnostics.map(\.message))")
  }

  /// A variable whose name another continues (Spectrum S2's `Banner/Padding/Horizontal` beside its
  /// `…/Regular`) is its group's `$root` token, and an alias to it reaches it there: one of the two was dropped
  /// without a word, which one by the file's order.
  @Test func aVariableOtherNamesContinueIsItsGroupsRoot() throws {
    let text = ##"""
      {"meta": {"variableCollections": {"C": {"id": "C", "name": "Layout", "modes": [{"modeId": "m", "name": "Value"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "pad/h/regular", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["GAP"], "valuesByMode": {"m": 16}},
         "V:2": {"id": "V:2", "name": "pad/h", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["GAP"], "valuesByMode": {"m": 12}},
         "V:3": {"id": "V:3", "name": "card/pad", "variableCollectionId": "C", "resolvedType": "FLOAT",
                 "scopes": ["GAP"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "V:2"}}}}}}
      """##
    let (result, graph) = try resolve(text)
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
    let px = { TokenValue.dimension(DimensionValue(value: $0, unit: .px)) }
    #expect(graph.value("pad.h.$root") == px(12) && graph.value("pad.h.regular") == px(16))
    #expect(graph.value("card.pad") == px(12))
    // A variable itself named `pad/h/$root` keeps the two a token and a group: said, not one of them lost.
    let literal = text.replacingOccurrences(
      of: ##""V:3": {"id": "V:3", "name": "card/pad""##, with: ##""V:3": {"id": "V:3", "name": "pad/h/$root""##)
    #expect(literal != text)
    let conflict = try run(literal)
    #expect(conflict.resolved == nil && conflict.diagnostics.containsErrors, "\(conflict.diagnostics.map(\.message))")
  }

  /// A library's collection (`remote: true`) beside the file's own of one name (Spectrum S2's two `Layout`s): the
  /// file's own variable wins whichever the file lists first, and its replacing the library's is said nothing of.
  @Test(arguments: [false, true])
  func theFilesOwnVariableWinsOverALibrarysNamesake(_ remoteFirst: Bool) throws {
    let local = ##""L": {"id": "L", "name": "Layout", "remote": false, "modes": [{"modeId": "l", "name": "Value"}]}"##
    let remote = ##""R": {"id": "R", "name": "Layout", "remote": true, "modes": [{"modeId": "r", "name": "Value"}]}"##
    let text = ##"""
      {"meta": {"variableCollections": {\##(remoteFirst ? remote + ", " + local : local + ", " + remote)},
       "variables": {
         "V:1": {"id": "V:1", "name": "gap/medium", "variableCollectionId": "L", "resolvedType": "FLOAT",
                 "scopes": ["GAP"], "valuesByMode": {"l": 8}},
         "V:2": {"id": "V:2", "name": "gap/medium", "variableCollectionId": "R", "resolvedType": "FLOAT",
                 "scopes": ["GAP"], "valuesByMode": {"r": 12}}}}}
      """##
    let (result, graph) = try resolve(text)
    #expect(graph.value("gap.medium") == .dimension(DimensionValue(value: 8, unit: .px)))
    #expect(!result.diagnostics.contains { $0.id == "token.override" }, "\(result.diagnostics.map(\.message))")
    // Something aliasing the library's variable takes the file's value: that is said.
    let aliasing = text.replacingOccurrences(
      of: ##""valuesByMode": {"r": 12}}"##,
      with:
        ##""valuesByMode": {"r": 12}}, "V:3": {"id": "V:3", "name": "card/gap", "variableCollectionId": "L", "resolvedType": "FLOAT", "scopes": ["GAP"], "valuesByMode": {"l": {"type": "VARIABLE_ALIAS", "id": "V:2"}}}"##
    )
    #expect(aliasing != text)
    let (said, _) = try resolve(aliasing)
    #expect(said.diagnostics.contains { $0.id == "token.override" }, "\(said.diagnostics.map(\.message))")
  }

  /// Two collections' variables of one name, neither aliasing the other (FigVar's `SM`, a radius of
  /// `Corner_Radius` and a gap of `Spacing_Tokens`), are one token, the later collection's: the earlier one's
  /// values were lost without a word; a `token.override` warning names both.
  @Test func aVariableReplacedByANamesakeOfAnotherCollectionIsSaid() throws {
    let text = ##"""
      {"meta": {"variableCollections": {
         "R": {"id": "R", "name": "Corner_Radius", "modes": [{"modeId": "r", "name": "Value"}]},
         "S": {"id": "S", "name": "Spacing_Tokens", "modes": [{"modeId": "s", "name": "Value"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "SM", "variableCollectionId": "R", "resolvedType": "FLOAT", "valuesByMode": {"r": 4}},
         "V:2": {"id": "V:2", "name": "SM", "variableCollectionId": "S", "resolvedType": "FLOAT", "valuesByMode": {"s": 40}}}}}
      """##
    let (result, graph) = try resolve(text)
    #expect(graph.value("SM") == .number(40))
    let warning = try #require(result.diagnostics.first { $0.id == "token.override" })
    #expect(warning.severity == .warning)
    let said = "'SM' of collection 'Corner_Radius' is replaced by the one of that name in 'Spacing_Tokens'"
    #expect(warning.message.contains(said))
    #expect(warning.range?.start.line == 5 && warning.notes.first?.range?.start.line == 6)
  }

  /// A string variable scoped to font families alone is a font family, aliases to plain strings included.
  @Test func aStringScopedToFontFamiliesIsAFontFamily() throws {
    let text = ##"""
      {"meta": {"variableCollections": {"C": {"id": "C", "name": "Type", "modes": [{"modeId": "m", "name": "Value"}]}},
       "variables": {
         "V:1": {"id": "V:1", "name": "brand", "variableCollectionId": "C", "resolvedType": "STRING",
                 "scopes": ["ALL_SCOPES"], "valuesByMode": {"m": "Inter"}},
         "V:2": {"id": "V:2", "name": "font/body", "variableCollectionId": "C", "resolvedType": "STRING",
                 "scopes": ["FONT_FAMILY"], "valuesByMode": {"m": "Inter, sans-serif"}},
         "V:3": {"id": "V:3", "name": "font/heading", "variableCollectionId": "C", "resolvedType": "STRING",
                 "scopes": ["FONT_FAMILY"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}}}}
      """##
    let (_, graph) = try resolve(text)
    #expect(graph.value("font.body") == .fontFamily(["Inter", "sans-serif"]))
    #expect(graph.value("font.heading") == .fontFamily(["Inter"]))
    #expect(graph.value("brand") == .string("Inter"))
  }

  @Test func aBadValueIsReportedWhereTheFileWritesIt() throws {
    let root = NSTemporaryDirectory() + "swatch-figma-api-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let text = Self.restResponse.replacing(
      ##""valuesByMode": {"1:0": 16}"##, with: ##""valuesByMode": {"1:0": "wide"}"##)
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/variables.json"))
    let loaded = ToolExportLoader().load(root + "/variables.json", format: .figmaVariablesFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.id == "value.invalid")
    #expect(error.range?.file == root + "/variables.json" && error.range?.start.line == 12, "\(error)")
  }

  /// A name nested past a token file's groups, and more values than the limit, are errors, not a crash or a
  /// tree of every mode.
  @Test func hostileNamesAndSizesAreStopped() throws {
    let deep = String(repeating: "a/", count: 50_000) + "b"
    let named = Self.restResponse.replacing(##""name": "count""##, with: ##""name": ""## + deep + ##"""##)
    let root = NSTemporaryDirectory() + "swatch-figma-api-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try Data(named.utf8).write(to: URL(fileURLWithPath: root + "/variables.json"))
    let loaded = ToolExportLoader().load(root + "/variables.json", format: .figmaVariablesFile)
    #expect(loaded.diagnostics.contains { $0.id == "group.too-deep" && $0.range?.start.line == 15 })

    let modes = (0..<3_000).map { ##"{"modeId": "m\##($0)", "name": "m\##($0)"}"## }.joined(separator: ", ")
    let variables = (0..<1_000).map {
      ##"{"id": "V\##($0)", "name": "v\##($0)", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {}}"##
    }.joined(separator: ", ")
    let large =
      ##"{"collections": [{"id": "C", "name": "c", "modes": ["## + modes + ##"]}], "variables": ["## + variables + "]}"
    try Data(large.utf8).write(to: URL(fileURLWithPath: root + "/variables.json"))
    let stopped = ToolExportLoader().load(root + "/variables.json", format: .figmaVariablesFile)
    #expect(stopped.input == nil)
    #expect(stopped.diagnostics.contains { $0.id == "traits.limit" && $0.message.contains("3000000 values") })
  }
}
