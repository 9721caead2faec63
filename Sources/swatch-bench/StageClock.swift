import Foundation
import SwatchKit

/// A `PipelineObserver` that adds up the wall time of each stage; safe to call from the writers' threads.
final class StageClock: PipelineObserver, @unchecked Sendable {
  private let lock = NSLock()
  private var totals: [PipelineStage: Duration] = [:]

  func measure<T>(_ stage: PipelineStage, _ body: () -> T) -> T {
    let start = ContinuousClock.now
    let result = body()
    let elapsed = ContinuousClock.now - start
    lock.withLock { totals[stage, default: .zero] += elapsed }
    return result
  }

  /// Seconds spent in each stage so far.
  var seconds: [PipelineStage: Double] {
    lock.withLock { totals.mapValues(\.seconds) }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let (s, attoseconds) = components
    return Double(s) + Double(attoseconds) * 1e-18
  }
}

/// Times `body` on the monotonic clock.
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
  let start = ContinuousClock.now
  let result = try body()
  return (result, (ContinuousClock.now - start).seconds)
}
