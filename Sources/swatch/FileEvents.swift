import Foundation
import SwatchKit

#if canImport(Glibc)
  import Glibc
#endif

/// Wakes a watch loop as soon as something changes in the folders it reads, so a save is seen at once rather
/// than at the next poll.
///
/// On Linux the folders of the roots (each root folder with every folder below it, and the folder holding each
/// root file) are watched with inotify. Events only wake the loop: what changed is still decided by comparing
/// `WatchedFiles` snapshots, so an event that says nothing of the inputs (an output written beside them) costs
/// one snapshot, and one that is missed (the system's watch limit reached) costs at most one poll interval.
/// Elsewhere there are no events (`isLive` is false) and waiting is sleeping, so the loop polls.
final class FileEvents {
  #if os(Linux)
    private var descriptor: Int32 = -1
    /// Whether the watch replaced by the last `watch(_:)` had a change waiting, which the next wait reports.
    private var waiting = false
  #endif

  /// Whether changes wake `wait(upTo:)` early; false where only polling works.
  var isLive: Bool {
    #if os(Linux)
      descriptor >= 0
    #else
      false
    #endif
  }

  deinit { stop() }

  /// Watches the folders of `roots`, replacing what was watched: called again after each build, so folders
  /// that appeared since are watched too.
  func watch(_ roots: [String]) {
    #if os(Linux)
      let next = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard next >= 0 else { return }
      let mask = UInt32(
        IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
          | IN_DELETE_SELF | IN_MOVE_SELF)
      for folder in Self.folders(of: roots) { _ = inotify_add_watch(next, folder, mask) }
      waiting = descriptor >= 0 && arrives(within: 0)
      stop()
      descriptor = next
    #endif
  }

  /// Returns when a change is reported or `interval` passes, whichever comes first.
  private func wait(upTo interval: TimeInterval) {
    #if os(Linux)
      if descriptor >= 0 {
        if waiting || arrives(within: interval) { drain() }
        waiting = false
        return
      }
    #endif
    Thread.sleep(forTimeInterval: interval)
  }

  /// Returns once no change has been reported for `quiet`, or after a second of steady changes (a file
  /// written without pause): an editor saving in steps is built once, at its last step. Only where events are
  /// seen (`isLive`); elsewhere it returns at once.
  private func settle(quiet: TimeInterval) {
    #if os(Linux)
      let deadline = Date(timeIntervalSinceNow: 1)
      while descriptor >= 0, arrives(within: quiet), Date() < deadline { drain() }
    #endif
  }

  #if os(Linux)
    /// Whether an event is waiting, or arrives within `interval`.
    private func arrives(within interval: TimeInterval) -> Bool {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      return poll(&entry, 1, Int32(max(0, interval * 1000).rounded(.up))) > 0
    }

    /// Reads every waiting event: the loop needs to know that something changed, not what.
    private func drain() {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    private func stop() {
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
    }
  #else
    private func stop() {}
  #endif

  /// The folders to watch: each root folder and the visible folders below it, and the folder holding each
  /// root that is a file or missing (a file replaced by renaming, or created later, changes that folder).
  static func folders(of roots: [String]) -> [String] {
    var folders: [String] = []
    for root in roots {
      guard ProjectInputs.isDirectory(root) else {
        let parent = (root as NSString).deletingLastPathComponent
        folders.append(parent.isEmpty ? "." : parent)
        continue
      }
      folders.append(root)
      folders += WatchedFiles.paths(below: root).filter(ProjectInputs.isDirectory)
    }
    return Array(Set(folders)).sorted()
  }
}

extension FileEvents {
  /// Waits until the files below `roots()` differ from `snapshot` and have settled, and returns their state.
  ///
  /// Where events are seen: wakes on one (or after `poll`), waits until `quiet` passes without another, and
  /// compares once; a save by rename is seen when it is done, not at its temporary file. Elsewhere: compares
  /// every `poll`, then again every `recheck` until two comparisons in a row agree.
  func nextChange(
    after snapshot: [String: WatchedFiles.Stamp], of roots: () -> [String], poll: TimeInterval,
    quiet: TimeInterval, recheck: TimeInterval
  ) -> [String: WatchedFiles.Stamp] {
    while true {
      wait(upTo: poll)
      settle(quiet: quiet)
      var current = WatchedFiles(roots: roots()).snapshot()
      guard current != snapshot else { continue }
      guard !isLive else { return current }
      var last: [String: WatchedFiles.Stamp]
      repeat {
        last = current
        Thread.sleep(forTimeInterval: recheck)
        current = WatchedFiles(roots: roots()).snapshot()
      } while current != last
      return current
    }
  }
}

extension FileEvents {
  /// Watches `roots` again after a build that began at `started`, which may have named files to watch (a
  /// resolver's `$ref`s), and returns their states to compare the next look with
  /// (`WatchedFiles.afterBuild`): a save during the build is a change, to a file known before or newly named.
  func rewatch(
    _ roots: [String], after before: [String: WatchedFiles.Stamp], builtSince started: Date
  ) -> [String: WatchedFiles.Stamp] {
    watch(roots)
    return WatchedFiles.afterBuild(now: WatchedFiles(roots: roots).snapshot(), before: before, started: started)
  }
}
