import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

@Suite struct ChunkedMapTests {
  @Test func valuesAndDiagnosticsComeOutInIndexOrderAcrossChunks() {
    let count = ChunkedMap.chunkSize * 5 + 7
    let (values, diagnostics) = ChunkedMap.map(count) { index, diagnostics in
      if index % 333 == 0 { diagnostics.append(Diagnostic(.outputModified("\(index)"), at: nil)) }
      return index * 2
    }
    #expect(values == (0..<count).map { $0 * 2 })
    let expected = stride(from: 0, to: count, by: 333).map { Diagnostic(.outputModified("\($0)"), at: nil).message }
    #expect(diagnostics.map(\.message) == expected)
  }

  @Test func eachChunkStartsFromTheGivenState() {
    let count = ChunkedMap.chunkSize * 3
    // The state counts the indices its chunk has made so far: it restarts at every chunk boundary.
    let (values, _) = ChunkedMap.map(count, state: 0) { _, made, _ in
      made += 1
      return made
    }
    #expect(values == (0..<count).map { $0 % ChunkedMap.chunkSize + 1 })
  }

  @Test func fewAndNoIndicesAreMadeInOneLoop() {
    #expect(ChunkedMap.map(3) { $0 + 1 } == [1, 2, 3])
    #expect(ChunkedMap.map(0) { $0 }.isEmpty)
  }
}
