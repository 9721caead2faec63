import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A resolve that patches the graph its `DocumentMemory` kept gives exactly what a resolve from scratch gives:
/// every field of every token, the table `swatch resolve --wide` prints, the JSON, every diagnostic and the
/// per-token tables the writers carry from the last graph (record keys, path words).
@Suite struct GraphPatchPropertyTests {
  /// Everything a resolve gave, as text: diagnostics first, then the graph field by field.
  static func dump(_ result: PipelineResult) -> String {
    var lines = result.diagnostics.map(diagnosticLine)
    guard let graph = result.resolved else { return (lines + ["no graph"]).joined(separator: "\n") }
    lines.append("files \(graph.sourceFiles); differing \(graph.typesDifferingFromGroup.sorted { $0.key < $1.key })")
    for (index, token) in graph.tokens.enumerated() {
      let fields: [String] = [
        "\(index) \(token.path.string) \(token.type)", String(reflecting: token.description),
        String(reflecting: token.deprecation), String(reflecting: token.extensions), place(token.definedAt),
        String(reflecting: token.values), String(reflecting: token.origins), String(reflecting: token.memberOrigins),
        "absent \(token.absentAppearances.sorted())", "classes \(graph.appearances.map { token.valueClass($0.index) })",
        "constant \(token.isConstant)",
      ]
      lines.append(fields.joined(separator: " | "))
    }
    // Asked of every graph, so that the next patched graph carries them (`GraphMemo.value(_:carry:make:)`).
    lines.append("text styles \(graph.textStyles)")
    // The writers' per-token tables, carried the same way.
    lines.append("record keys \(graph.recordKeys)")
    lines.append("path words \(graph.pathWords)")
    // Platform names of the colors only, carried unless a token made again is a color no more, or now is one.
    let (names, collisions) = PlatformNames.assign(
      graph, writer: "test", output: nil, rule: "colors", include: { $0.type == .color },
      nameFromWords: { $0.joined(separator: "-") })
    lines.append("color names \(names.names) \(collisions.map(diagnosticLine))")
    // Android's resources, each token's carried unless it was made again.
    let android = AndroidResourceSet(graph: graph, prefix: "p_")
    for (folder, entries) in [("day", android.day), ("night", android.night)] {
      lines.append("android \(folder) " + entries.map { "\($0.name)=\($0.value)\($0.items)" }.joined(separator: " "))
    }
    lines.append("android \(android.diagnostics.map(diagnosticLine))")
    // The contrast pairs inferred from names, carried unless a token made again is a color no more, or now is.
    let inferred = ContrastInference.pairs(in: graph).map { "\($0.foreground)/\($0.background)/\($0.minimum)" }
    lines.append("inferred \(inferred)")
    lines.append(graph.table(wide: true))
    lines.append(JSONSerializer().string(from: graph.jsonValue))
    return lines.joined(separator: "\n")
  }

  static func place(_ range: SourceRange?) -> String {
    guard let range else { return "-" }
    return "\(range.file):\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
  }

  static func diagnosticLine(_ diagnostic: Diagnostic) -> String {
    let notes = diagnostic.notes.map { "note \(place($0.range)) \($0.message)" }
    return (["\(diagnostic.severity) \(place(diagnostic.range)) \(diagnostic.message) [\(diagnostic.id)]"] + notes)
      .joined(separator: "; ")
  }

  /// `iterations` random edits, each resolved through one memory and from scratch; returns how many resolves
  /// patched the graph and how many of those made fewer tokens than the graph holds.
  static func run(seed: UInt64, iterations: Int) -> (patched: Int, partial: Int) {
    var rng = SplitMix(seed: seed)
    var tokens = PatchedTokenSet()
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    let fresh = TokenPipeline(traits: .standard)
    let first = pipeline.resolve(tokens.sources)
    #expect(first.resolved != nil, "\(dump(first))")
    #expect(first.remadeTokens == nil)
    var (patched, partial, hasErrors) = (0, 0, false)
    for step in 0..<iterations {
      tokens.edit(using: &rng, hasErrors: hasErrors)
      let kept = pipeline.resolve(tokens.sources)
      let clean = fresh.resolve(tokens.sources)
      hasErrors = clean.resolved == nil
      #expect(clean.remadeTokens == nil)
      let (mine, theirs) = (dump(kept), dump(clean))
      if mine != theirs {
        let line = zip(mine.split(separator: "\n"), theirs.split(separator: "\n")).first { $0 != $1 }?.0 ?? ""
        Issue.record("seed \(seed) step \(step): the patched graph differs from line \(line.prefix(160))")
      }
      if ProcessInfo.processInfo.environment["PATCH_TRACE"] != nil {
        print("step \(step): \(kept.remadeTokens.map { "\($0.count)" } ?? "all") \(clean.diagnostics.map(\.id))")
      }
      if let remade = kept.remadeTokens {
        patched += 1
        if remade.count < kept.resolved!.tokens.count { partial += 1 }
      }
    }
    return (patched, partial)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func aPatchedGraphIsWhatAResolveFromScratchMakes(seed: UInt64) {
    let (patched, partial) = Self.run(seed: seed, iterations: 60)
    // Most edits keep the structure; a test that never patched would prove nothing.
    #expect(patched >= 10, "seed \(seed): only \(patched) patched resolves")
    #expect(partial >= 5, "seed \(seed): only \(partial) partial patches")
  }
}
