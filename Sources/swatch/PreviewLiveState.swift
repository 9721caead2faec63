import Foundation

/// What the live preview serves now: the page (or the failed build's diagnostics) with its version, and how
/// many times the output files were written; shared between the watch loop and the connections.
///
/// Waiting for a change blocks on a condition, so an event stream costs one sleeping thread and no polling;
/// each change wakes every waiter at once.
final class PreviewLiveState: @unchecked Sendable {
  /// The versions an event stream reports.
  struct Versions: Equatable {
    /// Bumped with each new page.
    var page = 0
    /// Bumped each time the outputs were written.
    var outputs = 0
  }

  private let condition = NSCondition()
  /// Kept as the text it was made as: it is turned into bytes only when a client asks for the whole page, not
  /// at every save (a copy of 27 MB at 10,000 tokens).
  private var page = ""
  private var patch: Data?
  private var versions = Versions()

  /// The current page and its version.
  var current: (page: String, version: Int) {
    condition.lock()
    defer { condition.unlock() }
    return (page, versions.page)
  }

  /// The current versions.
  var now: Versions {
    condition.lock()
    defer { condition.unlock() }
    return versions
  }

  /// Replaces the page, with the rows that changed since the last one, and wakes every stream.
  func publish(_ html: String) {
    let rows = PreviewPatch.rows(from: current.page, to: html)
    change {
      (page, patch) = (html, rows)
      $0.page += 1
    }
  }

  /// The rows that changed from the version before `version` to `version`, while `version` is current and
  /// only rows changed.
  func patch(to version: Int) -> Data? {
    condition.lock()
    defer { condition.unlock() }
    return version == versions.page ? patch : nil
  }

  /// Records that the outputs were written again and wakes every stream.
  func outputsWritten() {
    change { $0.outputs += 1 }
  }

  private func change(_ update: (inout Versions) -> Void) {
    condition.lock()
    update(&versions)
    condition.broadcast()
    condition.unlock()
  }

  /// The versions once they differ from `seen`, or nil when `timeout` passes first.
  func versions(after seen: Versions, timeout: TimeInterval) -> Versions? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while versions == seen {
      guard condition.wait(until: deadline) else { return nil }
    }
    return versions
  }
}
