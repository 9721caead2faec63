import Dispatch
import Foundation

extension BuildStamp {
  /// The stamp at `path` if it has `key` and every path it records is as the last build left it: then a build
  /// would change nothing and can be skipped. Nil otherwise, and whenever in doubt.
  ///
  /// A file whose size, modification time and inode are as recorded, and whose modification time is older
  /// than the stamp itself, is taken as unchanged without reading it. A file modified in the same clock tick
  /// as the stamp was written (a "racy" file, as git calls it), or whose time or inode changed while its size
  /// did not (`touch`, an editor saving an identical copy), is read and its hash compared; a folder recorded
  /// with the hash of its names (`FolderListing`) is listed and the hash compared. Paths are checked on every
  /// core.
  public static func current(at path: String, key: String) -> BuildStamp? {
    guard let (stamp, written) = load(at: path, key: key) else { return nil }
    return stamp.isCurrent(written: written) ? stamp : nil
  }

  /// The stamp at `path` if it has `key`, with the time it was written, whether or not anything changed since.
  public static func load(at path: String, key: String) -> (BuildStamp, written: Int64)? {
    guard StateFolder.holdsRecords(path), let (bytes, written) = read(path), let stamp = BuildStamp(parsing: bytes),
      stamp.key == key
    else {
      return nil
    }
    return (stamp, written)
  }

  /// Whether every path the stamp, written at `written`, records is as the last build left it.
  public func isCurrent(written: Int64) -> Bool {
    // The inputs first, one by one: after an edit one of them has changed, and the outputs (thousands of
    // files in an asset catalog) need not be looked at.
    let inputCount = max(0, entries.count - outputCount)
    guard entries.prefix(inputCount).allSatisfy({ $0.isUnchanged(before: written) }) else { return false }
    let outputs = entries.dropFirst(inputCount)
    let chunk = 256
    let unchanged = ResultSlots<Bool>(count: (outputs.count + chunk - 1) / chunk)
    DispatchQueue.concurrentPerform(iterations: (outputs.count + chunk - 1) / chunk) { index in
      let start = outputs.startIndex + index * chunk
      unchanged[index] = outputs[start..<min(outputs.endIndex, start + chunk)].allSatisfy {
        $0.isUnchanged(before: written)
      }
    }
    return unchanged.values.allSatisfy { $0 }
  }

  /// The bytes of the file at `path` and its modification time; nil when it cannot be read or changed while
  /// it was read (its size or modification time moved).
  static func read(_ path: String) -> ([UInt8], Int64)? {
    // Never blocks: a FIFO planted at the path would otherwise wait for a writer forever.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let file = FileStatus(status)
    // Read into uninitialized memory: zeroing a large previous output first cost more than the read.
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: Int(file.size)) { buffer, initialized in
      while initialized < buffer.count {
        let result = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { break }
        initialized += result
      }
      complete = initialized == buffer.count
    }
    guard complete else { return nil }
    guard fstat(descriptor, &status) == 0, FileStatus(status).size == file.size,
      FileStatus(status).modified == file.modified
    else { return nil }
    return (bytes, file.modified)
  }
}

extension BuildStamp.Entry {
  /// Whether the path is as recorded, for a stamp written at `written`.
  func isUnchanged(before written: Int64) -> Bool {
    let current = FileStatus(path: path)
    switch kind {
    case .absent:
      return current == nil && errno == ENOENT
    case .folder:
      guard let current, current.isFolder else { return false }
      if current.modified == status.modified && current.inode == status.inode && current.modified < written {
        return true
      }
      // Its time changed or could not be trusted: the same names as the build listed are as good.
      return hash != 0 && FolderListing.hash(of: path) == hash
    case .file:
      guard let current, !current.isFolder, current.size == status.size else { return false }
      if current.modified == status.modified && current.inode == status.inode && current.modified < written {
        return true
      }
      guard let (bytes, _) = BuildStamp.read(path), bytes.count == current.size else { return false }
      return ContentHash.of(bytes) == hash
    }
  }
}
