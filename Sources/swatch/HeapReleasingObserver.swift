import CHeap
import SwatchKit

/// Watches a build and, after each stage that leaves much memory free (parsing, the front end, each writer),
/// gives the free pages back to the system, so they are not resident while later writers run; the first time,
/// it also makes the heap tight (`swatch_tune_heap`). Every command that loads a project watches with it.
///
/// A 100,000-token build frees about 130 MB when parsing ends and each writer's context when it finishes,
/// scattered among what stays; without this, glibc keeps those pages resident until they are reused.
struct HeapReleasingObserver: PipelineObserver {
  /// The resident size below which nothing is released: a 10,000-token build stays under it.
  static let threshold = 160 << 20

  /// Whether the process holds more than `threshold` resident, or its size cannot be read. A build this large
  /// lets its resolved graph go once the writers are done (`Project.buildReleasingGraph`), so what it allocates
  /// after them reuses that memory; a smaller one keeps every value until exit (`ProcessLifetime`), as freeing
  /// a 10,000-token graph object by object costs 1.7% of a one-token rebuild's instructions and saves nothing.
  static var isPastThreshold: Bool {
    let resident = swatch_resident_bytes()
    return resident < 0 || resident >= threshold
  }

  /// Runs `body`, then releases the free heap after the stages that free much.
  func measure<T>(_ stage: PipelineStage, _ body: () -> T) -> T {
    let result = body()
    switch stage {
    case .parse, .aliases, .writer: swatch_release_free_heap(Self.threshold)
    default: break
    }
    return result
  }
}
