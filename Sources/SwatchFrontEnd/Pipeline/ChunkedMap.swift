import Dispatch

/// Work done per token on every core: the front end's passes after parsing each walk every token once, and a
/// token's result depends only on the graph they read, so the tokens are split into chunks made in parallel.
/// Results and diagnostics come out in token order, exactly as one loop would make them.
///
/// Used by binding, literal reading and building the resolved graph; the alias walks stay one appearance
/// after another.
enum ChunkedMap {
  /// How many tokens one task makes: enough that scheduling costs nothing beside them.
  static let chunkSize = 1024

  /// `make` of each index below `count`, in order, written in place into the result.
  static func map<Element>(_ count: Int, _ make: (Int) -> Element) -> [Element] {
    map(count, state: ()) { index, _, _ in make(index) }.values
  }

  /// `make` of each index below `count`, in order, with the diagnostics each reports, in the same order.
  static func map<Element>(
    _ count: Int, _ make: (Int, inout [Diagnostic]) -> Element
  ) -> (values: [Element], diagnostics: [Diagnostic]) {
    map(count, state: ()) { index, _, diagnostics in make(index, &diagnostics) }
  }

  /// `make` of each index below `count`, in order, with the diagnostics each reports; each chunk starts from its
  /// own copy of `state`, which `make` may use as a cache (a result must not depend on what the cache holds).
  static func map<Element, State>(
    _ count: Int, state: State, _ make: (Int, inout State, inout [Diagnostic]) -> Element
  ) -> (values: [Element], diagnostics: [Diagnostic]) {
    let chunks = (count + chunkSize - 1) / chunkSize
    guard chunks > 1 else {
      var (state, diagnostics) = (state, [Diagnostic]())
      return ((0..<count).map { make($0, &state, &diagnostics) }, diagnostics)
    }
    let reported = ResultSlots<[Diagnostic]>(count: chunks)
    nonisolated(unsafe) let initial = state
    let values = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let buffer = buffer
      withoutActuallyEscaping(make) { make in
        nonisolated(unsafe) let make = make
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
          var (state, diagnostics) = (initial, [Diagnostic]())
          for index in (chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize) {
            (buffer.baseAddress! + index).initialize(to: make(index, &state, &diagnostics))
          }
          reported[chunk] = diagnostics
        }
      }
      initialized = count
    }
    return (values, Array(reported.values.joined()))
  }
}
