import Foundation

/// Runs a program to completion and reports its wall time, exit status and peak memory.
///
/// Spawns with `posix_spawn` and reaps with `wait4` rather than using Foundation's `Process`, because
/// `Process` reaps the child itself and its resource usage (peak resident memory) would be lost.
enum ChildProcess {
  struct Result {
    var status: Int32
    /// Wall time from just before the spawn to the reaped exit: process start included.
    var seconds: Double
    /// Peak resident memory in bytes.
    var peakBytes: Int
    /// User plus system CPU time, all threads: steadier than wall time on a busy machine.
    var cpuSeconds: Double
  }

  /// Runs `path` with `arguments`, its output discarded.
  static func run(_ path: String, _ arguments: [String]) -> Result {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      return Result(status: -1, seconds: 0, peakBytes: 0, cpuSeconds: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let seconds = (ContinuousClock.now - start).seconds
    let cpu = [usage.ru_utime, usage.ru_stime].map { Double($0.tv_sec) + Double($0.tv_usec) * 1e-6 }.reduce(0, +)
    return Result(
      status: (status >> 8) & 0xFF, seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024, cpuSeconds: cpu)
  }
}

/// This process's peak resident memory.
enum PeakMemory {
  /// Resets the peak to the current resident size (Linux 4.0 and later); false if the kernel refused.
  @discardableResult
  static func reset() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  /// `VmHWM` from `/proc/self/status`, else `getrusage`'s `ru_maxrss`, in bytes.
  static func bytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
  }
}
