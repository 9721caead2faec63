import Foundation

/// Values by position, each made the first time it is read, from any thread: the texts a writer's context
/// holds for every token or distinct value, of which a build after a one-token edit reads a few (the renderer
/// copies every other item from the last build's file, `MustacheRenderer+Pieces.swift`).
///
/// `make` must be a pure function of the position: two threads reading a position at once may both make its
/// value, and either is kept. The slots come in pages of `pageSize` positions, each allocated when one of its
/// positions is first made, so a table of 100,000 tokens that an edit reads a few of holds a few pages; each
/// page is guarded by one of a few locks, so two threads rendering chunks of one list seldom wait for each other.
///
/// Reads: `make`. Produces: `self[position]`.
final class LazyTable<Value: Sendable>: @unchecked Sendable {
  /// How many positions there are.
  let count: Int
  /// How many positions a page of slots holds.
  static var pageSize: Int { 256 }
  private let make: @Sendable (Int) -> Value
  private let pages: UnsafeMutablePointer<UnsafeMutablePointer<Value?>?>
  private let pageCount: Int
  private let locks: [NSLock]

  /// A table of `count` values, the one at `position` being `make(position)`.
  init(count: Int, _ make: @escaping @Sendable (Int) -> Value) {
    self.count = count
    self.make = make
    pageCount = max((count + Self.pageSize - 1) / Self.pageSize, 1)
    pages = .allocate(capacity: pageCount)
    pages.initialize(repeating: nil, count: pageCount)
    locks = (0..<16).map { _ in NSLock() }
  }

  deinit {
    for index in 0..<pageCount {
      guard let page = pages[index] else { continue }
      page.deinitialize(count: Self.pageSize)
      page.deallocate()
    }
    pages.deinitialize(count: pageCount)
    pages.deallocate()
  }

  /// The value at `position`, from 0 to `count - 1`, made now if no read made it before.
  subscript(position: Int) -> Value {
    precondition(position >= 0 && position < count, "LazyTable position out of range")
    let (page, slot) = position.quotientAndRemainder(dividingBy: Self.pageSize)
    let lock = locks[page & 15]
    if let known = lock.withLock({ pages[page]?[slot] }) { return known }
    let value = make(position)
    lock.withLock {
      if pages[page] == nil {
        let slots = UnsafeMutablePointer<Value?>.allocate(capacity: Self.pageSize)
        slots.initialize(repeating: nil, count: Self.pageSize)
        pages[page] = slots
      }
      pages[page]![slot] = value
    }
    return value
  }

  /// How many pages of slots the table holds: one for each run of `pageSize` positions any of which was made.
  var allocatedPages: Int {
    (0..<pageCount).count { page in locks[page & 15].withLock { pages[page] != nil } }
  }
}
