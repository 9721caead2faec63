import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A pipeline that remembers what it read parses again only the files whose bytes changed, and resolves
/// exactly what a pipeline reading every file resolves.
@Suite struct DocumentMemoryTests {
  static let palette = SourceText(
    path: "tokens/palette.yaml",
    text: "color:\n  $type: color\n  red:\n    $value: \"#ff0000\"\n  blue:\n    $value: \"#0000ff\"\n")
  static let semantic = SourceText(
    path: "tokens/semantic.yaml", text: "accent:\n  $type: color\n  $value: \"{color.red}\"\n")
  static let broken = SourceText(path: "tokens/broken.yaml", text: "size:\n  $type: dimension\n  $value: [\n")

  /// What `sources` resolve to, and their diagnostics, as text, read with `memory`.
  static func resolved(_ sources: [SourceText], memory: DocumentMemory?) -> String {
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = memory
    let result = pipeline.resolve(sources)
    let graph = result.resolved.map { JSONSerializer().string(from: $0.jsonValue) } ?? "none"
    let diagnostics = result.diagnostics.map { "\($0.range?.start.line ?? 0):\($0.id) \($0.message)" }
    return graph + "\n" + diagnostics.joined(separator: "\n")
  }

  /// The sorted order of the last merge is taken again only for the same paths in the same order.
  @Test func theLastMergesOrderIsTakenOnlyForTheSamePaths() {
    let memory = DocumentMemory()
    let paths = [["color", "red"], ["a"], ["color", "blue"]]
    let order = { memory.order(of: $0, sortedBy: TokenGraphBuilder.pathOrder) }
    #expect(order(paths) == [1, 2, 0])
    #expect(order(paths) == [1, 2, 0])
    #expect(order([["color", "red"], ["z"], ["color", "blue"]]) == [2, 0, 1])
    #expect(order([["color", "blue"], ["color", "red"], ["z"]]) == [0, 1, 2])
  }

  /// Renaming a token moves it in the sorted graph; a rebuild with memory places it as a fresh one does.
  @Test func aRenameIsSortedAsAFreshResolveSortsIt() {
    let memory = DocumentMemory()
    _ = Self.resolved([Self.palette, Self.semantic], memory: memory)
    var renamed = Self.palette
    renamed.text = renamed.text.replacingOccurrences(of: "red:", with: "azure:")
      .replacingOccurrences(of: "blue:", with: "red:")
    var semantic = Self.semantic
    semantic.text = semantic.text.replacingOccurrences(of: "color.red", with: "color.azure")
    let edited = [renamed, semantic]
    let withMemory = Self.resolved(edited, memory: memory)
    #expect(withMemory == Self.resolved(edited, memory: nil))
    let azure = withMemory.range(of: "\"color.azure\"")
    let red = withMemory.range(of: "\"color.red\"")
    #expect(azure != nil && red != nil && azure!.lowerBound < red!.lowerBound)
  }

  @Test func aRebuildReadsOnlyTheChangedFilesAndResolvesTheSame() {
    let memory = DocumentMemory()
    let first = [Self.palette, Self.semantic]
    #expect(Self.resolved(first, memory: memory) == Self.resolved(first, memory: nil))
    #expect(memory.reused == 0)
    #expect(Self.resolved(first, memory: memory) == Self.resolved(first, memory: nil))
    #expect(memory.reused == 2)
    var edited = Self.palette
    edited.text = edited.text.replacingOccurrences(of: "#ff0000", with: "#ee0000")
    let second = [edited, Self.semantic]
    #expect(Self.resolved(second, memory: memory) == Self.resolved(second, memory: nil))
    let fresh = Self.resolved(second, memory: nil)
    #expect(fresh.contains("\"accent\"") && fresh.contains("#EE0000FF"))
    #expect(memory.reused == 1)
  }

  @Test func aFileWithErrorsIsRememberedWithItsDiagnostics() {
    let memory = DocumentMemory()
    let sources = [Self.palette, Self.broken]
    let fresh = Self.resolved(sources, memory: nil)
    #expect(fresh.contains("yaml."))
    #expect(Self.resolved(sources, memory: memory) == fresh)
    #expect(Self.resolved(sources, memory: memory) == fresh)
    #expect(memory.reused == 2)
  }

  /// Equal text is not enough: a composed and a decomposed `é` compare equal as strings but are other bytes,
  /// and every column after them differs.
  @Test func equalTextInOtherBytesIsReadAgain() {
    let memory = DocumentMemory()
    let composed = SourceText(path: "t.yaml", text: "caf\u{E9}:\n  $type: color\n  $value: \"#12345\"\n")
    let decomposed = SourceText(path: "t.yaml", text: "cafe\u{301}:\n  $type: color\n  $value: \"#12345\"\n")
    #expect(composed.text == decomposed.text)
    _ = Self.resolved([composed], memory: memory)
    #expect(Self.resolved([decomposed], memory: memory) == Self.resolved([decomposed], memory: nil))
    #expect(memory.reused == 0)
  }

  @Test func aBuildForgetsTheFilesItDidNotRead() {
    let memory = DocumentMemory()
    _ = Self.resolved([Self.palette, Self.semantic], memory: memory)
    _ = Self.resolved([Self.palette], memory: memory)
    _ = Self.resolved([Self.palette, Self.semantic], memory: memory)
    #expect(memory.reused == 1)
  }
  /// The same bytes read in another dialect are read again: a Style Dictionary project whose configuration now
  /// lists `size/px` makes the same file's bare sizes px.
  @Test func aFileReadInAnotherDialectIsReadAgain() {
    let memory = DocumentMemory()
    let file = SourceText(path: "t/a.json", text: #"{"size": {"font": {"value": "16"}}}"#)
    let read = { (pixels: Bool) in
      TokenPipeline.read([file], memory: memory, styleDictionary: [file.path], pixelSizes: pixels ? [file.path] : [])
    }
    let unit = { (pixels: Bool) in read(pixels).first?.document?.tokens.first?.value.text }
    #expect(unit(false) == "16rem")
    #expect(unit(true) == "16px")
    #expect(memory.reused == 0)
    #expect(unit(true) == "16px")
    #expect(memory.reused == 1)
  }
}
