import Foundation

/// The files below some paths, with each one's modification time and size: what `swatch build --watch` and
/// `swatch preview --watch` compare to decide that something changed.
public struct WatchedFiles {
  /// One file's state.
  public struct Stamp: Equatable, Sendable {
    public var modified: Date?
    public var size: Int?

    public init(modified: Date? = nil, size: Int? = nil) {
      self.modified = modified
      self.size = size
    }

    /// The state `status` says.
    init(_ status: FileStatus) {
      self.init(modified: Date(timeIntervalSince1970: Double(status.modified) / 1e9), size: Int(status.size))
    }

    /// A state no path has, present or missing: the next look always finds the path changed.
    public static let unknown = Stamp(modified: nil, size: -1)
  }

  /// Files and folders; folders are searched recursively, hidden entries skipped. Missing paths count too:
  /// one that appears is a change.
  public var roots: [String]

  public init(roots: [String]) {
    self.roots = roots
  }

  /// The state of every file now, by path.
  public func snapshot() -> [String: Stamp] {
    var stamps: [String: Stamp] = [:]
    for root in roots {
      guard let status = FileStatus(path: root) else {
        stamps[root] = Stamp()
        continue
      }
      guard status.isFolder else {
        stamps[root] = Stamp(status)
        continue
      }
      for path in Self.paths(below: root) { stamps[path] = stamp(path) }
    }
    return stamps
  }

  /// Every file and folder below the folder `root` that the token loader's walk meets (`FolderWalk`: hidden
  /// folders and `node_modules` not entered, a folder reached again through a link once, a link to a folder
  /// outside `root` not entered: the files a build read through one are watched by name, and the linked folder
  /// as a root of its own, `InputsRead`), hidden files skipped.
  public static func paths(below root: String) -> [String] {
    var paths: [String] = []
    FolderWalk.entries(below: root) { relative, name, _ in
      if !name.hasPrefix(".") { paths.append(root.hasSuffix("/") ? root + relative : root + "/" + relative) }
      return true
    }
    return paths
  }

  /// `stat(2)`'s size and modification time of `path`; Foundation's attributes of an item also look up its
  /// owner's and group's names, which cost a watching process more than the rest of its look at the files.
  private func stamp(_ path: String) -> Stamp {
    FileStatus(path: path).map(Stamp.init) ?? Stamp()
  }
}

extension WatchedFiles {
  /// How far a file's modification time may lag the clock: Linux stamps files from a coarse clock, up to a
  /// tick behind the time a build reads.
  static let clockLag: TimeInterval = 0.01

  /// The states to compare the next look with, after a build that began at `started`, given the states
  /// `before` it and `now`.
  ///
  /// A path `before` holds keeps its state from before the build, so a save during the build is a change. A
  /// path the build named for the first time (a file a resolver's `$ref` names) starts as it is now, unless it
  /// was modified after the build began: it may have been saved after the build read it, so it gets a state
  /// no path has, and the next look builds again. A modification time after `now`'s clock (a file stamped in
  /// the future) is not taken for a save during the build, or every build would be followed by another.
  public static func afterBuild(
    now: [String: Stamp], before: [String: Stamp], started: Date, finished: Date = Date()
  ) -> [String: Stamp] {
    var states = now
    for (path, state) in now {
      if let earlier = before[path] {
        states[path] = earlier
      } else if let modified = state.modified,
        modified >= started.addingTimeInterval(-clockLag), modified <= finished
      {
        states[path] = .unknown
      }
    }
    return states
  }
}
