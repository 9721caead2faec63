import Foundation

/// The results of the gamut mapping's chroma search, remembered per color so that a color out of gamut costs
/// one search per process rather than one per writer, appearance and build step (a search is some fifty
/// conversions; the writers ask for the same colors again and again).
///
/// Reads: colors (space and components; alpha plays no part in the mapping) and a destination space.
/// Produces: the mapped components, exactly as the search computes them.
/// Reports: nothing.
///
/// It holds at most `capacity` results and forgets them all when full, so a file of endless distinct
/// out-of-gamut colors keeps memory bounded. Safe to use from any thread.
final class GamutSearchCache: @unchecked Sendable {
  /// The cache the gamut mapping uses.
  static let shared = GamutSearchCache()

  /// The most results kept at once.
  let capacity: Int

  private struct Key: Hashable {
    var space: ColorValue.Space
    var target: ColorValue.Space
    var x: Double
    var y: Double
    var z: Double
  }

  private let lock = NSLock()
  private var results: [Key: ColorMath.Vector] = [:]

  /// A cache of up to `capacity` results.
  init(capacity: Int = 4096) {
    self.capacity = capacity
  }

  /// How many results the cache holds now.
  var count: Int { lock.withLock { results.count } }

  /// The mapping of `color` into `target`, from the cache or from `search` (run outside the lock).
  func mapped(
    _ color: ColorValue, to target: ColorValue.Space, search: () -> ColorMath.Vector
  ) -> ColorMath.Vector {
    let vector = color.vector
    let key = Key(space: color.space, target: target, x: vector.x, y: vector.y, z: vector.z)
    if let known = lock.withLock({ results[key] }) { return known }
    let found = search()
    lock.withLock {
      if results.count >= capacity { results.removeAll(keepingCapacity: true) }
      results[key] = found
    }
    return found
  }
}
